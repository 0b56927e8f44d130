import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNEY_CONDITIONS } from '../journey/journey-conditions.ts';
import { DEFAULT_JOURNEY_FACTS } from '../journey/journey-facts.ts';
import { setupStores } from '../stores/test-stores.ts';
import { journeyFactsFromStores } from './journey-facts.selector.ts';

const SAVED = {
  id: 'pm-1',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2030,
  isDefault: true,
};

/** A signed-in customer with a saved card beside the card method: two ways to pay. */
function customerWithSavedCard(total: number | null) {
  const { stores, store } = setupStores();
  store.set(stores.payment.state, (state) => ({
    ...state,
    // As the payment options read stores them (payment-options.services.ts).
    availablePaymentMethods: [
      { paymentMethod: 'CARD', label: 'Card', cardBrands: ['visa'], available: true },
    ],
    savedPaymentMethods: [SAVED],
  }));
  if (total !== null) {
    const money = (amount: number) => ({ amount, currency: 'MXN' });
    store.set(stores.onboarding.state, (state) => ({
      ...state,
      totalPrice: total,
      orderPreviewResult: {
        items: [],
        subtotal: money(total),
        tax: money(0),
        total: money(total),
        promoCodes: [],
      },
    }));
  }
  return stores;
}

const showsPaymentMethodStep = (total: number | null) =>
  JOURNEY_CONDITIONS.severalPaymentMethods.test({
    ...DEFAULT_JOURNEY_FACTS,
    ...journeyFactsFromStores(customerWithSavedCard(total)),
  });

describe('the payment-method step', () => {
  // The saved card's expiry is read against the clock.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 25));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is shown to a customer with a saved card and a new card to choose from', () => {
    expect(showsPaymentMethodStep(200)).toBe(true);
    // Before the order is placed its total is not known: the choice stands.
    expect(showsPaymentMethodStep(null)).toBe(true);
  });

  // Senda Gratis bought by a customer with a saved card asked "How would you like to pay?" for
  // an order the gateway had already marked paid on creation.
  it('is not shown for an order placed for nothing: there is no way to pay to choose', () => {
    expect(showsPaymentMethodStep(0)).toBe(false);
  });
});
