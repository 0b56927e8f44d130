import { QueryObserver } from '@tanstack/query-core';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CreateOrderBody } from '../../gateway/orders/create-order.ts';
import type { OrderPreview } from '../../gateway/orders/order-preview.ts';
import { setupGatewayTest, TEST_BASE_URL } from '../../gateway/test-support/gateway-test-kit.ts';
import { journeyFactsFromStores } from '../../purchase/journey-facts.selector.ts';
import { pendingCartsQuery } from '../../queries/purchase-queries.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { recordPaymentRequest } from '../../stores/payment.store.ts';
import { setupStores } from '../../stores/test-stores.ts';
import { checkoutInput, provideCheckoutMachine } from './checkout.services.ts';
import { checkoutView } from './checkout.view.ts';
import { orderFingerprint } from './checkout-order.ts';

/**
 * Placing the order, wired to the gateway (MSW: a call without its handler fails the test) and
 * to real stores: created exactly once, then the payment target.
 */
const { server, client, answer } = setupGatewayTest();
const MXN = (amount: number) => ({ amount, currency: 'MXN' });

const BODY: CreateOrderBody = {
  orderType: 'SIM_ONLY',
  channel: 'web',
  productType: 'prepaid',
  simType: 'physical_sim',
  numberType: 'NEW',
  items: [{ itemType: 'PLAN', sku: 'PLAN-30D-10GB' }],
  selectedNumber: '5512345678',
  customer: {
    firstName: 'Ana',
    lastName: 'López',
    dob: '1990-05-17',
    contactNumber: '5587654321',
    email: 'ana.lopez@example.mx',
  },
  billingAddress: { postalCode: '06700', country: 'MX', state: 'Ciudad de México', city: 'Cuauhtémoc' },
  delivery: {
    method: 'DOORSTEP_DELIVERY',
    address: { postalCode: '06700', country: 'MX', addressLine1: 'Av. Álvaro Obregón 120' },
    slotId: 'S-1',
  },
};
const PRICED: OrderPreview = { items: [], subtotal: MXN(385), tax: MXN(62), total: MXN(447), promoCodes: [] };

function start(stepData: unknown = {}, queryClient = createQueryClient()) {
  // The ways to pay are read while the order is created: here a card, the only one.
  answer('GET', 'payment-service/v1/payment-methods/enabled', {
    result: [{ paymentMethod: 'CARD', label: 'Card', cardBrands: ['VISA'] }],
  });
  const { stores, store } = setupStores();
  const actor = createActor(provideCheckoutMachine({ gateway: client, queryClient, stores }), {
    input: checkoutInput(stepData),
  }).start();
  const view = () => checkoutView(actor.getSnapshot(), actor.send);
  return { actor, view, stores, store };
}

describe('checkout', () => {
  it('creates the order once, however often Next is pressed, then targets it for payment', async () => {
    const calls = answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-9', state: 'PAY' } });
    const { actor, view, stores, store } = start();
    view().place(BODY, PRICED);
    expect(view().creating).toBe(true);
    view().place(BODY, PRICED);
    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    expect(calls).toHaveLength(1);
    expect(view().placed).toEqual({ orderRef: 'ORD-9', fingerprint: orderFingerprint(BODY) });
    expect(store.get(stores.payment.state).paymentTarget).toEqual({ kind: 'order', orderRef: 'ORD-9' });
    expect(store.get(stores.onboarding.state)).toMatchObject({ totalPrice: 447, orderPreviewResult: PRICED });
    // One way to pay: it is the selection, and the journey is told so (no payment-method step).
    expect(store.get(stores.payment.state).selectedPaymentMethod).toEqual({
      paymentMethod: 'CARD',
      label: 'Card',
    });
    expect(journeyFactsFromStores(stores).paymentOptions).toBe('one');
  });

  it('records the terms accepted on the summary as a §3 consent of the new order, once', async () => {
    answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-9', state: 'PAY' } });
    const consents = answer('POST', 'user-service/v4/consents', { result: {} });
    const { actor, view, stores, store } = start();
    store.set(stores.auth.state, (auth) => ({ ...auth, userId: 'usr_1', userEmail: 'ana.lopez@example.mx' }));
    const TERMS = {
      consentType: 'TERMS_OF_USE' as const,
      documentName: 'terminos-v3',
      url: 'https://senda.mx/legal/terminos',
      acceptanceMode: 'EXPLICIT_READ' as const,
      required: true,
    };
    view().place(BODY, PRICED, [TERMS]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    await vi.waitFor(() => expect(consents).toHaveLength(1));
    expect(consents[0]?.json).toMatchObject({
      version: 2,
      userFlow: 'checkout',
      documentName: 'terminos-v3',
      consentType: 'TERMS_OF_USE',
      customerId: 'usr_1',
      email: 'ana.lopez@example.mx',
      appVersion: 'WEB',
    });

    // The same basket placed again takes the order already made: no second order, no second record.
    const again = start({ orderRef: 'ORD-9', orderFingerprint: orderFingerprint(BODY) });
    again.store.set(again.stores.auth.state, (auth) => ({ ...auth, userId: 'usr_1' }));
    again.view().place(BODY, PRICED, [TERMS]);
    await waitFor(again.actor, (snapshot) => snapshot.hasTag('placed'));
    expect(consents).toHaveLength(1);
  });

  it('a placed order invalidates the cached pending carts: a page showing them shows the new list', async () => {
    const CART = {
      cartId: 'C-1',
      email: 'ana.lopez@example.mx',
      status: 'PENDING',
      items: [{ itemType: 'PLAN', sku: 'PLAN-30D-10GB' }],
      created_at: '2026-11-01T10:00:00Z',
    };
    let carts = [CART];
    let reads = 0;
    server.use(
      http.get(`${TEST_BASE_URL}/order-service/v1/carts`, () => {
        reads += 1;
        return HttpResponse.json({ result: { carts } });
      }),
    );
    answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-9', state: 'PAY' } });
    const queryClient = createQueryClient();
    // What useQuery does for a screen on show (the pending-orders page).
    const shown = new QueryObserver(queryClient, pendingCartsQuery(client, 'ana.lopez@example.mx'));
    // The number of carts in each answer the page is given (not each re-render while reading).
    const seen: number[] = [];
    let last: unknown;
    const unsubscribe = shown.subscribe((result) => {
      if (result.data && result.data !== last) seen.push(result.data.carts.length);
      last = result.data;
    });
    await vi.waitFor(() => expect(seen).toEqual([1]));

    carts = [];
    const { actor, view } = start({}, queryClient);
    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    await vi.waitFor(() => expect(seen).toEqual([1, 0]));
    expect(reads).toBe(2);
    unsubscribe();
  });

  it('Back and Next with nothing changed: the order this step made, never a second one', async () => {
    // No handler: a create call fails the test.
    const { actor, view, stores, store } = start({
      termsAccepted: true,
      orderRef: 'ORD-1',
      orderFingerprint: orderFingerprint(BODY),
    });
    view().place(BODY, PRICED);
    expect(actor.getSnapshot().hasTag('placed')).toBe(true);
    expect(view().placed).toEqual({ orderRef: 'ORD-1', fingerprint: orderFingerprint(BODY) });
    expect(store.get(stores.payment.state).paymentTarget).toEqual({ kind: 'order', orderRef: 'ORD-1' });
  });

  it('a changed basket is a new order, and the order it replaces is cancelled', async () => {
    const calls = answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-2', state: 'PAY' } });
    const cancelled = answer('POST', 'order-service/v1/orders/ORD-1/cancel', {
      result: { order_ref: 'ORD-1', state: 'CAN' },
    });
    const { actor, view } = start({ orderRef: 'ORD-1', orderFingerprint: 'another basket' });
    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    expect(calls).toHaveLength(1);
    expect(view().placed?.orderRef).toBe('ORD-2');
    await vi.waitFor(() => expect(cancelled).toHaveLength(1));
  });

  it('on the summary that pays: the basket changed after placing makes one new order, the first cancelled; the same basket again keeps it', async () => {
    const calls = answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-1', state: 'PAY' } });
    const { actor, view } = start();
    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    // The terms unticked and ticked again, nothing else changed: the same order, no call.
    view().place(BODY, PRICED);
    expect(view().placed?.orderRef).toBe('ORD-1');
    expect(calls).toHaveLength(1);

    // A promo code applied after the order was placed: its order replaces the first.
    const withPromo: CreateOrderBody = { ...BODY, promoCodes: [{ promo_code: 'BIENVENIDA' }] };
    const second = answer('POST', 'order-service/v3/orders', {
      result: { order_ref: 'ORD-2', state: 'PAY' },
    });
    const cancelled = answer('POST', 'order-service/v1/orders/ORD-1/cancel', {
      result: { order_ref: 'ORD-1', state: 'CAN' },
    });
    view().place(withPromo, PRICED);
    expect(view().placed).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    expect(view().placed).toEqual({ orderRef: 'ORD-2', fingerprint: orderFingerprint(withPromo) });
    expect(second).toHaveLength(1);
    await vi.waitFor(() => expect(cancelled).toHaveLength(1));
  });

  it('the promo codes are locked while the placed order’s payment is open, and "Change code" opens them, keeping the order', async () => {
    const calls = answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-1', state: 'PAY' } });
    const { actor, view, stores, store } = start();
    const codes = () => store.get(stores.onboarding.state).selectedPromoCodes;
    // Before the order: a code changes the basket.
    expect(view().promoLocked).toBe(false);
    view().changePromoCodes(['BIENVENIDA']);
    expect(codes()).toEqual(['BIENVENIDA']);

    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    // The card form is open for this total: neither a new code nor a removal changes it.
    expect(view().promoLocked).toBe(true);
    view().changePromoCodes(['BIENVENIDA', 'AMIGO50']);
    view().changePromoCodes([]);
    expect(codes()).toEqual(['BIENVENIDA']);

    view().closePayment();
    expect(view()).toMatchObject({ promoLocked: false, placed: null });
    view().changePromoCodes([]);
    expect(codes()).toEqual([]);
    // The same basket placed again takes the order already made.
    view().place(BODY, PRICED);
    expect(view().placed?.orderRef).toBe('ORD-1');
    expect(calls).toHaveLength(1);
  });

  it('the payment is not closed under a payment of the order on its way: the codes stay locked', async () => {
    answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-1', state: 'PAY' } });
    const { actor, view, stores, store } = start();
    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    store.set(stores.payment.state, (payment) =>
      recordPaymentRequest(payment, 'ORD-1', {
        idempotencyKey: '0c6b7d1e-5a0f-4d8e-9a55-3f1f2b6c7a10',
        paymentMethod: 'CARD',
        transactionId: null,
        saveCard: false,
      }),
    );
    view().closePayment();
    expect(view().promoLocked).toBe(true);
    expect(view().placed?.orderRef).toBe('ORD-1');
  });

  it('a refused creation shows why and lets the customer try again', async () => {
    answer('POST', 'order-service/v3/orders', { failure: { errorCode: 'SOMETHING_ODD' } }, 500);
    const { actor, view } = start();
    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.failure !== null);
    expect(view()).toMatchObject({
      creating: false,
      placed: null,
      failure: { titleId: 'order_summary.create_failed' },
    });
    answer('POST', 'order-service/v3/orders', { result: { order_ref: 'ORD-3', state: 'PAY' } });
    view().place(BODY, PRICED);
    expect(view().failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.hasTag('placed'));
    expect(view().placed?.orderRef).toBe('ORD-3');
  });

  it('a delivery window gone since the delivery step showed it says so and where to choose again', async () => {
    const refusal = { errorId: 422720, errorCode: 'DELIVERY_SLOT_NOT_AVAILABLE', message: 'gone' };
    answer('POST', 'order-service/v3/orders', { failure: refusal }, 422);
    const { actor, view } = start();
    view().place(BODY, PRICED);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.failure !== null);
    expect(view().failure).toEqual({
      titleId: 'order_summary.create_failed',
      messageId: 'errors.delivery_slot_not_available',
    });
  });

  it('a body the gateway would refuse names the section to fix, without a call', async () => {
    const { actor, view } = start();
    view().place({ ...BODY, customer: { ...BODY.customer, lastName: '' } }, PRICED);
    await waitFor(actor, (snapshot) => snapshot.context.failure !== null);
    expect(view().failure).toMatchObject({ titleId: 'order_summary.invalid.title' });
  });

  it('reads the placed order from the step data, and junk there as none', () => {
    expect(checkoutInput({ orderRef: 'ORD-1', orderFingerprint: 'f' })).toEqual({
      placed: { orderRef: 'ORD-1', fingerprint: 'f' },
    });
    expect(checkoutInput({ orderRef: 7, orderFingerprint: 'f' })).toEqual({ placed: null });
    expect(checkoutInput(null)).toEqual({ placed: null });
  });
});
