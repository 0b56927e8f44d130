import * as v from 'valibot';
import type { UserDetails } from './user-details.ts';

/**
 * The personal-details form, fields in the spec's order (§3 Profile fields). Strings throughout:
 * an empty string is an empty field, so a form can bind to it directly. `dob` is YYYY-MM-DD.
 */
export const PersonalDetailsSchema = v.object({
  firstName: v.string(),
  middleName: v.string(),
  lastName: v.string(),
  fullName: v.string(),
  dob: v.string(),
  contactNumber: v.string(),
  email: v.string(),
  CNICNumber: v.string(),
  CNICExpiryDate: v.string(),
  nationality: v.string(),
});
export type PersonalDetails = v.InferOutput<typeof PersonalDetailsSchema>;

/**
 * Prefills personal details from the user profile (§3). The identity-document fields and the
 * nationality stay empty: the customer enters them for each order. `fullName` is not named by
 * the spec; it is the given names and surname joined, as the order summary shows it.
 */
export function mapUserProfileToPersonalDetails(user: UserDetails): PersonalDetails {
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
    nationality: '',
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
