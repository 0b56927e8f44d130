import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNationalNumber, ladaOf, TWO_DIGIT_LADAS } from './format-national-number.ts';

describe('formatNationalNumber: Mexican numbers as Mexicans write them', () => {
  it('the 2-digit ladas read 2-4-4; every other number 3-3-4', () => {
    expect(formatNationalNumber('5512345678')).toBe('55 1234 5678'); // Mexico City
    expect(formatNationalNumber('5698765432')).toBe('56 9876 5432'); // Mexico City
    expect(formatNationalNumber('3312345678')).toBe('33 1234 5678'); // Guadalajara
    expect(formatNationalNumber('8112345678')).toBe('81 1234 5678'); // Monterrey
    expect(formatNationalNumber('2222956076')).toBe('222 295 6076'); // Puebla
    expect(formatNationalNumber('9981234567')).toBe('998 123 4567'); // Cancún
    expect(formatNationalNumber('6641234567')).toBe('664 123 4567'); // Tijuana
  });

  it('takes +52 or 52 in front, and leaves what is not a 10-digit number alone', () => {
    expect(formatNationalNumber('+52 222 295 6076')).toBe('222 295 6076');
    expect(formatNationalNumber('525512345678')).toBe('55 1234 5678');
    expect(formatNationalNumber('12345')).toBe('12345');
    expect(formatNationalNumber('')).toBe('');
  });

  const tenDigits = fc.stringMatching(/^[1-9]\d{9}$/);

  it('keeps every digit in order, in three groups ending with four', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        const formatted = formatNationalNumber(digits);
        expect(formatted.replace(/ /g, '')).toBe(digits);
        const groups = formatted.split(' ');
        expect(groups).toHaveLength(3);
        expect(groups[2]).toHaveLength(4);
        expect(groups.map((group) => group.length)).toEqual(
          TWO_DIGIT_LADAS.has(digits.slice(0, 2)) ? [2, 4, 4] : [3, 3, 4],
        );
        expect(groups[0]).toBe(ladaOf(digits));
      }),
    );
  });

  it('formats an already formatted number the same way (idempotent)', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        const once = formatNationalNumber(digits);
        expect(formatNationalNumber(once)).toBe(once);
      }),
    );
  });
});
