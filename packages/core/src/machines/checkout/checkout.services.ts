import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { createOrder } from '../../gateway/orders/create-order.ts';
import { invalidateOrderQueries } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutInput } from './checkout.types.ts';

export interface CheckoutServicesDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'onboarding' | 'payment'>;
}

/**
 * The checkout machine wired to the gateway and the stores: the order is created with
 * createOrder, and once placed it becomes the payment target (a new order also keeps its priced
 * basket and total for the payment steps). A new order changes the customer's orders and pending
 * carts: the cache reads them again.
 */
export function provideCheckoutMachine({ gateway, queryClient, stores }: CheckoutServicesDeps) {
  const { store } = stores;
  return checkoutMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }) => {
        const placed = await createOrder(gateway, input);
        void invalidateOrderQueries(queryClient);
        return placed;
      }),
    },
    actions: {
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
    },
  });
}

/** What the order-summary step keeps in its journey data about the order it created. */
const PlacedOrderDataSchema = v.object({
  orderRef: v.pipe(v.string(), v.minLength(1)),
  orderFingerprint: v.pipe(v.string(), v.minLength(1)),
});

/** The machine's input from the step's journey data (a boundary: it may come from storage). */
export function checkoutInput(stepData: unknown): CheckoutInput {
  const parsed = v.safeParse(PlacedOrderDataSchema, stepData);
  return {
    placed: parsed.success
      ? { orderRef: parsed.output.orderRef, fingerprint: parsed.output.orderFingerprint }
      : null,
  };
}
