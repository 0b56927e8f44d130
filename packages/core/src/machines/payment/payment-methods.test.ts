import { describe, expect, it } from 'vitest';
import {
  defaultPaymentMethod,
  paymentMethodChoices,
  savedCards,
  withDefaultSavedMethod,
} from './payment-methods.ts';

describe('payment method choices', () => {
  const enabled = [
    { paymentMethod: 'OXXO', label: 'Pago en efectivo en OXXO', cardBrands: [] },
    { paymentMethod: 'card', label: 'Tarjeta de crédito o débito', cardBrands: ['VISA', 'mastercard'] },
    { paymentMethod: 'CARD', label: 'Duplicada', cardBrands: [] },
  ];

  it('lists what the app can take first, the rest as unavailable, without duplicates', () => {
    expect(paymentMethodChoices(enabled)).toEqual([
      {
        paymentMethod: 'CARD',
        label: 'Tarjeta de crédito o débito',
        cardBrands: ['visa', 'mastercard'],
        iconUrl: undefined,
        available: true,
      },
      {
        paymentMethod: 'OXXO',
        label: 'Pago en efectivo en OXXO',
        cardBrands: [],
        iconUrl: undefined,
        available: false,
      },
    ]);
  });

  it('preselects the stored choice when it can be taken, else the first available', () => {
    const choices = paymentMethodChoices(enabled);
    expect(defaultPaymentMethod(choices, 'CARD')).toBe('CARD');
    expect(defaultPaymentMethod(choices, 'OXXO')).toBe('CARD');
    expect(defaultPaymentMethod(choices, null)).toBe('CARD');
    expect(defaultPaymentMethod(paymentMethodChoices([enabled[0] as never]), null)).toBeUndefined();
  });
});

describe('saved cards', () => {
  it('reads brand and last four under the names gateways use, and drops what it cannot show', () => {
    expect(
      savedCards([
        { id: 'pm_1', brand: 'VISA', last4: '4242', isDefault: true },
        { paymentMethodId: 7, cardBrand: 'mastercard', lastFour: '4444' },
        { id: 'pm_3', brand: 'visa' },
      ]),
    ).toEqual([
      { id: 'pm_1', brand: 'visa', last4: '4242', isDefault: true },
      { id: '7', brand: 'mastercard', last4: '4444', isDefault: false },
    ]);
  });

  it('makes one card the default', () => {
    const saved = [
      { id: 'pm_1', brand: 'visa', last4: '4242', isDefault: true },
      { id: 'pm_2', brand: 'visa', last4: '1881' },
    ];
    expect(withDefaultSavedMethod(saved, 'pm_2').map((card) => card.isDefault)).toEqual([false, true]);
  });
});
