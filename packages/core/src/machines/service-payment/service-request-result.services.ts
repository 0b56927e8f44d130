import type { QueryClient } from '@tanstack/query-core';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { orderQuery } from '../../queries/order-queries.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { lineRequestsQuery } from '../request-history/request-history.queries.ts';
import { readServiceRequestResultQuery } from '../service-request-template/service-request-template.pages.ts';
import {
  type ResultReads,
  type ServiceRequestResultInput,
  type Settled,
  serviceRequestResultMachine,
} from './service-request-result.machine.ts';

export interface ServiceRequestResultDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'sessionFacts'>;
}

const settle = <T>(read: Promise<T>): Promise<Settled<T>> =>
  read.then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );

/**
 * The result machine wired to the gateway: the same cached reads as the request history and the
 * order pages (joined when one is under way), both asked at once; a failed read is kept as such
 * (a 404 means "not this customer's", anything else is asked again on RETRY).
 */
export function provideServiceRequestResultMachine({ gateway, queryClient }: ServiceRequestResultDeps) {
  return serviceRequestResultMachine.provide({
    actors: {
      readResult: fromPromise<ResultReads, NonNullable<ServiceRequestResultInput['query']>>(
        async ({ input }) => {
          const [requests, paidOrder] = await Promise.all([
            settle(queryClient.fetchQuery(lineRequestsQuery(gateway, { orderRef: input.orderRef }))),
            input.paidOrder ? settle(queryClient.fetchQuery(orderQuery(gateway, input.paidOrder))) : null,
          ]);
          return { requests, paidOrder };
        },
      ),
    },
  });
}

/** Its input: the page's address, checked, and whether the page runs in the operator's app. */
export function serviceRequestResultInput(
  { stores }: Pick<ServiceRequestResultDeps, 'stores'>,
  search: string,
): ServiceRequestResultInput {
  return {
    query: readServiceRequestResultQuery(search),
    webview: stores.store.get(stores.sessionFacts.facts).webview,
  };
}
