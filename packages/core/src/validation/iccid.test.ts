import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IccidSchema, isValidIccid, normaliseIccid } from './iccid';

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
});
