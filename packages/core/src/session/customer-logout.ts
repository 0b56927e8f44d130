import type { QueryClient } from '@tanstack/query-core';
import { logout } from '../gateway/auth/logout.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { clearCustomerQueries } from '../queries/customer-cache.ts';
import { CUSTOMER_QUERY_SCOPE } from '../queries/query-definition.ts';
import type { Stores } from '../stores/create-stores.ts';
import { logoutSession } from './logout.ts';

export interface CustomerLogoutDeps {
  stores: Stores;
  gateway: GatewayClient;
  queryClient: QueryClient;
}

/**
 * The customer's own "Log out" (header and account pages): the spec's logout call ends the server
 * session, then the same local reset an ended session runs (the spec: the language is kept), and the
 * customer's cached reads go at once rather than when the auth store's watcher notices, so no
 * screen still mounted can show them. Returns the spec's logout target, for one full navigation.
 */
export async function logOutCustomer({ stores, gateway, queryClient }: CustomerLogoutDeps): Promise<string> {
  // Nothing in flight may land in the cache after it is cleared (a read answered after the reset).
  await queryClient.cancelQueries({ queryKey: [CUSTOMER_QUERY_SCOPE] });
  const target = await logoutSession(stores, { signOut: () => logout(gateway) });
  clearCustomerQueries(queryClient);
  return target;
}
