import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  boundIccidInput,
  ICCID_INPUT_MAX_LENGTH,
  IccidSchema,
  iccidIssue,
  isValidIccid,
  looksLikeIccid,
  normaliseIccid,
} from './iccid';

describe('ICCID', () => {
  it('takes 19 or 20 digits whose last is the Luhn check digit, typed with spaces or dashes', () => {
    expect(isValidIccid('8952140000061234568')).toBe(true);
    expect(isValidIccid('8952 1400 0006 1234 568')).toBe(true);
    expect(isValidIccid('89521400000612345673')).toBe(true);
    expect(normaliseIccid('8952-1400 0006')).toBe('895214000006');
  });

  it.each([
    ['a wrong check digit', '8952140000061234567'],
    ['18 digits', '895214000006123456'],
    ['21 digits', '895214000006123456731'],
    ['letters', '8952A40000061234568'],
    ['nothing', ''],
  ])('refuses %s', (_label, iccid) => {
    expect(isValidIccid(iccid)).toBe(false);
    expect(v.safeParse(IccidSchema, iccid).success).toBe(false);
  });

  it('gives the ICCID digits only once parsed', () => {
    expect(v.parse(IccidSchema, ' 8952 1400 0006 1234 568 ')).toBe('8952140000061234568');
  });

  it.each([
    ['', 'empty'],
    ['  - ', 'empty'],
    ['8952 1400 0006 1234 56O', 'characters'],
    ['ICCID: 8952140000061234568', 'characters'],
    ['8952.1400.0006.1234.568', 'characters'],
    ['8952 1400 0006 1234 56', 'length'],
    ['895214000006123456731', 'length'],
    ['8952 1400 0006 1234 567', 'check_digit'],
    ['8952 1400 0006 1234 568', null],
    ['8952-1400-0006-1234-568', null],
  ])('names what is wrong with %j: %s', (typed, issue) => {
    expect(iccidIssue(typed)).toBe(issue);
  });

  it('tells an ICCID (telecom prefix 89) from a card number of the same shape', () => {
    expect(looksLikeIccid('8952140000061234568')).toBe(true);
    expect(looksLikeIccid('4000000000000000006')).toBe(false);
    expect(looksLikeIccid('8952140000061234567')).toBe(false);
  });
});

describe('boundIccidInput: the field counts digits, not separators', () => {
  const twenty = '89521400000612345673';
  const grouped = twenty.replace(/(\d{4})(?=\d)/g, '$1 ');

  it.each([
    ['20 digits in groups of four with spaces, as printed', grouped],
    ['with dashes', twenty.replace(/(\d{4})(?=\d)/g, '$1-')],
    ['with a label pasted before them', `ICCID ${grouped}`],
    ['every digit apart', twenty.split('').join(' ')],
    ['19 digits grouped', '8952 1400 0006 1234 568'],
  ])('keeps %s whole', (_label, typed) => {
    expect(boundIccidInput(typed)).toBe(typed);
  });

  it('stops at the 20th digit, wherever the separators fall', () => {
    expect(boundIccidInput(`${grouped} 9`)).toBe(`${grouped} `);
    expect(boundIccidInput(`${twenty}123`)).toBe(twenty);
    expect(boundIccidInput('8'.repeat(10_000))).toBe('8'.repeat(20));
  });

  it('cuts a paste of anything else at the field’s length in characters', () => {
    expect(boundIccidInput(' '.repeat(10_000))).toHaveLength(ICCID_INPUT_MAX_LENGTH);
    expect(boundIccidInput(`<b>${'x'.repeat(10_000)}`)).toHaveLength(ICCID_INPUT_MAX_LENGTH);
  });
});
