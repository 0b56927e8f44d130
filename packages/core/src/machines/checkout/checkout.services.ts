import type { QueryClient } from '@tanstack/query-core';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { cancelOrder } from '../../gateway/orders/cancel-order.ts';
import { createOrder } from '../../gateway/orders/create-order.ts';
import { submitConsent } from '../../gateway/session/submit-consent.ts';
import { checkoutTermsConsent } from '../../onboarding/consent-record.ts';
import { readStepData } from '../../purchase/purchase-step-data.schemas.ts';
import { invalidateOrderQueries } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { pendingPaymentRequest } from '../../stores/payment.store.ts';
import { loadPaymentOptions } from '../payment/payment-options.services.ts';
import { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutInput } from './checkout.types.ts';

export interface CheckoutServicesDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'onboarding' | 'payment' | 'auth' | 'flags' | 'now'>;
}

/**
 * The checkout machine wired to the gateway and the stores: the order is created with
 * createOrder, and once placed it becomes the payment target (a new order also keeps its priced
 * basket and total for the payment steps). A new order changes the customer's orders and pending
 * carts: the cache reads them again. The terms accepted on the summary are recorded for the
 * customer with the new order (one call, not awaited: like the sign-up records, a refused consent
 * does not stop the purchase). The ways to pay are read alongside the creation (no wait added),
 * so the journey knows whether the payment-method step offers a choice. An order replaced by one
 * for a changed basket is cancelled (not awaited): it was never paid, and left open it would be
 * an unpaid order the customer is later asked about. The promo codes the machine lets change are
 * the onboarding store's; the payment opened for a placed order is not closed while a payment of
 * it is on its way (the payment store's pending request).
 */
export function provideCheckoutMachine({ gateway, queryClient, stores }: CheckoutServicesDeps) {
  const { store } = stores;
  return checkoutMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }) => {
        const [placed] = await Promise.all([
          createOrder(gateway, input),
          loadPaymentOptions({ gateway, queryClient, stores }),
        ]);
        void invalidateOrderQueries(queryClient);
        return placed;
      }),
    },
    guards: {
      noPaymentUnderWay: (_, { orderRef }) =>
        !pendingPaymentRequest(store.get(stores.payment.state), orderRef),
    },
    actions: {
      setPromoCodes: (_, { codes }) => {
        store.set(stores.onboarding.setPromoCodes, codes);
      },
      recordOrder: (_, { orderRef, priced }) => {
        if (priced) {
          store.set(stores.onboarding.state, (previous) => ({
            ...previous,
            totalPrice: priced.total.amount,
            orderPreviewResult: priced,
          }));
        }
        store.set(stores.payment.setPaymentTarget, { kind: 'order', orderRef });
      },
      recordTermsConsent: (_, { documents }) => {
        const auth = store.get(stores.auth.state);
        const consent = checkoutTermsConsent({
          documents,
          customer: { customerId: auth.userId, email: auth.userEmail ?? auth.loginKey },
          productId: store.get(stores.onboarding.state).selectedPrimaryProducts[0]?.sku,
          now: stores.now(),
        });
        if (consent) void submitConsent(gateway, consent).catch(() => {});
      },
      cancelReplaced: (_, { orderRef }) => {
        // A payment already on its way for it is left to settle: never cancelled under it.
        if (orderRef === null || pendingPaymentRequest(store.get(stores.payment.state), orderRef)) return;
        void cancelOrder(gateway, { orderRef })
          .then(() => invalidateOrderQueries(queryClient))
          .catch(() => {});
      },
    },
  });
}

/**
 * The machine's input from the order-summary step's journey data (a boundary: it may come from
 * storage): the order that step created, when it kept both its reference and its fingerprint.
 */
export function checkoutInput(stepData: unknown): CheckoutInput {
  const { orderRef, orderFingerprint } = readStepData('order-summary', stepData);
  return { placed: orderRef && orderFingerprint ? { orderRef, fingerprint: orderFingerprint } : null };
}
