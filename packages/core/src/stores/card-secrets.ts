import * as v from 'valibot';
import { looksLikeIccid } from '../validation/iccid.ts';

/**
 * No card number or security code is ever stored or kept in state (house conventions). The card
 * details schema already keeps brand and last four only; this guards the opaque parts of the
 * payment stores (payment-request form data, payment results, saved methods), whose shapes come
 * from the gateway and could carry a number if a payment provider echoed one back.
 */

/** Key names under which payment providers send a card number or security code. */
const SECRET_KEY =
  /card.?num|^pan$|^acct.?num|^account.?number$|cvv|cvc|cvn|security.?code|card.?code|^csc$/i;

/**
 * 13–19 digits, optionally grouped by spaces or dashes, that pass the Luhn check: a card number.
 * A SIM's ICCID has the same shape (19 digits, Luhn) but the telecom prefix 89, which no card
 * has: it is kept, or a line's SIM or an ICCID being typed would vanish from state.
 */
export function looksLikeCardNumber(value: string): boolean {
  if (!/^[\d\s-]{13,25}$/.test(value)) return false;
  if (looksLikeIccid(value)) return false;
  const digits = value.replace(/[\s-]/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A deep copy without card-secret keys and without values that look like card numbers. */
export function scrubCardSecrets<T>(value: T): T {
  return scrub(value, 0, false) as T;
}

/**
 * Identifiers (transaction ids, references) are long digit strings too, and one in ten passes the
 * Luhn check: under an id-like key a value is kept as it is, or payment polling would lose its id.
 */
const ID_KEY = /(id|ref|reference|token|code)$/i;

function scrub(value: unknown, depth: number, underIdKey: boolean): unknown {
  // Depth bound: persisted payment data is shallow; anything deeper is not worth keeping.
  if (depth > 8) return undefined;
  if (typeof value === 'string') return !underIdKey && looksLikeCardNumber(value) ? undefined : value;
  if (typeof value === 'number') return !underIdKey && looksLikeCardNumber(String(value)) ? undefined : value;
  if (Array.isArray(value)) {
    return value.map((item) => scrub(item, depth + 1, underIdKey)).filter((item) => item !== undefined);
  }
  if (value && typeof value === 'object') {
    const clean: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      const scrubbed = scrub(item, depth + 1, ID_KEY.test(key));
      if (scrubbed !== undefined) clean[key] = scrubbed;
    }
    return clean;
  }
  return value;
}

/** Gateway-shaped payment data, scrubbed on the way in (read and write alike). */
export const ScrubbedObjectSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((value) => scrubCardSecrets(value)),
);
