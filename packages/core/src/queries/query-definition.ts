import type { DataTag, QueryClient, QueryKey } from '@tanstack/query-core';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { REFERENCE_DATA_STALE_MS } from './query-client.ts';

/**
 * How the cache's definitions are made (the definitions themselves: first-load-queries.ts, what the
 * page load needs, kept apart so the first load's bundle carries no other screen's reads; every other
 * read in a file of its kind — reference-queries.ts, purchase-queries.ts, order-queries.ts, and a
 * flow's or a machine's own `<name>.queries.ts` — so a page bundles
 * only the reads it makes).
 *
 * Every gateway read the app caches, each as ONE key and ONE read, for screens (useQuery) and
 * services (fetchQuery, prefetchQuery, invalidateQueries) alike: a read that two places make is
 * one entry in the cache, asked for once.
 *
 * Keys of reads that hold a customer's data start with CUSTOMER_QUERY_SCOPE, so they can be
 * dropped together when the customer changes (customer-cache.ts); reference data (the catalogue,
 * configuration, option lists) is the same for everyone and stays.
 */
export const CUSTOMER_QUERY_SCOPE = 'customer';

export interface GatewayQueryDefinition<T, K extends QueryKey = QueryKey> {
  queryKey: DataTag<K, T, Error>;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime?: number;
}

/** What a read does, given the client to call: one whose calls stop when the read is cancelled. */
type Read<T> = (gateway: GatewayClient) => Promise<T>;

/**
 * The client's calls carry the cache's AbortSignal: when the last screen reading a query leaves
 * (unmount, or a new key) while it is under way, the cache cancels it and the request stops. A
 * read nobody observes (a prefetch, a service's fetchQuery) is never cancelled.
 */
export function cancellable(gateway: GatewayClient, signal: AbortSignal): GatewayClient {
  return { call: (endpoint, input) => gateway.call(endpoint, { ...input, signal: input?.signal ?? signal }) };
}

export function referenceQuery<T, const K extends QueryKey>(gateway: GatewayClient, key: K, read: Read<T>) {
  return {
    queryKey: key as DataTag<K, T, Error>,
    queryFn: ({ signal }: { signal: AbortSignal }) => read(cancellable(gateway, signal)),
    staleTime: REFERENCE_DATA_STALE_MS,
  } satisfies GatewayQueryDefinition<T, K>;
}

export function customerQuery<T, const K extends QueryKey>(gateway: GatewayClient, key: K, read: Read<T>) {
  const queryKey = [CUSTOMER_QUERY_SCOPE, ...key] as const;
  return {
    queryKey: queryKey as DataTag<typeof queryKey, T, Error>,
    queryFn: ({ signal }: { signal: AbortSignal }) => read(cancellable(gateway, signal)),
  } satisfies GatewayQueryDefinition<T, typeof queryKey>;
}

/** Keys (or key prefixes) of customer reads, for invalidating them after a mutation. */
export const customerQueryKeys = {
  orders: [CUSTOMER_QUERY_SCOPE, 'orders'] as const,
  order: (orderRef: string) => [CUSTOMER_QUERY_SCOPE, 'orders', orderRef] as const,
  lines: [CUSTOMER_QUERY_SCOPE, 'lines'] as const,
  line: (orderRef: string) => [CUSTOMER_QUERY_SCOPE, 'lines', orderRef] as const,
  savedCards: [CUSTOMER_QUERY_SCOPE, 'savedCards'] as const,
  pendingCarts: [CUSTOMER_QUERY_SCOPE, 'pendingCarts'] as const,
  profile: [CUSTOMER_QUERY_SCOPE, 'profile'] as const,
};

/**
 * What a placed or paid order changes: the customer's orders (and the one order), their lines,
 * and their pending carts (a cart becomes an order). Readers on screen read again; the others
 * read afresh when next shown.
 */
export function invalidateOrderQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.orders }),
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.lines }),
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.pendingCarts }),
  ]).then(() => undefined);
}

/**
 * What a change to one line does (a SIM activated or installed, an identity check sent): the
 * line's pages and its order read again, the customer's list of lines too.
 */
export function invalidateLineQueries(queryClient: QueryClient, orderRef: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.line(orderRef) }),
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.order(orderRef) }),
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.lines, exact: true }),
  ]).then(() => undefined);
}
