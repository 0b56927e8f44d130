import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDigitFieldKeyAllowed, isNumberInputKeyAllowed } from './key-filters';

const NAMED_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Home',
  'End',
  'Shift',
  'Unidentified',
];
const key = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom(...NAMED_KEYS, 'e', 'E', '+', '-', '.', '0', '9'),
  fc.string({ unit: 'binary' }),
);

describe('isDigitFieldKeyAllowed (digits, ArrowLeft, ArrowRight, Backspace only)', () => {
  it.each(['0', '5', '9', 'ArrowLeft', 'ArrowRight', 'Backspace'])('allows %j', (k) => {
    expect(isDigitFieldKeyAllowed(k)).toBe(true);
  });

  it.each([
    'a',
    'e',
    'E',
    '+',
    '-',
    '.',
    ' ',
    '٣',
    '５',
    'Delete',
    'ArrowUp',
    'Tab',
    'Enter',
    '',
    '12',
  ])('blocks %j', (k) => {
    expect(isDigitFieldKeyAllowed(k)).toBe(false);
  });

  it('property: allowed exactly for the listed keys', () => {
    fc.assert(
      fc.property(key, (k) => {
        expect(isDigitFieldKeyAllowed(k)).toBe(
          /^[0-9]$/.test(k) || ['ArrowLeft', 'ArrowRight', 'Backspace'].includes(k),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isNumberInputKeyAllowed (blocks e, E, +, - and .)', () => {
  it.each(['e', 'E', '+', '-', '.'])('blocks %j', (k) => {
    expect(isNumberInputKeyAllowed(k)).toBe(false);
  });

  it.each(['0', '9', 'Backspace', 'Tab', 'ArrowUp', ',', 'a', 'Enter'])('allows %j', (k) => {
    expect(isNumberInputKeyAllowed(k)).toBe(true);
  });

  it('property: blocked exactly for the five keys', () => {
    fc.assert(
      fc.property(key, (k) => {
        expect(isNumberInputKeyAllowed(k)).toBe(!['e', 'E', '+', '-', '.'].includes(k));
      }),
      { numRuns: 1000 },
    );
  });
});
