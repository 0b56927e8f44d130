import * as v from 'valibot';

/** Message id for an e-mail that breaks the §5 rule; the sentence lives in the i18n catalogues. */
export const EMAIL_INVALID_MESSAGE_ID = 'validation.email.invalid';

const WHITESPACE = /\s/u;

/**
 * Spec §5: text, "@", text, ".", text, with no whitespace.
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
export const isValidEmail = (input: string): boolean => {
  if (typeof input !== 'string' || WHITESPACE.test(input)) return false;
  const at = input.indexOf('@');
  if (at <= 0 || at !== input.lastIndexOf('@')) return false;
  const domain = input.slice(at + 1);
  // A dot with at least one character before and after it inside the domain part.
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
};

export const EmailSchema = v.pipe(v.string(), v.check(isValidEmail, EMAIL_INVALID_MESSAGE_ID));
export type Email = v.InferOutput<typeof EmailSchema>;
