import { describe, expect, it } from 'vitest';
import { looksLikeCardNumber, scrubCardSecrets } from './card-secrets.ts';

describe('looksLikeCardNumber', () => {
  it('spots Luhn-valid 13–19 digit numbers, grouped or not', () => {
    expect(looksLikeCardNumber('4111111111111111')).toBe(true);
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('3782-822463-10005')).toBe(true);
  });
  it('leaves phone numbers, short codes and Luhn failures alone', () => {
    expect(looksLikeCardNumber('5512345678')).toBe(false);
    expect(looksLikeCardNumber('1111')).toBe(false);
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
  });
  it("leaves a SIM's ICCID alone: 19 digits passing Luhn, but with the telecom prefix 89", () => {
    expect(looksLikeCardNumber('8952140000061234568')).toBe(false);
    expect(looksLikeCardNumber('8952 1400 0006 1234 568')).toBe(false);
    // The same shape without the prefix is still a card number.
    expect(looksLikeCardNumber('4000000000000000006')).toBe(true);
  });
});

describe('scrubCardSecrets', () => {
  it('drops secret keys and card-number values at any depth, keeping ids', () => {
    expect(
      scrubCardSecrets({
        a: { cvc: '123', nested: ['4111111111111111', 'ok'], paymentId: '4111111111111111' },
        pan: '1',
        amount: 100,
      }),
    ).toEqual({ a: { nested: ['ok'], paymentId: '4111111111111111' }, amount: 100 });
  });

  it('keeps an ICCID wherever it is, under any key, and still drops a card number beside it', () => {
    expect(
      scrubCardSecrets({
        simNumber: '8952140000061234568',
        typed: ['8952 1400 0006 1234 568'],
        note: '4242424242424242',
      }),
    ).toEqual({ simNumber: '8952140000061234568', typed: ['8952 1400 0006 1234 568'] });
  });
});
