import * as v from 'valibot';
import type { MessageId } from '../i18n/messages/index.ts';

/**
 * The CURP (Clave Única de Registro de Población), as RENAPO issues it. Since January 2026 every
 * Mexican mobile line is linked to its holder's CURP (Padrón de Telefonía Móvil), so the purchase
 * asks for it and checks it here before the gateway sees it.
 *
 * Its 18 characters: 4 letters from the names, the birth date (YYMMDD), the sex, the state of
 * birth, 3 consonants from the names, a differentiator (a digit for births up to 1999, a letter
 * from 2000: it also gives the century) and a check digit.
 */
export const CURP_LENGTH = 18;

/**
 * The 32 federal entities' codes (DF is still Ciudad de México's) and NE, born abroad, with the
 * name each stands for.
 */
export const CURP_STATE_CODES = {
  AS: 'Aguascalientes',
  BC: 'Baja California',
  BS: 'Baja California Sur',
  CC: 'Campeche',
  CL: 'Coahuila',
  CM: 'Colima',
  CS: 'Chiapas',
  CH: 'Chihuahua',
  DF: 'Ciudad de México',
  DG: 'Durango',
  GT: 'Guanajuato',
  GR: 'Guerrero',
  HG: 'Hidalgo',
  JC: 'Jalisco',
  MC: 'México',
  MN: 'Michoacán',
  MS: 'Morelos',
  NT: 'Nayarit',
  NL: 'Nuevo León',
  OC: 'Oaxaca',
  PL: 'Puebla',
  QT: 'Querétaro',
  QR: 'Quintana Roo',
  SP: 'San Luis Potosí',
  SL: 'Sinaloa',
  SR: 'Sonora',
  TC: 'Tabasco',
  TS: 'Tamaulipas',
  TL: 'Tlaxcala',
  VZ: 'Veracruz',
  YN: 'Yucatán',
  ZS: 'Zacatecas',
  NE: null,
} as const satisfies Record<string, string | null>;
export type CurpState = keyof typeof CURP_STATE_CODES;

/** H (hombre), M (mujer), X (non-binary, issued since 2023). */
export const CURP_SEXES = ['H', 'M', 'X'] as const;
export type CurpSex = (typeof CURP_SEXES)[number];

/** What the official check digit values each character by: its place in this alphabet. */
export const CURP_CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export interface CurpParts {
  /** The CURP as checked: trimmed, upper case. */
  readonly curp: string;
  /** YYYY-MM-DD, the century from the differentiator. */
  readonly birthDate: string;
  readonly sex: CurpSex;
  readonly state: CurpState;
}

/** Why a CURP is wrong, in the order its parts are read. */
export const CURP_ISSUES = [
  'empty',
  'length',
  'letters',
  'birth_date',
  'sex',
  'state',
  'consonants',
  'differentiator',
  'check_digit',
] as const;
export type CurpIssue = (typeof CURP_ISSUES)[number];

export type CurpCheck =
  | { readonly valid: true; readonly parts: CurpParts }
  | { readonly valid: false; readonly issue: CurpIssue };

/** The message each reason shows under the field. */
export const CURP_ISSUE_MESSAGE_IDS = {
  empty: 'validation.required',
  length: 'validation.curp.length',
  letters: 'validation.curp.letters',
  birth_date: 'validation.curp.birth_date',
  sex: 'validation.curp.sex',
  state: 'validation.curp.state',
  consonants: 'validation.curp.consonants',
  differentiator: 'validation.curp.differentiator',
  check_digit: 'validation.curp.check_digit',
} as const satisfies Record<CurpIssue, MessageId>;

const LETTER = /^[A-ZÑ]$/;
const CONSONANT = /^[B-DF-HJ-NP-TV-ZÑ]$/;
const DIGIT = /^\d$/;

/** As the customer typed it, as RENAPO writes it. */
export const normalizeCurp = (typed: string): string => typed.trim().toUpperCase();

/** The official check digit of a CURP's first 17 characters, or null when one is not in the alphabet. */
export function curpCheckDigit(first17: string): number | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CURP_CHECK_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** YYYY-MM-DD when the day exists in that year, else null. */
function realDate(year: number, mm: string, dd: string): string | null {
  if (!/^\d{2}$/.test(mm) || !/^\d{2}$/.test(dd)) return null;
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return null;
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days ? `${year}-${mm}-${dd}` : null;
}

/**
 * Checks a CURP as typed (trimmed, upper-cased) and gives its parts, or the first part that is
 * wrong. Pure: no clock, so a birth date in the future is a real date here; the purchase compares
 * it with the date of birth typed, which is checked against today.
 */
export function checkCurp(text: string): CurpCheck {
  const curp = normalizeCurp(typeof text === 'string' ? text : '');
  const fail = (issue: CurpIssue): CurpCheck => ({ valid: false, issue });
  if (curp === '') return fail('empty');
  const chars = Array.from(curp);
  if (chars.length !== CURP_LENGTH) return fail('length');
  if (!chars.slice(0, 4).every((c) => LETTER.test(c))) return fail('letters');

  const yy = Number.parseInt(curp.slice(4, 6), 10);
  const mm = curp.slice(6, 8);
  const dd = curp.slice(8, 10);
  const differentiator = chars[16] ?? '';
  const digitDifferentiator = DIGIT.test(differentiator);
  const letterDifferentiator = LETTER.test(differentiator);
  // The century comes from the differentiator; while that is wrong the date is judged by
  // whichever century makes it real, so the customer is told about the differentiator instead.
  const yearsToTry = !/^\d{2}$/.test(curp.slice(4, 6))
    ? []
    : digitDifferentiator
      ? [1900 + yy]
      : letterDifferentiator
        ? [2000 + yy]
        : [1900 + yy, 2000 + yy];
  const birthDate = yearsToTry.map((year) => realDate(year, mm, dd)).find((date) => date !== null);
  if (!birthDate) return fail('birth_date');

  const sex = chars[10] ?? '';
  if (!(CURP_SEXES as readonly string[]).includes(sex)) return fail('sex');
  const state = curp.slice(11, 13);
  if (!Object.hasOwn(CURP_STATE_CODES, state)) return fail('state');
  if (!chars.slice(13, 16).every((c) => CONSONANT.test(c))) return fail('consonants');
  if (!digitDifferentiator && !letterDifferentiator) return fail('differentiator');
  const expected = curpCheckDigit(curp.slice(0, 17));
  if (expected === null || String(expected) !== chars[17]) return fail('check_digit');

  return {
    valid: true,
    parts: { curp, birthDate, sex: sex as CurpSex, state: state as CurpState },
  };
}

/** The message id for what is wrong with a CURP, or undefined when it is valid. */
export function curpMessageId(text: string): MessageId | undefined {
  const check = checkCurp(text);
  return check.valid ? undefined : CURP_ISSUE_MESSAGE_IDS[check.issue];
}

/** A CURP at a boundary (the order's customer): as typed, normalised, refused unless valid. */
export const CurpSchema = v.pipe(
  v.string(),
  v.transform(normalizeCurp),
  v.check((curp) => checkCurp(curp).valid, 'not a valid CURP'),
);

/** The birth date (YYYY-MM-DD) a valid CURP carries, or null. */
export function curpBirthDate(text: string): string | null {
  const check = checkCurp(text);
  return check.valid ? check.parts.birthDate : null;
}

/**
 * The most lines the registry links to one CURP (Padrón de Telefonía Móvil, 2026): the gateway
 * refuses an 11th with CURP_LINE_LIMIT, and the purchase asks it before payment.
 */
export const MAX_LINES_PER_CURP = 10;

/**
 * A CURP from its parts, with its official check digit: the sandbox's ready-made customers and
 * tests make CURPs this way (a real one is RENAPO's to issue). The differentiator defaults to
 * what the birth year requires (a digit up to 1999, a letter from 2000).
 */
export function composeCurp(parts: {
  readonly letters: string;
  readonly birthDate: string;
  readonly sex: CurpSex;
  readonly state: CurpState;
  readonly consonants: string;
  readonly differentiator?: string;
}): string {
  const [year = '', month = '', day = ''] = parts.birthDate.split('-');
  const differentiator = parts.differentiator ?? (Number(year) < 2000 ? '0' : 'A');
  const first17 =
    `${parts.letters}${year.slice(2)}${month}${day}${parts.sex}${parts.state}${parts.consonants}${differentiator}`.toUpperCase();
  return `${first17}${curpCheckDigit(first17) ?? ''}`;
}
