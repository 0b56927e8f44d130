/**
 * 12 to 19 digits, spaces or dashes allowed: what a card number looks like. Bodies that carry a
 * provider token refuse a token of this shape, so a card number can never pass as one.
 */
export const looksLikeCardNumber = (value: string): boolean =>
  /^\d{12,19}$/.test(value.replace(/[\s-]/g, ''));
