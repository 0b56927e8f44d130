import type { QueryClient } from '@tanstack/query-core';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { authenticatePaymentMethod } from '../../gateway/payments/authenticate-payment-method.ts';
import { captureContext } from '../../gateway/payments/capture-context.ts';
import { deleteCustomerPaymentMethod } from '../../gateway/payments/delete-customer-payment-method.ts';
import { setDefaultCustomerPaymentMethod } from '../../gateway/payments/save-customer-payment-method.ts';
import type { SavedPaymentMethod } from '../../gateway/payments/saved-payment-method.schema.ts';
import { validateAndAddInstrument } from '../../gateway/payments/validate-and-add-instrument.ts';
import { customerLinesQuery, savedCardsQuery } from '../../queries/order-queries.ts';
import { customerQueryKeys } from '../../queries/query-definition.ts';
import { cardEntryMachine } from '../payment/card-entry/card-entry.machine.ts';
import { addPaymentMethodMachine } from './add-payment-method.machine.ts';
import { paymentMethodsMachine } from './payment-methods.machine.ts';

export interface PaymentMethodsDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
}

/** Every call about the customer's cards answers the new list: it becomes the cached one. */
function keepList(deps: PaymentMethodsDeps, customerId: string, list: SavedPaymentMethod[]) {
  deps.queryClient.setQueryData(savedCardsQuery(deps.gateway, customerId).queryKey, list);
  return list;
}

/**
 * A card removed or made the default may move a line's renewal to another card: every
 * line page and auto-renewal reads its line again, and the cards page gets the lines as they are now.
 */
async function withLines(deps: PaymentMethodsDeps, saved: SavedPaymentMethod[]) {
  await deps.queryClient.invalidateQueries({ queryKey: customerQueryKeys.lines });
  const lines = await deps.queryClient.fetchQuery(customerLinesQuery(deps.gateway));
  return { saved, lines: lines.lines };
}

/**
 * The cards page's machine for the signed-in customer: the saved cards and the lines read as the
 * other pages read them (the same queries, so their answers are shared), each change kept in the cache.
 */
export function providePaymentMethodsMachine(deps: PaymentMethodsDeps, customerId: string) {
  const { gateway, queryClient } = deps;
  return paymentMethodsMachine.provide({
    actors: {
      load: fromPromise(async () => {
        const [saved, lines] = await Promise.all([
          queryClient.fetchQuery({ ...savedCardsQuery(gateway, customerId), staleTime: 0 }),
          queryClient.fetchQuery(customerLinesQuery(gateway)),
        ]);
        return { saved, lines: lines.lines };
      }),
      setDefault: fromPromise(async ({ input }) =>
        withLines(
          deps,
          keepList(
            deps,
            customerId,
            await setDefaultCustomerPaymentMethod(gateway, { customerId, ...input }),
          ),
        ),
      ),
      remove: fromPromise(async ({ input }) =>
        withLines(
          deps,
          keepList(deps, customerId, await deleteCustomerPaymentMethod(gateway, { customerId, ...input })),
        ),
      ),
    },
  });
}

/** The add-a-card machine for the signed-in customer (the new list is kept in the cache). */
export function provideAddPaymentMethodMachine(deps: PaymentMethodsDeps, customerId: string) {
  const { gateway } = deps;
  return addPaymentMethodMachine.provide({
    actors: {
      cardEntry: cardEntryMachine.provide({
        actors: { fetchCaptureContext: fromPromise(({ input }) => captureContext(gateway, input)) },
      }),
      validateAndAdd: fromPromise(async ({ input }) => {
        const answer = await validateAndAddInstrument(gateway, {
          customerId,
          transientToken: input.token,
          makeDefault: false,
        });
        keepList(deps, customerId, answer.paymentMethods);
        return answer;
      }),
      authenticate: fromPromise(async ({ input }) => {
        const answer = await authenticatePaymentMethod(gateway, input);
        keepList(deps, customerId, answer.paymentMethods);
        return answer;
      }),
    },
  });
}
