import * as v from 'valibot';
import { DEFAULT_MINIMUM_AGE, MAXIMUM_AGE } from '../config/constants.ts';
import type { ProfilePersonalDetails } from '../gateway/session/personal-details.ts';
import type { PersonalDetails } from '../stores/store-schemas.ts';
import { ageOn, type DateInput, toCalendarDate } from '../validation/age.ts';
import { isValidEmail } from '../validation/email.ts';
import { digitsOf, type FieldErrors, type FormCheck, fieldMessage, formCheck } from './field-message.ts';

/** The §3 profile fields the personal-details step asks for, in the spec's order. */
export const PERSONAL_DETAILS_FORM_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'contactNumber',
  'email',
  'nationality',
] as const;
export type PersonalDetailsFormField = (typeof PERSONAL_DETAILS_FORM_FIELDS)[number];
export type PersonalDetailsForm = Record<PersonalDetailsFormField, string>;
/** The form as a draft keeps it (every field text), so a stored draft is read back whole or not at all. */
export const PersonalDetailsFormSchema = v.object(
  Object.fromEntries(PERSONAL_DETAILS_FORM_FIELDS.map((field) => [field, v.string()])) as Record<
    PersonalDetailsFormField,
    v.StringSchema<undefined>
  >,
);

/** Names are free text on an INE or a passport; 60 fits the longest compound Mexican names. */
export const NAME_MAX_LENGTH = 60;
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
  /** The onboarding store's minimumAge (§9 default 18). */
  minimumAge?: number;
  /** Customer profile parameters' maximumAge (§5: 100). */
  maximumAge?: number;
}

function nameError(value: string, required: boolean) {
  const trimmed = value.trim();
  if (trimmed === '') return required ? fieldMessage('validation.required') : undefined;
  if (trimmed.length > NAME_MAX_LENGTH)
    return fieldMessage('validation.name.too_long', { max: NAME_MAX_LENGTH });
  return NAME.test(trimmed) ? undefined : fieldMessage('validation.name.invalid');
}

function dobError(dob: string, rules: PersonalDetailsRules) {
  if (dob.trim() === '') return fieldMessage('validation.required');
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
 * The whole personal-details step (§3 fields, §5 age 18–100 with the store's minimum age):
 * a message id per field that is wrong, nothing for a field that is fine. The middle name is
 * optional; everything else is required.
 */
export function validatePersonalDetails(
  form: PersonalDetailsForm,
  rules: PersonalDetailsRules,
): FormCheck<PersonalDetailsFormField> {
  const errors: FieldErrors<PersonalDetailsFormField> = {};
  const set = (field: PersonalDetailsFormField, error: ReturnType<typeof nameError>) => {
    if (error) errors[field] = error;
  };
  set('firstName', nameError(form.firstName, true));
  set('middleName', nameError(form.middleName, false));
  set('lastName', nameError(form.lastName, true));
  set('dob', dobError(form.dob, rules));
  const phone = form.contactNumber.trim();
  if (phone === '') set('contactNumber', fieldMessage('validation.required'));
  else if (!/^\d+$/.test(phone) || phone.length !== CONTACT_NUMBER_LENGTH) {
    set('contactNumber', fieldMessage('validation.phone.invalid', { length: CONTACT_NUMBER_LENGTH }));
  }
  const email = form.email.trim();
  if (email === '') set('email', fieldMessage('validation.required'));
  else if (!isValidEmail(email)) set('email', fieldMessage('validation.email.invalid'));
  if (form.nationality.trim() === '') set('nationality', fieldMessage('validation.required'));
  return formCheck(errors);
}

const emptyForm = (): PersonalDetailsForm =>
  Object.fromEntries(PERSONAL_DETAILS_FORM_FIELDS.map((field) => [field, ''])) as PersonalDetailsForm;

/**
 * The form's first values. What the customer typed before (the store) wins field by field; an
 * empty field is filled from the user profile (core's §3 mapping) and the e-mail, last, from the
 * session. A guest has no profile and starts from the store alone.
 */
export function prefillPersonalDetails(input: {
  stored?: Partial<PersonalDetails> | null;
  profile?: ProfilePersonalDetails | null;
  sessionEmail?: string | null;
}): PersonalDetailsForm {
  const form = emptyForm();
  for (const field of PERSONAL_DETAILS_FORM_FIELDS) {
    const stored = input.stored?.[field]?.trim() ?? '';
    const profile = input.profile?.[field]?.trim() ?? '';
    form[field] = stored !== '' ? stored : profile;
  }
  if (form.email === '') form.email = input.sessionEmail?.trim() ?? '';
  form.contactNumber = digitsOf(form.contactNumber).slice(-CONTACT_NUMBER_LENGTH);
  return form;
}

/**
 * The form as the store keeps it: trimmed, the full name composed as the order summary shows it,
 * and the identity-document fields (filled by eKYC, if ever) kept as they were.
 */
export function personalDetailsFromForm(
  form: PersonalDetailsForm,
  previous: PersonalDetails,
): PersonalDetails {
  const trimmed = Object.fromEntries(
    PERSONAL_DETAILS_FORM_FIELDS.map((field) => [field, form[field].trim().replace(/\s+/g, ' ')]),
  ) as PersonalDetailsForm;
  return {
    ...previous,
    ...trimmed,
    fullName: [trimmed.firstName, trimmed.middleName, trimmed.lastName]
      .filter((part) => part !== '')
      .join(' '),
  };
}

/** Whether the profile had anything beyond the e-mail to fill in (worth telling the customer). */
export function profileFillsPersonalDetails(profile: ProfilePersonalDetails | null | undefined): boolean {
  if (!profile) return false;
  return (['firstName', 'middleName', 'lastName', 'dob', 'contactNumber'] as const).some(
    (field) => profile[field].trim() !== '',
  );
}
