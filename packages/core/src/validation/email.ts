import * as v from 'valibot';

/** Message id for an e-mail that breaks the spec's rule; the sentence lives in the i18n catalogues. */
export const EMAIL_INVALID_MESSAGE_ID = 'validation.email.invalid';
/** Message id for an e-mail longer than RFC 5321 allows. */
export const EMAIL_TOO_LONG_MESSAGE_ID = 'validation.email.too_long';

/** RFC 5321 the spec: a path holds 256 octets with its angle brackets, so an address 254 at most. */
export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321 the spec: the local part (before the "@") is 64 octets at most. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

const WHITESPACE = /\s/u;

/**
 * the spec: text, "@", text, ".", text, with no whitespace.
 *
 * Decisions the spec leaves open:
 * - exactly one "@" (an "@" inside a "text" part would make the split ambiguous);
 * - the dot may be any dot of the domain part that has text on both sides, so `a@b.c.d` and
 *   `a@.b.c` pass as the rule is written (the server owns deliverability);
 * - no trimming: a leading or trailing space is whitespace and is rejected, the form trims if it wants.
 *
 * Written without a regular expression on purpose: the obvious `^[^\s@]+@[^\s@]+\.[^\s@]+$` backtracks
 * quadratically on long dotted input, and this runs on every keystroke.
 */
const isWellFormedEmail = (input: string): boolean => {
  if (typeof input !== 'string' || WHITESPACE.test(input)) return false;
  const at = input.indexOf('@');
  if (at <= 0 || at !== input.lastIndexOf('@')) return false;
  const domain = input.slice(at + 1);
  // A dot with at least one character before and after it inside the domain part.
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
};

/**
 * What is wrong with a typed e-mail, as the message id the field shows: longer than RFC 5321
 * allows (checked first, so a pasted 10,000-character text is not scanned), malformed, or a local
 * part over 64 characters. `null` when it may be sent.
 */
export const emailMessageId = (
  input: string,
): typeof EMAIL_INVALID_MESSAGE_ID | typeof EMAIL_TOO_LONG_MESSAGE_ID | null => {
  if (typeof input !== 'string') return EMAIL_INVALID_MESSAGE_ID;
  if (input.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG_MESSAGE_ID;
  if (!isWellFormedEmail(input)) return EMAIL_INVALID_MESSAGE_ID;
  return input.indexOf('@') > EMAIL_LOCAL_PART_MAX_LENGTH ? EMAIL_TOO_LONG_MESSAGE_ID : null;
};

export const isValidEmail = (input: string): boolean => emailMessageId(input) === null;

export const EmailSchema = v.pipe(
  v.string(),
  v.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE_ID),
  v.check(isValidEmail, EMAIL_INVALID_MESSAGE_ID),
);
export type Email = v.InferOutput<typeof EmailSchema>;
