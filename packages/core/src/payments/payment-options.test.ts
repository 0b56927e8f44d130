import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../config/flag-definitions.ts';
import { JOURNEY_CONDITIONS } from '../journey/journey-conditions.ts';
import { DEFAULT_JOURNEY_FACTS } from '../journey/journey-facts.ts';
import { paymentMachineInput } from '../machines/payment/payment.services.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { type PaymentMethodChoice, paymentMethodChoices, SAVED_CARD_METHOD } from './payment-methods.ts';
import { onlyPaymentOption, paymentOptionsFromStore } from './payment-options.ts';

const NOW = Date.UTC(2026, 10, 22);
const card = (available = true): PaymentMethodChoice => ({
  paymentMethod: 'CARD',
  label: 'Card',
  cardBrands: ['visa'],
  iconUrl: undefined,
  available,
});
const oxxo: PaymentMethodChoice = { ...card(false), paymentMethod: 'OXXO', label: 'OXXO', cardBrands: [] };
const saved = {
  id: 'pm-1',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2030,
  isDefault: true,
};

describe('the ways to pay', () => {
  it('a new card alone is one way, and it is the selection', () => {
    expect(onlyPaymentOption([card(), oxxo], [])).toEqual({ paymentMethod: 'CARD', label: 'Card' });
  });

  it('a saved card beside the card method is a choice', () => {
    expect(onlyPaymentOption([card()], [{ ...saved, isDefault: true }])).toBeNull();
  });

  it('nothing to choose from is not one way', () => {
    expect(onlyPaymentOption([oxxo], [])).toBeNull();
  });

  it('read from the store: unknown methods are several (the step is shown), one card is one', () => {
    expect(paymentOptionsFromStore({ availablePaymentMethods: [], savedPaymentMethods: [] }, NOW)).toBe(
      'several',
    );
    const methods = paymentMethodChoices(
      [{ paymentMethod: 'CARD', label: 'Card', cardBrands: ['VISA'], iconUrl: undefined }],
      FLAG_DEFAULTS,
    );
    expect(paymentOptionsFromStore({ availablePaymentMethods: methods, savedPaymentMethods: [] }, NOW)).toBe(
      'one',
    );
    expect(
      paymentOptionsFromStore({ availablePaymentMethods: methods, savedPaymentMethods: [saved] }, NOW),
    ).toBe('several');
    // An expired saved card cannot pay: the card method is the one way left.
    expect(
      paymentOptionsFromStore(
        { availablePaymentMethods: methods, savedPaymentMethods: [{ ...saved, expiryYear: 2020 }] },
        NOW,
      ),
    ).toBe('one');
    // Junk in storage is not a method.
    expect(
      paymentOptionsFromStore({ availablePaymentMethods: [{ nope: 1 }], savedPaymentMethods: [] }, NOW),
    ).toBe('several');
  });

  it('the journey condition severalPaymentMethods reads it', () => {
    const { test } = JOURNEY_CONDITIONS.severalPaymentMethods;
    expect(test({ ...DEFAULT_JOURNEY_FACTS })).toBe(true);
    expect(test({ ...DEFAULT_JOURNEY_FACTS, paymentOptions: 'one' })).toBe(false);
  });
});

describe('a saved card is paid with only for the customer who saved it', () => {
  const chosen = { ...saved, paymentMethod: SAVED_CARD_METHOD };
  /** Customer A's cards read and one chosen; then `token` is the session's. */
  function storesWith(token: string) {
    const { stores, store } = setupStores();
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'customer-a' }));
    store.set(stores.payment.state, (s) => ({
      ...s,
      savedPaymentMethods: [saved],
      savedPaymentMethodsCustomerId: 'customer-a',
      selectedPaymentMethod: chosen,
    }));
    store.set(stores.auth.setAccessToken, token);
    return stores;
  }

  it("A's own card: the one-tap payment", () => {
    const stores = storesWith(fakeJwt({ external_id: 'customer-a' }));
    expect(paymentMachineInput({ stores }, 'ORD-1', 'https://senda.example').savedCard).toMatchObject({
      paymentMethodId: 'pm-1',
    });
  });

  it('another customer signed in over the same stored choice: a new card is typed, the choice dropped', () => {
    const stores = storesWith(fakeJwt({ external_id: 'customer-b' }));
    expect(paymentMachineInput({ stores }, 'ORD-1', 'https://senda.example').savedCard).toBeNull();
    expect(stores.store.get(stores.payment.state).selectedPaymentMethod).toBeNull();
  });

  it("another customer's card planted in B's own stored choice (B's cards read, none of them it): dropped", () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'customer-b' }));
    store.set(stores.payment.state, (s) => ({
      ...s,
      savedPaymentMethods: [{ ...saved, id: 'pm-b' }],
      savedPaymentMethodsCustomerId: 'customer-b',
      selectedPaymentMethod: chosen,
    }));
    expect(paymentMachineInput({ stores }, 'ORD-1', 'https://senda.example').savedCard).toBeNull();
    expect(store.get(stores.payment.state).selectedPaymentMethod).toBeNull();
  });
});
