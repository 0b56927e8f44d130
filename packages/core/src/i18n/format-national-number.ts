/**
 * Mexican numbers as Mexicans write them. Since August 2019 every number is 10 digits (IFT's
 * Plan Técnico Fundamental de Numeración): a lada (area code) and the subscriber's number. Only
 * the 2-digit ladas (55 and 56 Mexico City, 33 Guadalajara, 81 Monterrey) read 2-4-4; every other
 * lada has 3 digits, and the number reads 3-3-4 (Puebla 222 295 6076).
 *
 * The 2-digit ladas come from the list of ladas a new number is searched in (mexican-ladas.ts),
 * which holds all four: a short table does what libphonenumber-js's metadata would do for this
 * one country, at no cost to the first load.
 */
import { TWO_DIGIT_LADAS } from './mexican-ladas.ts';

export { TWO_DIGIT_LADAS };

/** The lada of a 10-digit number: its first two digits when they are a 2-digit lada, else three. */
export function ladaOf(digits: string): string {
  const two = digits.slice(0, 2);
  return TWO_DIGIT_LADAS.has(two) ? two : digits.slice(0, 3);
}

/**
 * A 10-digit Mexican number grouped as it is read aloud (55 1234 5678, 222 295 6076), with or
 * without a +52 or 52 prefix; anything else is returned as given.
 */
export function formatNationalNumber(number: string): string {
  let digits = number.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  if (digits.length !== 10) return number;
  const lada = ladaOf(digits);
  const rest = digits.slice(lada.length);
  const split = rest.length - 4;
  return `${lada} ${rest.slice(0, split)} ${rest.slice(split)}`;
}
