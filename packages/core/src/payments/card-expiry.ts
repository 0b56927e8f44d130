/**
 * The card's expiry, one "MM/AA" field. The provider's frame holds the number and the security code;
 * the expiry is asked by the storefront and handed to the frame's tokenise request (it is not a
 * card secret, but it is still not stored anywhere).
 */

export type CardExpiryStatus = 'valid' | 'missing' | 'invalid' | 'expired';

/** How far ahead an expiry may be: cards are issued for up to about 10 years, so more is a typo. */
export const CARD_EXPIRY_YEARS_AHEAD = 20;

const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^(\d{2}|\d{4})$/;

/** A card is valid through the last day of its expiry month, in the customer's calendar. */
export function cardExpiryStatus(month: string, year: string, now: number): CardExpiryStatus {
  const m = month.trim();
  const y = year.trim();
  if (m === '' || y === '') return 'missing';
  if (!MONTH.test(m) || !YEAR.test(y)) return 'invalid';
  const fullYear = y.length === 2 ? 2000 + Number(y) : Number(y);
  const today = new Date(now);
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (fullYear > thisYear + CARD_EXPIRY_YEARS_AHEAD) return 'invalid';
  if (fullYear < thisYear || (fullYear === thisYear && Number(m) < thisMonth)) return 'expired';
  return 'valid';
}

/** The message id for a status that is not valid (shown under the expiry fields). */
export function cardExpiryMessageId(status: CardExpiryStatus): string | null {
  switch (status) {
    case 'valid':
      return null;
    case 'missing':
      return 'payment.card.expiry_required';
    case 'expired':
      return 'payment.card.expired';
    default:
      return 'payment.card.expiry_invalid';
  }
}

/**
 * The one expiry field's text ("MM/AA") as the month and year the provider takes: "0428", "04/28",
 * "4/28" and "04 / 2028" all read as April 2028 (month "04", year "2028"). Null when the text is
 * not a month and a year.
 */
export function splitCardExpiry(text: string): { month: string; year: string } | null {
  const compact = text.replace(/\s/g, '');
  const parts = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(compact);
  if (!parts) return null;
  const [, month = '', year = ''] = parts;
  // "AA" is this century's year: the provider takes four digits.
  return { month: month.padStart(2, '0'), year: year.length === 2 ? `20${year}` : year };
}

/** The status of the expiry field's text: empty is missing, anything not a month and year invalid. */
export function cardExpiryTextStatus(text: string, now: number): CardExpiryStatus {
  if (text.trim() === '') return 'missing';
  const parts = splitCardExpiry(text);
  return parts ? cardExpiryStatus(parts.month, parts.year, now) : 'invalid';
}

/**
 * The expiry field's text as typed: digits only, with the "/" put in after the month's two digits.
 * Deleting (the text got shorter) is left alone, so the "/" can be erased with the digit before it.
 */
export function formatCardExpiryInput(previous: string, next: string): string {
  if (next.length < previous.length) return next;
  const digits = next.replace(/\D/g, '').slice(0, 6);
  return digits.length < 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
