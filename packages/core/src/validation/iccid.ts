import * as v from 'valibot';
import { luhnCheck } from './luhn.ts';

/**
 * A SIM card's ICCID as printed on the card (ITU-T E.118): 19 or 20 digits, the last a Luhn
 * check digit. Mexican SIMs start with 8952 (telecom 89, country code 52), but the match with the
 * SIM shipped to the line is the gateway's check, so the prefix is not refused here.
 */
export const ICCID_MIN_LENGTH = 19;
export const ICCID_MAX_LENGTH = 20;
/**
 * Characters the ICCID field holds in all: the 20 digits with a separator between any two of them
 * and a short label pasted with them ("ICCID: "). Only a bound against a pasted page of text: the
 * field's real limit counts digits (`boundIccidInput`), never separators.
 */
export const ICCID_INPUT_MAX_LENGTH = ICCID_MAX_LENGTH * 2 + 8;
/** Industry identifier 89 (telecom) and Mexico's country code 52. */
export const MEXICO_ICCID_PREFIX = '8952';

/**
 * ISO/IEC 7812's major industry identifier 8 with 9 for telecom: every ICCID starts with it (ITU-T
 * E.118), and no payment card does (card brands start with 1 to 6), which is how a 19-digit ICCID
 * that passes Luhn is told from a card number.
 */
export const ICCID_INDUSTRY_PREFIX = '89';

/** Digits only, as customers type it from the card (spaces and dashes dropped). */
export const normaliseIccid = (input: string): string => input.replace(/[\s-]/g, '');

/**
 * What the ICCID field keeps of what was typed or pasted: everything up to the 20th digit, however
 * it is grouped (spaces, dashes, a label pasted with it stay, to be named on sending), and at most
 * ICCID_INPUT_MAX_LENGTH characters in all. A 21st digit is not taken, as a digits-only field with
 * a maximum length would not take it; a 10,000-character paste keeps its start.
 */
export function boundIccidInput(input: string): string {
  let digits = 0;
  let end = 0;
  while (end < input.length && end < ICCID_INPUT_MAX_LENGTH) {
    const character = input.charCodeAt(end);
    if (character >= 48 && character <= 57) {
      if (digits === ICCID_MAX_LENGTH) break;
      digits += 1;
    }
    end += 1;
  }
  return input.slice(0, end);
}

/**
 * What is wrong with a typed ICCID, in the order a customer fixes it: nothing typed, something
 * that is not a digit (a letter pasted with it), too few or too many digits, a wrong check digit.
 * `null` when it is well formed.
 */
export type IccidIssue = 'empty' | 'characters' | 'length' | 'check_digit';

export function iccidIssue(input: string): IccidIssue | null {
  const digits = normaliseIccid(input);
  if (digits === '') return 'empty';
  if (!/^\d+$/.test(digits)) return 'characters';
  if (digits.length < ICCID_MIN_LENGTH || digits.length > ICCID_MAX_LENGTH) return 'length';
  return luhnCheck(digits) ? null : 'check_digit';
}

export const isValidIccid = (input: string): boolean => iccidIssue(input) === null;

/** A well-formed ICCID with the telecom prefix: a SIM's number, never a card's. */
export const looksLikeIccid = (input: string): boolean =>
  normaliseIccid(input).startsWith(ICCID_INDUSTRY_PREFIX) && isValidIccid(input);

/**
 * The ICCID a request carries: normalised, then refused unless well formed. The issue text is for
 * logs; a screen maps the failure to its own message id.
 */
export const IccidSchema = v.pipe(
  v.string(),
  v.transform(normaliseIccid),
  v.check(isValidIccid, 'an ICCID has 19 or 20 digits and a valid check digit'),
);
