import { CARD_BRANDS, type CardBrand, CardBrandSchema } from './card-brands.ts';
import { luhnCheck } from './luhn.ts';

/*
 * Card-brand rules of the spec's. They run inside the hosted-fields payment frame on the number
 * as it is typed: every function here is pure and returns a value, nothing keeps, logs or stores a
 * card number or security code (only the brand and the last four may leave the frame).
 */

// The brands themselves: a module of their own, which the payment store (first load) reads without
// the rules below.
export { CARD_BRANDS, type CardBrand, CardBrandSchema };

export type SecurityCodeName = 'CID' | 'CVV' | 'CVC' | 'CVN' | 'CAV';

export interface CardBrandSpec {
  readonly brand: CardBrand;
  /** Digits per group when the number is shown; the sum is the longest number the brand takes. */
  readonly groups: readonly number[];
  readonly maxLength: number;
  /** The issuers' own names (short forms of CID, CVV2, CVC2, CVN2, CAV2). */
  readonly securityCodeName: SecurityCodeName;
  readonly securityCodeLength: number;
  /** The spec's leading digits, matched against the start of the digits typed so far. */
  readonly leadingDigits: RegExp;
  readonly icon: string;
  /** `master` is the older gateway spelling of `mastercard`; detection never returns an alias. */
  readonly aliasOf?: CardBrand;
}

const GROUPS_AMEX = [4, 6, 5] as const;
const GROUPS_DINERS = [4, 6, 4] as const;
/** 16 digits, with a trailing group of 3 for the 19-digit numbers some issuers hand out. */
const GROUPS_DEFAULT = [4, 4, 4, 4, 3] as const;

const sum = (values: readonly number[]): number => values.reduce((total, n) => total + n, 0);

const spec = (
  brand: CardBrand,
  groups: readonly number[],
  securityCodeName: SecurityCodeName,
  securityCodeLength: number,
  leadingDigits: RegExp,
  icon: string,
  aliasOf?: CardBrand,
): CardBrandSpec => ({
  brand,
  groups,
  maxLength: sum(groups),
  securityCodeName,
  securityCodeLength,
  leadingDigits,
  icon,
  ...(aliasOf ? { aliasOf } : {}),
});

export const CARD_BRAND_SPECS: Readonly<Record<CardBrand, CardBrandSpec>> = {
  amex: spec('amex', GROUPS_AMEX, 'CID', 4, /^3[47]/, 'card-amex'),
  diners_club: spec('diners_club', GROUPS_DINERS, 'CVV', 3, /^3[0689]/, 'card-diners-club'),
  jcb: spec('jcb', GROUPS_DEFAULT, 'CAV', 3, /^35/, 'card-jcb'),
  master: spec('master', GROUPS_DEFAULT, 'CVC', 3, /^[25]/, 'card-mastercard', 'mastercard'),
  mastercard: spec('mastercard', GROUPS_DEFAULT, 'CVC', 3, /^[25]/, 'card-mastercard'),
  // the spec's gives unionpay the amex prefixes and a 4-digit code; kept as written, so unionpay is never
  // detected from the number and only applies when the gateway names the brand.
  unionpay: spec('unionpay', GROUPS_DEFAULT, 'CVN', 4, /^3[47]/, 'card-unionpay'),
  visa: spec('visa', GROUPS_DEFAULT, 'CVV', 3, /^4/, 'card-visa'),
};

/** Grouping and length cap while no brand is recognised yet. */
export const UNKNOWN_CARD_GROUPS: readonly number[] = GROUPS_DEFAULT;
export const UNKNOWN_CARD_MAX_LENGTH = sum(GROUPS_DEFAULT);

const DETECTION_ORDER: readonly CardBrandSpec[] = CARD_BRANDS.map((brand) => CARD_BRAND_SPECS[brand]).filter(
  (brandSpec) => brandSpec.aliasOf === undefined,
);

const NON_DIGITS = /\D/g;
const digitsOnly = (input: string): string =>
  typeof input === 'string' ? input.replace(NON_DIGITS, '') : '';

/**
 * Brand from the leading digits, or null while none matches. Separators are ignored so a formatted
 * value can be passed back in.
 */
export const detectCardBrand = (digits: string): CardBrand | null => {
  const clean = digitsOnly(digits);
  return DETECTION_ORDER.find((brandSpec) => brandSpec.leadingDigits.test(clean))?.brand ?? null;
};

/** `master` and `mastercard` are one brand; compare and store the canonical name. */
export const canonicalCardBrand = (brand: CardBrand): CardBrand => CARD_BRAND_SPECS[brand].aliasOf ?? brand;

const ONLY_DIGITS = /^\d+$/;

// Its own module: the stored-state scrubbing (first load) checks ICCIDs with it, without the brands' rules.
export { luhnCheck };

/** Exactly the brand's security-code length in ASCII digits. */
export const isValidSecurityCode = (code: string, brand: CardBrand): boolean => {
  const entry = CARD_BRAND_SPECS[brand];
  if (!entry || typeof code !== 'string') return false;
  return ONLY_DIGITS.test(code) && code.length === entry.securityCodeLength;
};

/** The last (up to) four digits: the only part of a number that may be shown or kept. */
export const lastFour = (digits: string): string => digitsOnly(digits).slice(-4);
