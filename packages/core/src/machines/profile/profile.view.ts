import type { SupportedLocale } from '../../config/constants.ts';
import { mapUserProfileToPersonalDetails } from '../../gateway/session/personal-details.ts';
import type { UserProfile } from '../../gateway/session/user-details.ts';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { OTHER_ROUTES, PROFILE_ROUTES, PURCHASE_ROUTES } from '../../navigation/routes.ts';
import { withGivenNamesJoined } from '../../purchase/personal-details.form.ts';
import type { CustomerLinesData } from '../../queries/customer-lines.read.ts';
import { type LineSummaryView, lineSummaryView } from '../customer-lines/customer-lines.view.ts';

/**
 * One of the customer's details: a text, a phone number (grouped, kept on one line), or a
 * calendar date for the page to format.
 */
export type ProfileDetail =
  | { field: string; labelId: MessageId; kind: 'text' | 'phone'; value: string | null }
  | { field: string; labelId: MessageId; kind: 'date'; value: number | null };

export interface ProfileView {
  /** The spec's profile fields the user profile fills (its mapping), in the spec's order. */
  details: ProfileDetail[];
  /** The customer's lines, each to its line page; null while they load. */
  lines: LineSummaryView[] | null;
  links: { email: string; paymentMethods: string; privacySettings: string; language: string };
  /** The language the pages are shown in (the link changes it). */
  languageId: MessageId;
}

/**
 * What the user-profile mapping fills, in the spec's order: the given names, the surnames, date
 * of birth, contact number and e-mail. The given names are one "Nombre(s)", a middle name joined
 * to the first, as the purchase asks for them: a separate middle-name row would read "not given"
 * for most customers, who typed both names in the one field. The full name is those names joined,
 * so it is not shown again; the identity-document fields and the nationality stay empty by the
 * mapping (they are asked for each order), so they are not shown as if the customer had left them
 * blank.
 */
const SHOWN_FIELDS = [
  ['firstName', 'profile.field.first_name'],
  ['lastName', 'profile.field.last_name'],
  ['dob', 'profile.field.dob'],
  ['contactNumber', 'profile.field.contact_number'],
  ['email', 'profile.field.email'],
] as const satisfies readonly (readonly [string, MessageId])[];

const LANGUAGE_IDS: Readonly<Record<SupportedLocale, MessageId>> = {
  'es-MX': 'language.option.es_mx',
  'en-US': 'language.option.en_us',
};

/** Noon UTC of a YYYY-MM-DD day: the same calendar day in every zone it may be formatted in. */
function calendarDayInstant(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** /profile: the customer's details, their lines and the ways to their settings. */
export function profileView(input: {
  user: UserProfile | undefined;
  lines: CustomerLinesData | undefined;
  locale: SupportedLocale;
}): ProfileView {
  const mapped = input.user ? withGivenNamesJoined(mapUserProfileToPersonalDetails(input.user)) : null;
  const details = SHOWN_FIELDS.map(([field, labelId]): ProfileDetail => {
    const raw = mapped?.[field]?.trim() ?? '';
    if (field === 'dob') return { field, labelId, kind: 'date', value: calendarDayInstant(raw) };
    if (field === 'contactNumber')
      return { field, labelId, kind: 'phone', value: raw === '' ? null : formatNationalNumber(raw) };
    return { field, labelId, kind: 'text', value: raw === '' ? null : raw };
  });
  return {
    details,
    lines: input.lines ? input.lines.lines.map(lineSummaryView) : null,
    links: {
      email: PROFILE_ROUTES.email,
      // Where "you can delete it in My account" (a saved card) is done.
      paymentMethods: PURCHASE_ROUTES.selectPaymentMethods,
      privacySettings: PROFILE_ROUTES.privacySettings,
      language: OTHER_ROUTES.language,
    },
    languageId: LANGUAGE_IDS[input.locale],
  };
}
