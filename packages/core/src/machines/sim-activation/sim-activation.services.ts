import type { QueryClient } from '@tanstack/query-core';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { activateSim } from '../../gateway/orders/activate-sim.ts';
import { orderQuery } from '../../queries/order-queries.ts';
import { invalidateLineQueries } from '../../queries/query-definition.ts';
import { simActivationMachine } from './sim-activation.machine.ts';

/**
 * The SIM activation machine wired to the gateway: the order's line, then SIM activate. An
 * activated SIM changes the line and its order: the cache reads them again.
 */
export function provideSimActivationMachine({
  gateway,
  queryClient,
}: {
  gateway: GatewayClient;
  queryClient: QueryClient;
}) {
  return simActivationMachine.provide({
    actors: {
      loadLine: fromPromise(async ({ input }) => {
        const order = await queryClient.fetchQuery(orderQuery(gateway, input.orderRef));
        return order.line;
      }),
      activate: fromPromise(async ({ input }) => {
        const answer = await activateSim(gateway, input);
        void invalidateLineQueries(queryClient, input.orderRef);
        return answer;
      }),
    },
  });
}
