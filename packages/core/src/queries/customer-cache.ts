import type { QueryClient } from '@tanstack/query-core';
import type { AuthState } from '../stores/auth.store.ts';
import type { Stores } from '../stores/create-stores.ts';
import { CUSTOMER_QUERY_SCOPE } from './query-definition.ts';

/** Who the cached customer data belongs to: the signed-in user, or nobody. */
function customerIdentity(auth: AuthState): string | null {
  if (auth.accessToken === null) return null;
  // A refreshed token of the same user keeps the identity; an opaque token stands for itself.
  return auth.userId ?? auth.accessToken;
}

/** Drops every cached read of the customer's data (orders, lines, saved cards, carts, profile). */
export function clearCustomerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [CUSTOMER_QUERY_SCOPE] });
}

/**
 * A customer's data never outlives their session in the cache: when the signed-in user changes
 * (logout the spec, a session ended by the gateway the spec, a guest becoming a customer, another customer
 * logging in), the customer part of the cache is dropped. Watching the auth store, rather than
 * each place that ends a session, covers all of them, present and future. Returns the
 * unsubscribe.
 */
export function clearCustomerQueriesOnSessionChange(
  queryClient: QueryClient,
  stores: Pick<Stores, 'store' | 'auth'>,
): () => void {
  let identity = customerIdentity(stores.store.get(stores.auth.state));
  return stores.store.sub(stores.auth.state, () => {
    const next = customerIdentity(stores.store.get(stores.auth.state));
    if (next === identity) return;
    identity = next;
    clearCustomerQueries(queryClient);
  });
}
