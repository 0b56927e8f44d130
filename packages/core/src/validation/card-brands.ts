import * as v from 'valibot';

/** The spec's order. Detection follows it too, which is why amex wins over unionpay on 34/37. */
export const CARD_BRANDS = [
  'amex',
  'diners_club',
  'jcb',
  'master',
  'mastercard',
  'unionpay',
  'visa',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Brand names arrive from the gateway (saved methods, payment results), so they are checked. */
export const CardBrandSchema = v.picklist(CARD_BRANDS);
