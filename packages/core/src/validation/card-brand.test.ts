import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_SPECS,
  CARD_BRANDS,
  type CardBrand,
  CardBrandSchema,
  canonicalCardBrand,
  detectCardBrand,
  isValidSecurityCode,
  lastFour,
  luhnCheck,
} from './card-brand';

const digitString = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'),
    minLength,
    maxLength,
  });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

/** The spec's leading digits, restated independently of the implementation. */
const expectedBrand = (digits: string): CardBrand | null => {
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (['30', '36', '38', '39'].some((prefix) => digits.startsWith(prefix))) return 'diners_club';
  if (digits.startsWith('35')) return 'jcb';
  if (digits.startsWith('2') || digits.startsWith('5')) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return null;
};

const PREFIXES: Record<Exclude<CardBrand, 'master' | 'unionpay'>, readonly string[]> = {
  amex: ['34', '37'],
  diners_club: ['30', '36', '38', '39'],
  jcb: ['35'],
  mastercard: ['2', '5'],
  visa: ['4'],
};

/** Independent check-digit computation (doubling from the right of the payload). */
const luhnCheckDigit = (payload: string): string => {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = Number(payload[payload.length - 1 - i]);
    const value = i % 2 === 0 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return String((10 - (sum % 10)) % 10);
};

describe('card brand table (spec §3, §5)', () => {
  it('lists the seven brands in spec order', () => {
    expect(CARD_BRANDS).toEqual(['amex', 'diners_club', 'jcb', 'master', 'mastercard', 'unionpay', 'visa']);
  });

  it.each([
    ['amex', 'CID', 4, [4, 6, 5], 15],
    ['diners_club', 'CVV', 3, [4, 6, 4], 14],
    ['jcb', 'CAV', 3, [4, 4, 4, 4, 3], 19],
    ['master', 'CVC', 3, [4, 4, 4, 4, 3], 19],
    ['mastercard', 'CVC', 3, [4, 4, 4, 4, 3], 19],
    ['unionpay', 'CVN', 4, [4, 4, 4, 4, 3], 19],
    ['visa', 'CVV', 3, [4, 4, 4, 4, 3], 19],
  ] as const)('%s: %s of %i digits, groups %j, at most %i digits', (brand, codeName, codeLength, groups, max) => {
    const entry = CARD_BRAND_SPECS[brand];
    expect(entry.brand).toBe(brand);
    expect(entry.securityCodeName).toBe(codeName);
    expect(entry.securityCodeLength).toBe(codeLength);
    expect(entry.groups).toEqual(groups);
    expect(entry.maxLength).toBe(max);
    expect(entry.icon).toMatch(/^card-[a-z-]+$/);
  });

  it('master is an alias of mastercard with the same icon', () => {
    expect(canonicalCardBrand('master')).toBe('mastercard');
    expect(canonicalCardBrand('visa')).toBe('visa');
    expect(CARD_BRAND_SPECS.master.icon).toBe(CARD_BRAND_SPECS.mastercard.icon);
  });

  it('CardBrandSchema accepts exactly the seven brands', () => {
    for (const brand of CARD_BRANDS) expect(v.parse(CardBrandSchema, brand)).toBe(brand);
    for (const other of ['discover', 'Visa', 'AMEX', '', 'maestro']) {
      expect(v.safeParse(CardBrandSchema, other).success).toBe(false);
    }
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['34', 'amex'],
    ['37', 'amex'],
    ['378282246310005', 'amex'],
    ['30', 'diners_club'],
    ['36', 'diners_club'],
    ['38', 'diners_club'],
    ['39', 'diners_club'],
    ['35', 'jcb'],
    ['2', 'mastercard'],
    ['5', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['4', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
  ] as const)('%s → %s', (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });

  it.each(['', '3', '31', '32', '33', '0', '1', '6', '7', '8', '9', 'abc'])('%j → no brand', (digits) => {
    expect(detectCardBrand(digits)).toBeNull();
  });

  it('amex wins over unionpay on the shared 34/37 prefixes; master is never returned', () => {
    expect(detectCardBrand('3400000000000000')).toBe('amex');
    expect(CARD_BRAND_SPECS.unionpay.leadingDigits.test('34')).toBe(true);
    expect(CARD_BRAND_SPECS.master.leadingDigits.test('5')).toBe(true);
  });

  it('property: every prefix of a brand, with any digits after it, detects that brand', () => {
    const brands = Object.keys(PREFIXES) as (keyof typeof PREFIXES)[];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...brands)
          .chain((brand) => fc.tuple(fc.constant(brand), fc.constantFrom(...PREFIXES[brand]))),
        digitString(0, 20),
        ([brand, prefix], rest) => {
          expect(detectCardBrand(prefix + rest)).toBe(brand);
        },
      ),
    );
  });

  it('property: on any digit string the result is exactly the §5 table', () => {
    fc.assert(
      fc.property(digitString(0, 20), (digits) => {
        expect(detectCardBrand(digits)).toBe(expectedBrand(digits));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: never throws, never returns the alias or the shadowed unionpay', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const brand = detectCardBrand(input);
        expect(brand === null || ['amex', 'diners_club', 'jcb', 'mastercard', 'visa'].includes(brand)).toBe(
          true,
        );
      }),
    );
  });
});

describe('luhnCheck', () => {
  it.each([
    '4111111111111111',
    '378282246310005',
    '30569309025904',
    '5555555555554444',
    '3530111333300000',
    '6200000000000005',
    '0',
  ])('%s passes', (digits) => {
    expect(luhnCheck(digits)).toBe(true);
  });

  it.each([
    '4111111111111112',
    '378282246310006',
    '1',
    '',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '４１１１',
  ])('%j fails', (digits) => {
    expect(luhnCheck(digits)).toBe(false);
  });

  it('property: a payload with its check digit passes', () => {
    fc.assert(
      fc.property(digitString(1, 30), (payload) => {
        expect(luhnCheck(payload + luhnCheckDigit(payload))).toBe(true);
      }),
    );
  });

  it('property: changing any single digit of a valid number makes it fail', () => {
    fc.assert(
      fc.property(digitString(1, 30), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const number = payload + luhnCheckDigit(payload);
        const i = at % number.length;
        const changed = String((Number(number[i]) + delta) % 10);
        expect(luhnCheck(number.slice(0, i) + changed + number.slice(i + 1))).toBe(false);
      }),
    );
  });

  it('property: anything that is not only digits fails, nothing throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const result = luhnCheck(input);
        if (!/^[0-9]+$/.test(input)) expect(result).toBe(false);
      }),
    );
  });
});

describe('isValidSecurityCode', () => {
  it.each([
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['1234', 'unionpay', true],
    ['123', 'unionpay', false],
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['123', 'mastercard', true],
    ['123', 'master', true],
    ['123', 'jcb', true],
    ['123', 'diners_club', true],
    ['12', 'visa', false],
    ['12a', 'visa', false],
    ['12 3', 'visa', false],
    [' 123', 'visa', false],
    ['１２３', 'visa', false],
    ['', 'visa', false],
  ] as const)('%j for %s → %s', (code, brand, valid) => {
    expect(isValidSecurityCode(code, brand)).toBe(valid);
  });

  it('property: exactly the brand length in digits is accepted, any other digit count is not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARD_BRANDS), digitString(0, 8), (brand, code) => {
        const length = ['amex', 'unionpay'].includes(brand) ? 4 : 3;
        expect(isValidSecurityCode(code, brand)).toBe(code.length === length);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a code with any non-digit is rejected, nothing throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARD_BRANDS), anyText, (brand, code) => {
        if (!/^[0-9]*$/.test(code)) expect(isValidSecurityCode(code, brand)).toBe(false);
      }),
    );
  });

  it('rejects an unknown brand instead of throwing', () => {
    expect(isValidSecurityCode('123', 'discover' as CardBrand)).toBe(false);
  });
});

describe('lastFour', () => {
  it.each([
    ['4111111111111234', '1234'],
    ['4111 1111 1111 5678', '5678'],
    ['12', '12'],
    ['', ''],
    ['12-34-5', '2345'],
  ])('%j → %j', (input, expected) => {
    expect(lastFour(input)).toBe(expected);
  });

  it('property: the last four (or fewer) digits, nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(digitString(0, 20), anyText), (input) => {
        const digits = input.replace(/\D/g, '');
        expect(lastFour(input)).toBe(digits.slice(Math.max(digits.length - 4, 0)));
      }),
    );
  });
});
