import { InMemoryProvider, OpenFeature } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, guestCheckoutOffered, noticeBannerText } from '../config/flag-definitions.ts';
import { paymentChoiceOptions } from '../machines/payment-choice/payment-choice.machine.ts';
import { paymentMethodChoices } from '../payments/payment-methods.ts';
import { readFlagValues } from './flag-values-reader.ts';

afterEach(() => OpenFeature.clearProviders());

const ENABLED = [
  { paymentMethod: 'CARD', label: 'Tarjeta', cardBrands: [] },
  { paymentMethod: 'OXXO', label: 'OXXO', cardBrands: [] },
  { paymentMethod: 'SPEI', label: 'SPEI', cardBrands: [] },
];

describe('what each flag decides', () => {
  it('takes a way to pay out of the purchase and of the servicing flows when its flag is off', () => {
    const flags = { ...FLAG_DEFAULTS, 'payment-oxxo': false };
    expect(paymentMethodChoices(ENABLED, flags).map((choice) => choice.paymentMethod)).toEqual([
      'CARD',
      'SPEI',
    ]);
    expect(paymentChoiceOptions([], flags)).toEqual([{ kind: 'newCard' }, { kind: 'cash', method: 'SPEI' }]);
    const noCards = { ...FLAG_DEFAULTS, 'payment-card': false, 'payment-spei': false };
    expect(paymentMethodChoices(ENABLED, noCards).map((choice) => choice.paymentMethod)).toEqual(['OXXO']);
    expect(
      paymentChoiceOptions([{ paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' }], noCards),
    ).toEqual([{ kind: 'cash', method: 'OXXO' }]);
  });

  it('offers guest checkout only when the journey file and the flag both do', () => {
    expect(guestCheckoutOffered(true, FLAG_DEFAULTS)).toBe(true);
    expect(guestCheckoutOffered(true, { 'guest-checkout': false })).toBe(false);
    expect(guestCheckoutOffered(false, FLAG_DEFAULTS)).toBe(false);
  });

  it("shows the banner's text in the page's language, and none where the operator wrote none", () => {
    const flags = { 'notice-banner': { 'es-MX': 'Mantenimiento el sábado' } };
    expect(noticeBannerText(flags, 'es-MX')).toBe('Mantenimiento el sábado');
    expect(noticeBannerText(flags, 'en-US')).toBeNull();
    expect(noticeBannerText(FLAG_DEFAULTS, 'es-MX')).toBeNull();
  });
});

describe('readFlagValues', () => {
  it('reads each flag by its type, and a value of the wrong shape as its default', async () => {
    await OpenFeature.setProviderAndWait(
      new InMemoryProvider({
        'payment-card': { variants: { off: false }, defaultVariant: 'off', disabled: false },
        // A string where a boolean is expected, and a banner with a number for a text.
        'payment-oxxo': { variants: { off: 'no' }, defaultVariant: 'off', disabled: false },
        'notice-banner': { variants: { bad: { 'es-MX': 42 } }, defaultVariant: 'bad', disabled: false },
      }),
    );
    expect(readFlagValues(OpenFeature.getClient())).toEqual({ ...FLAG_DEFAULTS, 'payment-card': false });
  });
});
