import * as v from 'valibot';
import { DEFAULT_MINIMUM_AGE, MAXIMUM_AGE, type SupportedLocale } from '../config/constants.ts';
import type { ProfilePersonalDetails } from '../gateway/session/personal-details.ts';
import { formatCalendarDay } from '../i18n/format-date.ts';
import type { PersonalDetails } from '../stores/store-schemas.ts';
import { ageOn, type DateInput, toCalendarDate } from '../validation/age.ts';
import {
  CURP_ISSUE_MESSAGE_IDS,
  CURP_LENGTH,
  checkCurp,
  curpBirthDate,
  normalizeCurp,
} from '../validation/curp.ts';
import { emailMessageId } from '../validation/email.ts';
import { digitsOf, type FieldErrors, type FormCheck, fieldMessage, formCheck } from './field-message.ts';

/**
 * The personal-details form's fields. The surnames are one field ("Apellidos"), typed as on the
 * INE: the order carries the spec's single lastName, so "De la Cruz López" goes as typed and is
 * never split by a guess at where the paterno ends (one surname is fine too). Its dob is three
 * (day, month 1–12, year), typed in the page's own order rather than a native date input's, which
 * follows the browser's language. The CURP is Mexico's (not in the spec): since 2026 every line is
 * registered to its holder's CURP (Padrón de Telefonía Móvil).
 */
export const PERSONAL_DETAILS_FORM_FIELDS = [
  'firstName',
  'middleName',
  'lastNames',
  'dobDay',
  'dobMonth',
  'dobYear',
  'curp',
  'contactNumber',
  'email',
  'nationality',
] as const;
export type PersonalDetailsFormField = (typeof PERSONAL_DETAILS_FORM_FIELDS)[number];
export type PersonalDetailsForm = Record<PersonalDetailsFormField, string>;

/** What a check can say something about, in the form's order (the date's three parts are one). */
export const PERSONAL_DETAILS_CHECKED_FIELDS = [
  'firstName',
  'middleName',
  'lastNames',
  'dob',
  'curp',
  'contactNumber',
  'email',
  'nationality',
] as const;
export type PersonalDetailsCheckedField = (typeof PERSONAL_DETAILS_CHECKED_FIELDS)[number];

/** The fields as drafts and step data kept them before the date was split (and the surnames with it). */
const LEGACY_FORM_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'contactNumber',
  'email',
  'nationality',
] as const;

const stringFields = <const F extends readonly string[]>(fields: F) =>
  v.object(
    Object.fromEntries(fields.map((field) => [field, v.string()])) as Record<
      F[number],
      v.StringSchema<undefined>
    >,
  );

const emptyForm = (): PersonalDetailsForm =>
  Object.fromEntries(PERSONAL_DETAILS_FORM_FIELDS.map((field) => [field, ''])) as PersonalDetailsForm;

/** A date of birth as the form's three parts; an unreadable one gives none. */
export function dobParts(dob: string): Partial<Pick<PersonalDetailsForm, 'dobDay' | 'dobMonth' | 'dobYear'>> {
  const date = toCalendarDate(dob.trim());
  if (!date) return {};
  return { dobDay: String(date.day), dobMonth: String(date.month), dobYear: String(date.year) };
}

/** The three parts as the spec's dob (YYYY-MM-DD), or '' while one is missing or not a number. */
export function dobFromParts(form: Pick<PersonalDetailsForm, 'dobDay' | 'dobMonth' | 'dobYear'>): string {
  const day = form.dobDay.trim();
  const month = form.dobMonth.trim();
  const year = form.dobYear.trim();
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The two surname fields earlier drafts and step data kept. */
const SPLIT_SURNAME_FIELDS = ['paternalLastName', 'maternalLastName'] as const;

/**
 * Earlier fields into the form's: a single lastName (the spec's, both surnames) or the two
 * surname fields joined are the surnames, an ISO dob its three parts. A field of the form's own
 * wins.
 */
function withSplitFields<T extends Partial<Record<string, string>>>(source: T): Partial<PersonalDetailsForm> {
  const { lastName, dob, paternalLastName, maternalLastName, ...rest } = source as Partial<
    Record<string, string>
  >;
  const surnames = [paternalLastName, maternalLastName].map((part) => part?.trim() ?? '').filter(Boolean);
  const earlierSurnames = lastName?.trim() || surnames.join(' ');
  const form: Partial<PersonalDetailsForm> = {
    ...(earlierSurnames ? { lastNames: earlierSurnames } : {}),
    ...(dob ? dobParts(dob) : {}),
  };
  for (const field of PERSONAL_DETAILS_FORM_FIELDS) {
    const value = rest[field];
    if (typeof value === 'string') form[field] = value;
  }
  return form;
}

const fromLegacyForm = (legacy: Partial<Record<string, string>>): PersonalDetailsForm => ({
  ...emptyForm(),
  ...withSplitFields(legacy),
});

/** The form's fields as drafts kept them while the surnames were two. */
const SPLIT_SURNAMES_FORM_FIELDS = [
  ...PERSONAL_DETAILS_FORM_FIELDS.filter((field) => field !== 'lastNames'),
  ...SPLIT_SURNAME_FIELDS,
];

/**
 * The form as a draft keeps it (every field text), so a stored draft is read back whole or not at
 * all; a draft typed before the split (lastName, dob) is read into the split fields, and one typed
 * before the CURP was asked for keeps everything with the CURP empty.
 */
export const PersonalDetailsFormSchema = v.union([
  v.object({ ...stringFields(PERSONAL_DETAILS_FORM_FIELDS).entries, curp: v.optional(v.string(), '') }),
  v.pipe(
    v.object({ ...stringFields(SPLIT_SURNAMES_FORM_FIELDS).entries, curp: v.optional(v.string(), '') }),
    v.transform((legacy) => fromLegacyForm(legacy)),
  ),
  v.pipe(
    stringFields(LEGACY_FORM_FIELDS),
    v.transform((legacy) => fromLegacyForm(legacy)),
  ),
]);

/** The step's saved data: any of the form's fields, earlier saves' surnames joined and dob split. */
export const PersonalDetailsStepDataSchema = v.pipe(
  v.partial(
    v.object({
      ...stringFields(PERSONAL_DETAILS_FORM_FIELDS).entries,
      ...stringFields(['lastName', 'dob', ...SPLIT_SURNAME_FIELDS] as const).entries,
    }),
  ),
  v.transform((data) => withSplitFields(data)),
);

/** Names are free text on an INE or a passport; 60 fits the longest compound Mexican names. */
export const NAME_MAX_LENGTH = 60;
/** Both surnames in one field: two of the longest. */
export const SURNAMES_MAX_LENGTH = NAME_MAX_LENGTH * 2;
/** A Mexican number in national format (the order's contact number, PhoneNumberSchema). */
export const CONTACT_NUMBER_LENGTH = 10;

/**
 * Letters of any script with their accents (José, Núñez, Ibáñez), spaces, hyphens, apostrophes
 * and dots (María de la Luz, O'Neill, Ma. Guadalupe). Digits and symbols are typos or autofill.
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

export interface PersonalDetailsRules {
  /** Injected so the rule never reads the clock. */
  today: DateInput;
  /** The onboarding store's minimumAge (the spec's default 18). */
  minimumAge?: number;
  /** Customer profile parameters' maximumAge (the spec: 100). */
  maximumAge?: number;
  /** The page's language: the dates a message names are written in it (core formats them). */
  locale?: SupportedLocale;
  /**
   * A CURP the gateway said has no room for another line (curpLineEligibility), as typed then:
   * the field says so while it still holds that CURP, and a different one is checked afresh.
   */
  curpAtLineLimit?: { readonly curp: string; readonly maxLines: number } | null;
  /** Whether the contact phone is asked (contact-phone.rules.ts); asked unless said otherwise. */
  contactNumberAsked?: boolean;
}

function nameError(value: string, required: boolean, max = NAME_MAX_LENGTH) {
  const trimmed = value.trim();
  if (trimmed === '') return required ? fieldMessage('validation.required') : undefined;
  if (trimmed.length > max) return fieldMessage('validation.name.too_long', { max });
  return NAME.test(trimmed) ? undefined : fieldMessage('validation.name.invalid');
}

/**
 * The CURP's own check (core's checkCurp), then its birth date against the date of birth typed:
 * the registry links the line to that person, so both must be the same day. While the date of
 * birth is itself wrong, its own message says so and the CURP is not compared with it.
 */
function curpError(form: PersonalDetailsForm, dobIsValid: boolean, rules: PersonalDetailsRules) {
  const check = checkCurp(form.curp);
  if (!check.valid) return fieldMessage(CURP_ISSUE_MESSAGE_IDS[check.issue]);
  const dob = dobFromParts(form);
  if (dobIsValid && check.parts.birthDate !== dob) {
    return fieldMessage('validation.curp.birth_date_mismatch', {
      curpDate: formatCalendarDay(check.parts.birthDate, { locale: rules.locale }),
    });
  }
  const full = rules.curpAtLineLimit;
  if (full && normalizeCurp(full.curp) === check.parts.curp) {
    return fieldMessage('validation.curp.line_limit', { max: full.maxLines });
  }
  return undefined;
}

/**
 * The CURP to ask the registry about before going on (curpLineEligibility), or null while the
 * form has other errors: only a form that is otherwise ready is worth a gateway call.
 */
export function curpToCheckForLines(
  form: PersonalDetailsForm,
  check: FormCheck<PersonalDetailsCheckedField>,
): string | null {
  if (!check.valid) return null;
  const curp = checkCurp(form.curp);
  return curp.valid ? curp.parts.curp : null;
}

/** What the CURP field takes: 18 characters, with room for a space pasted around them. */
export const CURP_INPUT_MAX_LENGTH = CURP_LENGTH + 4;

function dobError(form: PersonalDetailsForm, rules: PersonalDetailsRules) {
  const parts = [form.dobDay, form.dobMonth, form.dobYear];
  if (parts.every((part) => part.trim() === '')) return fieldMessage('validation.required');
  const dob = dobFromParts(form);
  const min = rules.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const max = rules.maximumAge ?? MAXIMUM_AGE;
  const age = toCalendarDate(dob) ? ageOn(dob, rules.today) : null;
  // A date in the future is a typo in the year, not a baby: say the date is wrong.
  if (age === null || age < 0) return fieldMessage('validation.date.invalid');
  if (age < min) return fieldMessage('validation.age.min', { min });
  if (age > max) return fieldMessage('validation.age.max', { max });
  return undefined;
}

/**
 * The whole personal-details step (the spec's fields, the spec's age 18–100 with the store's minimum age):
 * a message id per field that is wrong, nothing for a field that is fine. The middle name is
 * optional; everything else is required, the CURP with its birth date the date of birth's.
 */
export function validatePersonalDetails(
  form: PersonalDetailsForm,
  rules: PersonalDetailsRules,
): FormCheck<PersonalDetailsCheckedField> {
  const errors: FieldErrors<PersonalDetailsCheckedField> = {};
  const set = (field: PersonalDetailsCheckedField, error: ReturnType<typeof nameError>) => {
    if (error) errors[field] = error;
  };
  set('firstName', nameError(form.firstName, true));
  set('middleName', nameError(form.middleName, false));
  set('lastNames', nameError(form.lastNames, true, SURNAMES_MAX_LENGTH));
  const dob = dobError(form, rules);
  set('dob', dob);
  set('curp', curpError(form, dob === undefined, rules));
  // A phone not asked is not checked (personalDetailsFromForm keeps none).
  const phone = form.contactNumber.trim();
  if (rules.contactNumberAsked !== false) {
    if (phone === '') set('contactNumber', fieldMessage('validation.required'));
    else if (!/^\d+$/.test(phone) || phone.length !== CONTACT_NUMBER_LENGTH) {
      set('contactNumber', fieldMessage('validation.phone.invalid', { length: CONTACT_NUMBER_LENGTH }));
    }
  }
  const email = form.email.trim();
  if (email === '') set('email', fieldMessage('validation.required'));
  else {
    const emailProblem = emailMessageId(email);
    if (emailProblem) set('email', fieldMessage(emailProblem));
  }
  if (form.nationality.trim() === '') set('nationality', fieldMessage('validation.required'));
  return formCheck(errors);
}

/**
 * The CURP as typed, with the date of birth it encodes (characters 5–10, YYMMDD with the century
 * from the 17th): the customer types the CURP and the date fills itself, so it is typed once.
 * A CURP that is not valid yet leaves the date as it was (its own message says what is wrong).
 */
export function withCurp(form: PersonalDetailsForm, curp: string): PersonalDetailsForm {
  const birthDate = curpBirthDate(curp);
  return { ...form, curp, ...(birthDate ? dobParts(birthDate) : {}) };
}

/**
 * A middle name kept apart (a profile's, an earlier draft's) joined to the first: "Nombre(s)", as
 * the purchase asks it and the profile shows it.
 */
export function withGivenNamesJoined<Names extends { firstName?: string; middleName?: string }>(
  source: Names,
): Names {
  const middle = source.middleName?.trim() ?? '';
  if (middle === '') return source;
  const first = source.firstName?.trim() ?? '';
  return { ...source, firstName: first === '' ? middle : `${first} ${middle}`, middleName: '' };
}

/** Mexico's code in the nationalities list: the buyers of a Mexican line are mostly Mexican. */
export const DEFAULT_NATIONALITY = 'MX';

/**
 * The form's first values. What the customer typed before (the store) wins field by field; an
 * empty field is filled from the user profile (core's the spec's mapping) and the e-mail, last, from the
 * session. A guest has no profile and starts from the store alone. The given names are one field
 * ("Nombre(s)"): a profile's middle name joins the first. The number being transferred is the
 * contact phone until the customer types another (it is theirs and in their hand), and the
 * nationality starts on Mexican.
 */
export function prefillPersonalDetails(input: {
  stored?: Partial<PersonalDetails & PersonalDetailsForm> | null;
  profile?: ProfilePersonalDetails | null;
  sessionEmail?: string | null;
  /** The number the customer is bringing (a port-in), when they are. */
  transferNumber?: string | null;
}): PersonalDetailsForm {
  const form = emptyForm();
  const stored = withGivenNamesJoined(withSplitFields(input.stored ?? {}));
  const profile = withGivenNamesJoined(withSplitFields(input.profile ?? {}));
  for (const field of PERSONAL_DETAILS_FORM_FIELDS) {
    const typed = stored[field]?.trim() ?? '';
    form[field] = typed !== '' ? typed : (profile[field]?.trim() ?? '');
  }
  if (form.email === '') form.email = input.sessionEmail?.trim() ?? '';
  if (form.contactNumber === '') form.contactNumber = input.transferNumber?.trim() ?? '';
  form.contactNumber = digitsOf(form.contactNumber).slice(-CONTACT_NUMBER_LENGTH);
  if (form.nationality === '') form.nationality = DEFAULT_NATIONALITY;
  return form;
}

/**
 * The form as the store keeps it: trimmed, the contact phone only where it was asked, the surnames as the spec's lastName, the dob as
 * YYYY-MM-DD, the full name composed as the order summary shows it, and the identity-document
 * fields (filled by eKYC, if ever) kept as they were.
 */
export function personalDetailsFromForm(
  form: PersonalDetailsForm,
  previous: PersonalDetails,
  options: { contactNumberAsked?: boolean } = {},
): PersonalDetails {
  const clean = (value: string) => value.trim().replace(/\s+/g, ' ');
  const firstName = clean(form.firstName);
  const middleName = clean(form.middleName);
  const lastName = clean(form.lastNames);
  return {
    ...previous,
    firstName,
    middleName,
    lastName,
    dob: dobFromParts(form),
    curp: normalizeCurp(form.curp),
    // A phone not asked is not kept, even one a profile or an earlier walk filled in.
    contactNumber: options.contactNumberAsked === false ? '' : clean(form.contactNumber),
    email: clean(form.email),
    nationality: clean(form.nationality),
    fullName: [firstName, middleName, lastName].filter((part) => part !== '').join(' '),
  };
}

/** Whether the profile had anything beyond the e-mail to fill in (worth telling the customer). */
export function profileFillsPersonalDetails(profile: ProfilePersonalDetails | null | undefined): boolean {
  if (!profile) return false;
  return (['firstName', 'middleName', 'lastName', 'dob', 'contactNumber'] as const).some(
    (field) => profile[field].trim() !== '',
  );
}
