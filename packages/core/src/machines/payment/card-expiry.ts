/**
 * The card's expiry month and year. The provider's frame holds the number and the security code;
 * the expiry is asked by the storefront and handed to the frame's tokenise request (it is not a
 * card secret, but it is still not stored anywhere).
 */

export type CardExpiryStatus = 'valid' | 'missing' | 'invalid' | 'expired';

/** How many years ahead the year list goes: cards are issued for up to about 10 years. */
export const CARD_EXPIRY_YEARS_AHEAD = 15;

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
 * The message under each expiry field once Pay was pressed: a missing part is marked where it is
 * missing (the month when both are), a past or impossible date on the year.
 */
export function cardExpiryFieldMessageIds(
  month: string,
  year: string,
  now: number,
): { month: string | null; year: string | null } {
  const status = cardExpiryStatus(month, year, now);
  const messageId = cardExpiryMessageId(status);
  if (status !== 'missing') return { month: null, year: messageId };
  return {
    month: month.trim() === '' ? messageId : null,
    year: year.trim() === '' && month.trim() !== '' ? messageId : null,
  };
}

/** Month values 01–12, as the provider takes them. */
export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

/** This year and the next CARD_EXPIRY_YEARS_AHEAD, as four digits. */
export function expiryYears(now: number): string[] {
  const first = new Date(now).getFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, index) => String(first + index));
}
