import { describe, expect, it } from 'vitest';
import {
  type CardDetails,
  cardThatPaid,
  clearPaymentSession,
  forgetPaymentRequest,
  type PaymentState,
  paymentDefaults,
  pendingPaymentRequest,
  recordPaymentRequest,
  serializePaymentState,
} from './payment.store.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { persisted, setupStores } from './test-stores.ts';

const CARD_NUMBER = '4111111111111111';
const CVV = '737';
const leakyCard = { brand: 'visa', lastFour: '1111', cardNumber: CARD_NUMBER, cvv: CVV, expiry: '12/30' };

describe('card details', () => {
  it('keep brand and last four only: a card number or CVV given to the store is neither kept nor stored', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.payment.setCardDetails, leakyCard as unknown as CardDetails);
    expect(store.get(stores.payment.state).cardDetails).toEqual({ brand: 'visa', lastFour: '1111' });
    const raw = storage.dump()[STORE_KEYS.payment] ?? '';
    expect(raw).toContain('"lastFour":"1111"');
    expect(raw).not.toContain(CARD_NUMBER);
    expect(raw).not.toContain(CVV);
    expect(raw).not.toMatch(/cvv|cardNumber|expiry/);
  });

  it('are stripped the same way when the whole state is set', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.payment.state, (s) => ({ ...s, cardDetails: leakyCard as unknown as CardDetails }));
    expect(store.get(stores.payment.state).cardDetails).toEqual({ brand: 'visa', lastFour: '1111' });
    expect(JSON.stringify(store.get(stores.payment.state))).not.toContain(CARD_NUMBER);
    expect(storage.dump()[STORE_KEYS.payment]).not.toContain(CARD_NUMBER);
  });

  it('refuse a full number passed as the last four', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.payment.setCardDetails, { brand: 'visa', lastFour: CARD_NUMBER } as CardDetails);
    expect(store.get(stores.payment.state).cardDetails).toBeNull();
    expect(storage.dump()[STORE_KEYS.payment]).not.toContain(CARD_NUMBER);
  });

  it('normalise the brand case and refuse an unknown brand', () => {
    const { stores, store } = setupStores();
    store.set(stores.payment.setCardDetails, { brand: 'VISA', lastFour: '4242' } as unknown as CardDetails);
    expect(store.get(stores.payment.state).cardDetails).toEqual({ brand: 'visa', lastFour: '4242' });
    store.set(stores.payment.setCardDetails, { brand: 'acme', lastFour: '4242' } as unknown as CardDetails);
    expect(store.get(stores.payment.state).cardDetails).toBeNull();
  });

  it('are cleaned out of storage written by an older build', () => {
    const { stores, store, storage } = setupStores(
      persisted(STORE_KEYS.payment, { ...paymentDefaults(), cardDetails: leakyCard }),
    );
    expect(store.get(stores.payment.state).cardDetails).toEqual({ brand: 'visa', lastFour: '1111' });
    expect(storage.dump()[STORE_KEYS.payment]).not.toContain(CARD_NUMBER);
  });

  it('the serializer rebuilds the card from brand and last four alone', () => {
    const state = { ...paymentDefaults(), cardDetails: leakyCard } as unknown as PaymentState;
    expect((serializePaymentState(state) as PaymentState).cardDetails).toEqual({
      brand: 'visa',
      lastFour: '1111',
    });
  });
});

describe('the card that paid an order', () => {
  // A customer who paid one order with Visa 4242 and then took the free plan (paid on creation,
  // no card asked for) read "Total paid $0.00 · Paid with Visa ending in 4242" on its success page.
  it('is shown only for the order it paid', () => {
    const { stores, store } = setupStores();
    store.set(stores.payment.setCardDetails, { brand: 'visa', lastFour: '4242', orderRef: 'SND-1' });
    const card = store.get(stores.payment.state).cardDetails;
    expect(cardThatPaid(card, 'SND-1')).toEqual({ brand: 'visa', lastFour: '4242', orderRef: 'SND-1' });
    expect(cardThatPaid(card, 'SND-2')).toBeNull();
    expect(cardThatPaid(null, 'SND-1')).toBeNull();
  });

  it('a card kept by an older build, for no order, is shown for none', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.payment, {
        ...paymentDefaults(),
        cardDetails: { brand: 'visa', lastFour: '4242' },
      }),
    );
    expect(cardThatPaid(store.get(stores.payment.state).cardDetails, 'SND-1')).toBeNull();
  });

  it('keeps its order through storage, and still nothing of a card secret', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.payment.setCardDetails, { ...leakyCard, orderRef: 'SND-1' } as unknown as CardDetails);
    expect(store.get(stores.payment.state).cardDetails).toEqual({
      brand: 'visa',
      lastFour: '1111',
      orderRef: 'SND-1',
    });
    const raw = storage.dump()[STORE_KEYS.payment] ?? '';
    expect(raw).toContain('"orderRef":"SND-1"');
    expect(raw).not.toContain(CARD_NUMBER);
  });
});

describe('gateway-shaped payment data', () => {
  it('loses card-secret keys and card-number values but keeps ids', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.payment.setPaymentRequest, 'order-1', {
      requested: true,
      formData: { action: 'https://pay.example/3ds', card_number: CARD_NUMBER, securityCode: CVV, md: 'abc' },
    });
    store.set(stores.payment.state, (s) => ({
      ...s,
      paymentResult: { status: 'OK', echoed: CARD_NUMBER, transactionId: '4111111111111111' },
    }));
    const state = store.get(stores.payment.state);
    expect(state.paymentRequests['order-1']).toEqual({
      requested: true,
      formData: { action: 'https://pay.example/3ds', md: 'abc' },
    });
    expect(state.paymentResult).toEqual({ status: 'OK', transactionId: '4111111111111111' });
    expect(storage.dump()[STORE_KEYS.payment]).not.toMatch(/card_number|securityCode|echoed/);
  });
});

describe("no copy of an order's status", () => {
  it("an older build's stored processingOrders is dropped on read and not written back: the gateway has the order's status", () => {
    const { stores, store, storage } = setupStores(
      persisted(STORE_KEYS.payment, {
        ...paymentDefaults(),
        processingOrders: { 'ORD-1': 'PLACED' },
        paymentError: { code: 'X' },
      }),
    );
    expect(store.get(stores.payment.state)).toEqual({ ...paymentDefaults(), paymentError: { code: 'X' } });
    store.set(stores.payment.setCardDetails, { brand: 'visa', lastFour: '1111' });
    expect(storage.dump()[STORE_KEYS.payment]).not.toContain('processingOrders');
  });
});

describe('payment requests in flight (§3 paymentRequests)', () => {
  const KEY = 'pay_a0b0c0d0e0f0a0b0c0d0e0f0a0b0c0d0';

  it('are recorded per order with their key and survive a reload', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.payment.state, (state) =>
      recordPaymentRequest(state, 'ORD-1', {
        idempotencyKey: KEY,
        paymentMethod: 'SAVED_CARD',
        transactionId: null,
        saveCard: false,
        paymentMethodId: 'pm_7',
      }),
    );
    const reloaded = setupStores(storage.dump());
    const state = reloaded.store.get(reloaded.stores.payment.state);
    expect(pendingPaymentRequest(state, 'ORD-1')).toEqual({ idempotencyKey: KEY, transactionId: null });
    expect(pendingPaymentRequest(state, 'ORD-2')).toBeNull();
    expect(state.paymentRequests['ORD-1']?.formData).toMatchObject({ paymentMethodId: 'pm_7' });
  });

  it('follow the transaction once known, and are over once forgotten', () => {
    let state = recordPaymentRequest(paymentDefaults(), 'ORD-1', {
      idempotencyKey: KEY,
      paymentMethod: 'CARD',
      transactionId: 'txn_9',
      saveCard: true,
    });
    expect(pendingPaymentRequest(state, 'ORD-1')).toEqual({ idempotencyKey: KEY, transactionId: 'txn_9' });
    state = forgetPaymentRequest(state, 'ORD-1');
    expect(pendingPaymentRequest(state, 'ORD-1')).toBeNull();
    expect(state.paymentRequests['ORD-1']).toEqual({ requested: false, formData: null });
  });

  it('refuse to record anything but the key, method, transaction and saved card; storage junk resumes nothing', () => {
    const leaky = { idempotencyKey: KEY, transientToken: 'tok_1', cardNumber: CARD_NUMBER } as never;
    const recorded = recordPaymentRequest(paymentDefaults(), 'ORD-1', leaky);
    expect(JSON.stringify(recorded)).not.toMatch(/tok_1|transientToken|4111/);
    const junk: PaymentState = {
      ...paymentDefaults(),
      paymentRequests: { 'ORD-1': { requested: true, formData: { idempotencyKey: 'short' } } },
    };
    expect(pendingPaymentRequest(junk, 'ORD-1')).toBeNull();
  });
});

describe('clearPaymentSession', () => {
  it('clears the §4 list and keeps the rest', () => {
    const full: PaymentState = {
      ...paymentDefaults(),
      paymentError: { code: 'X' },
      paymentRequests: { a: { requested: true, formData: null } },
      savedPaymentMethods: [{ id: 'pm-1' }],
      availablePaymentMethods: [{ id: 'card' }],
      selectedPaymentMethod: { id: 'pm-1' },
      paymentResult: { status: 'OK' },
      cardDetails: { brand: 'visa', lastFour: '1111' },
    };
    expect(clearPaymentSession(full)).toEqual({ ...paymentDefaults(), paymentError: { code: 'X' } });
  });
});

describe('payment target (what a later payment pays for)', () => {
  it('keeps an order or a paylink, and is persisted', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.payment.setPaymentTarget, { kind: 'order', orderRef: 'SND-260301-00012' });
    expect(store.get(stores.payment.state).paymentTarget).toEqual({
      kind: 'order',
      orderRef: 'SND-260301-00012',
    });
    store.set(stores.payment.setPaymentTarget, { kind: 'paylink', paylinkId: 'pl_1', orderRef: 'SND-1' });
    expect(storage.dump()[STORE_KEYS.payment]).toContain('"paylinkId":"pl_1"');
  });

  it('refuses a malformed target and drops the previous one, so a stale order is never paid', () => {
    const { stores, store } = setupStores();
    store.set(stores.payment.setPaymentTarget, { kind: 'order', orderRef: 'SND-1' });
    store.set(stores.payment.setPaymentTarget, { kind: 'order', orderRef: '   ' });
    expect(store.get(stores.payment.state).paymentTarget).toBeNull();
  });

  it('goes with the rest of the payment session on logout', () => {
    const state: PaymentState = {
      ...paymentDefaults(),
      paymentTarget: { kind: 'order', orderRef: 'SND-1' },
    };
    expect(clearPaymentSession(state).paymentTarget).toBeNull();
  });
});
