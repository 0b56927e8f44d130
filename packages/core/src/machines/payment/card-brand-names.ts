import { CARD_BRANDS, type CardBrand, canonicalCardBrand } from '../../validation/card-brand.ts';

/**
 * Card brands by their own names: trademarks, the same in every language, so they are data and
 * not messages. An unknown brand has no name; the screens say "card" in the customer's language.
 */
const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  amex: 'American Express',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export function knownCardBrand(brand: string | null | undefined): CardBrand | null {
  const lower = brand?.trim().toLowerCase();
  return lower && (CARD_BRANDS as readonly string[]).includes(lower)
    ? canonicalCardBrand(lower as CardBrand)
    : null;
}

export function cardBrandDisplayName(brand: string | null | undefined): string | null {
  const known = knownCardBrand(brand);
  return known ? BRAND_NAMES[known] : null;
}
