import * as v from 'valibot';
import { luhnCheck } from './card-brand';

/**
 * A SIM card's ICCID as printed on the card (ITU-T E.118): 19 or 20 digits, the last a Luhn
 * check digit. Mexican SIMs start with 8952 (telecom 89, country code 52), but the match with the
 * SIM shipped to the line is the gateway's check, so the prefix is not refused here.
 */
export const ICCID_MIN_LENGTH = 19;
export const ICCID_MAX_LENGTH = 20;
/** Industry identifier 89 (telecom) and Mexico's country code 52. */
export const MEXICO_ICCID_PREFIX = '8952';

/** Digits only, as customers type it from the card (spaces and dashes dropped). */
export const normaliseIccid = (input: string): string => input.replace(/[\s-]/g, '');

export const isValidIccid = (input: string): boolean => {
  const digits = normaliseIccid(input);
  return (
    /^\d+$/.test(digits) &&
    digits.length >= ICCID_MIN_LENGTH &&
    digits.length <= ICCID_MAX_LENGTH &&
    luhnCheck(digits)
  );
};

/**
 * The ICCID a request carries: normalised, then refused unless well formed. The issue text is for
 * logs; a screen maps the failure to its own message id.
 */
export const IccidSchema = v.pipe(
  v.string(),
  v.transform(normaliseIccid),
  v.check(isValidIccid, 'an ICCID has 19 or 20 digits and a valid check digit'),
);
