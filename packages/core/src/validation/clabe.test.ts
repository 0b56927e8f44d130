import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, isValidClabe } from './clabe.ts';

describe('CLABE', () => {
  it('computes the check digit of published CLABEs', () => {
    // Banxico's worked example and a BBVA account number as banks print them.
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('002010077777777771')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length or letters', () => {
    expect(isValidClabe('032180000118359718')).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('03218000011835971X')).toBe(false);
  });
});
