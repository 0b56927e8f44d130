import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../config/flag-definitions.ts';
import {
  defaultPaymentMethod,
  defaultPaymentOption,
  payableSavedCards,
  paymentMethodChoices,
  savedCards,
  savedCardToPay,
  withDefaultSavedMethod,
} from './payment-methods.ts';

describe('payment method choices', () => {
  const enabled = [
    { paymentMethod: 'OXXO', label: 'Pago en efectivo en OXXO', cardBrands: [] },
    { paymentMethod: 'card', label: 'Tarjeta de crédito o débito', cardBrands: ['VISA', 'mastercard'] },
    { paymentMethod: 'CARD', label: 'Duplicada', cardBrands: [] },
  ];

  it('lists what the app can take first, the rest as unavailable, without duplicates', () => {
    expect(paymentMethodChoices(enabled, FLAG_DEFAULTS)).toEqual([
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
    const choices = paymentMethodChoices(enabled, FLAG_DEFAULTS);
    expect(defaultPaymentMethod(choices, 'CARD')).toBe('CARD');
    expect(defaultPaymentMethod(choices, 'OXXO')).toBe('CARD');
    expect(defaultPaymentMethod(choices, null)).toBe('CARD');
    expect(
      defaultPaymentMethod(paymentMethodChoices([enabled[0] as never], FLAG_DEFAULTS), null),
    ).toBeUndefined();
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

describe('paying with a saved card', () => {
  const NOW = Date.UTC(2026, 10, 21, 12);
  const choices = paymentMethodChoices(
    [
      { paymentMethod: 'CARD', label: 'Tarjeta', cardBrands: ['visa', 'mastercard'] },
      { paymentMethod: 'OXXO', label: 'OXXO', cardBrands: [] },
    ],
    FLAG_DEFAULTS,
  );
  const cards = savedCards([
    {
      paymentMethodId: 'pm_visa',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      isDefault: false,
    },
    {
      paymentMethodId: 'pm_mc',
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 1,
      expiryYear: 2031,
      isDefault: true,
    },
    {
      paymentMethodId: 'pm_old',
      brand: 'visa',
      last4: '1111',
      expiryMonth: 10,
      expiryYear: 2026,
      isDefault: false,
    },
    {
      paymentMethodId: 'pm_amex',
      brand: 'amex',
      last4: '0005',
      expiryMonth: 5,
      expiryYear: 2030,
      isDefault: false,
    },
  ]);

  it('offers the cards that can pay now, the default first: not expired, a brand the card method takes', () => {
    expect(payableSavedCards(cards, choices, NOW).map((card) => card.id)).toEqual(['pm_mc', 'pm_visa']);
    // Still valid through the last day of its expiry month.
    expect(payableSavedCards(cards, choices, Date.UTC(2026, 9, 31, 12)).map((card) => card.id)).toContain(
      'pm_old',
    );
  });

  it('offers none while the operator does not take cards', () => {
    const cashOnly = paymentMethodChoices(
      [{ paymentMethod: 'OXXO', label: 'OXXO', cardBrands: [] }],
      FLAG_DEFAULTS,
    );
    expect(payableSavedCards(cards, cashOnly, NOW)).toEqual([]);
  });

  it('preselects the saved card chosen before, else the default saved card, else the method', () => {
    const payable = payableSavedCards(cards, choices, NOW);
    const chosenVisa = { paymentMethod: 'SAVED_CARD', id: 'pm_visa', brand: 'visa', last4: '4242' };
    expect(defaultPaymentOption(choices, payable, chosenVisa)).toBe('SAVED_CARD:pm_visa');
    expect(defaultPaymentOption(choices, payable, { paymentMethod: 'CARD' })).toBe('SAVED_CARD:pm_mc');
    const chosenGone = { ...chosenVisa, id: 'pm_deleted' };
    expect(defaultPaymentOption(choices, payable, chosenGone)).toBe('SAVED_CARD:pm_mc');
    expect(defaultPaymentOption(choices, [], { paymentMethod: 'CARD' })).toBe('CARD');
    expect(defaultPaymentOption(choices, [], null)).toBe('CARD');
  });

  it('reads the saved card to pay with from the selection, and nothing from other methods or junk', () => {
    expect(
      savedCardToPay({ paymentMethod: 'SAVED_CARD', id: 'pm_visa', brand: 'VISA', last4: '4242' }),
    ).toEqual({
      paymentMethodId: 'pm_visa',
      brand: 'visa',
      last4: '4242',
    });
    expect(savedCardToPay({ paymentMethod: 'CARD', label: 'Tarjeta' })).toBeNull();
    expect(savedCardToPay({ paymentMethod: 'SAVED_CARD', id: 'pm_x', last4: '12' })).toBeNull();
    expect(savedCardToPay(null)).toBeNull();
  });
});
