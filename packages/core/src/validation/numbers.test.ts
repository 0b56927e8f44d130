import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isSixDigitNumeric,
  isValidNewNumberSearch,
  isValidPortabilityNip,
  isValidTransferNumber,
  isValidZipCode,
  PortabilityNipSchema,
  TransferNumberSchema,
  zipCodeSchema,
} from './numbers';

const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });
const anyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  digitString(0, 20),
);
const codePoints = (text: string) => [...text].length;
const HUGE = '1'.repeat(1_000_000);

describe('isValidNewNumberSearch (4 to 10 characters)', () => {
  it.each([
    ['1234', true],
    ['1234567890', true],
    ['55123', true],
    ['123', false],
    ['12345678901', false],
    ['', false],
    ['😀😀😀😀', true],
    ['😀😀😀', false],
    ['😀😀😀😀😀😀😀😀😀😀😀', false],
  ])('%j → %s', (input, valid) => {
    expect(isValidNewNumberSearch(input)).toBe(valid);
  });

  it('property: digit strings are accepted exactly at lengths 4–10', () => {
    fc.assert(
      fc.property(digitString(0, 30), (input) => {
        expect(isValidNewNumberSearch(input)).toBe(input.length >= 4 && input.length <= 10);
      }),
      { numRuns: 500 },
    );
  });

  it('property: any text is accepted exactly when it has 4–10 characters', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(isValidNewNumberSearch(input)).toBe(codePoints(input) >= 4 && codePoints(input) <= 10);
      }),
      { numRuns: 500 },
    );
    expect(isValidNewNumberSearch(HUGE)).toBe(false);
  });
});

describe('isValidTransferNumber (at most 12 characters)', () => {
  it.each([
    ['525512345678', true],
    ['5512345678', true],
    ['5255123456789', false],
    ['', true],
  ])('%j → %s', (input, valid) => {
    expect(isValidTransferNumber(input)).toBe(valid);
  });

  it('property: accepted exactly up to 12 characters', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, digitString(0, 30)), (input) => {
        expect(isValidTransferNumber(input)).toBe(codePoints(input) <= 12);
      }),
      { numRuns: 500 },
    );
    expect(isValidTransferNumber(HUGE)).toBe(false);
  });

  it('schema agrees', () => {
    expect(v.safeParse(TransferNumberSchema, '525512345678').success).toBe(true);
    expect(v.safeParse(TransferNumberSchema, '5255123456789').issues?.[0]?.message).toBe(
      'validation.number.transfer_length',
    );
  });
});

describe('isValidZipCode (default size 6, configurable)', () => {
  it.each([
    ['123456', undefined, true],
    ['12345', undefined, false],
    ['1234567', undefined, false],
    ['12345a', undefined, false],
    ['12345', 5, true],
    ['123456', 5, false],
    [' 12345', 5, false],
  ])('%j with size %s → %s', (input, size, valid) => {
    expect(isValidZipCode(input, size)).toBe(valid);
  });

  it('property: exactly `size` digits', () => {
    fc.assert(
      fc.property(digitString(0, 12), fc.integer({ min: 1, max: 10 }), (input, size) => {
        expect(isValidZipCode(input, size)).toBe(input.length === size);
        expect(isValidZipCode(input)).toBe(input.length === 6);
      }),
    );
  });

  it('property: text with a non-digit is rejected, nothing throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        if (/[^0-9]/.test(input)) expect(isValidZipCode(input)).toBe(false);
      }),
    );
    expect(isValidZipCode(HUGE)).toBe(false);
  });

  it('schema factory follows the size', () => {
    expect(v.safeParse(zipCodeSchema(), '123456').success).toBe(true);
    expect(v.safeParse(zipCodeSchema(5), '12345').success).toBe(true);
    expect(v.safeParse(zipCodeSchema(5), '123456').issues?.[0]?.message).toBe('validation.address.zip_code');
  });
});

describe('isSixDigitNumeric (at least 6, digits only)', () => {
  it.each([
    ['123456', true],
    ['1234567890123', true],
    ['12345', false],
    ['12345a', false],
    ['123 456', false],
    ['１２３４５６', false],
    ['', false],
  ])('%j → %s', (input, valid) => {
    expect(isSixDigitNumeric(input)).toBe(valid);
  });

  it('property: exactly the digit strings of length ≥ 6', () => {
    fc.assert(
      fc.property(fc.oneof(digitString(0, 20), anyText), (input) => {
        expect(isSixDigitNumeric(input)).toBe(/^[0-9]*$/.test(input) && input.length >= 6);
      }),
      { numRuns: 500 },
    );
    expect(isSixDigitNumeric(HUGE)).toBe(true);
  });
});

describe('isValidPortabilityNip (exactly 4 digits)', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    [' 1234', false],
    ['', false],
  ])('%j → %s', (input, valid) => {
    expect(isValidPortabilityNip(input)).toBe(valid);
  });

  it('property: exactly the 4-digit strings', () => {
    fc.assert(
      fc.property(fc.oneof(digitString(0, 8), anyText), (input) => {
        expect(isValidPortabilityNip(input)).toBe(/^[0-9]{4}$/.test(input));
      }),
      { numRuns: 500 },
    );
  });

  it('schema agrees', () => {
    expect(v.safeParse(PortabilityNipSchema, '1234').success).toBe(true);
    expect(v.safeParse(PortabilityNipSchema, '123').issues?.[0]?.message).toBe('validation.number.nip');
  });
});
