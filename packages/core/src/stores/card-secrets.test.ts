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
});
