import type { UserProfile } from './user-details.ts';

/**
 * The personal-details fields in the spec's order (Profile fields), as a form binds them:
 * strings throughout, an empty string for an empty field, `dob` as YYYY-MM-DD.
 */
export interface ProfilePersonalDetails {
  firstName: string;
  middleName: string;
  lastName: string;
  fullName: string;
  dob: string;
  contactNumber: string;
  email: string;
  CNICNumber: string;
  CNICExpiryDate: string;
  nationality: string;
}

/**
 * Prefills personal details from the user profile. The identity-document fields stay empty:
 * the customer enters them for each order. The nationality, which the spec's leaves empty, is the one the
 * account registered at its last purchase when the gateway knows it (what the account
 * knows is filled in). `fullName` is not named by the spec; it is the given names and surname
 * joined, as the order summary shows it.
 */
export function mapUserProfileToPersonalDetails(user: UserProfile): ProfilePersonalDetails {
  const firstName = user.first_name?.trim() ?? '';
  const middleName = user.middle_name?.trim() ?? '';
  const lastName = user.last_name?.trim() ?? '';
  return {
    firstName,
    middleName,
    lastName,
    fullName: [firstName, middleName, lastName].filter((part) => part !== '').join(' '),
    dob: user.dob ? calendarDateFromTimestamp(user.dob.timestamp) : '',
    contactNumber: user.telco_info?.phone_no ?? '',
    email: user.email ?? '',
    CNICNumber: '',
    CNICExpiryDate: '',
    nationality: user.nationality?.trim() ?? '',
  };
}

/**
 * Read in UTC: the gateway stores a birthday as midnight UTC (or Mexico's midnight, six hours
 * later), and both give the same day in UTC, whatever the browser's zone.
 */
function calendarDateFromTimestamp(timestamp: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 10);
}
