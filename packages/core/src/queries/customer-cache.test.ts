import { describe, expect, it } from 'vitest';
import { endLocalSession } from '../session/logout.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { clearCustomerQueriesOnSessionChange } from './customer-cache.ts';
import { createQueryClient } from './query-client.ts';
import { customerQueryKeys } from './query-definition.ts';

const ANA = fakeJwt({ external_id: 'usr_ana' });
const ANA_REFRESHED = fakeJwt({ external_id: 'usr_ana', iat: 2 });
const BEA = fakeJwt({ external_id: 'usr_bea' });
const CATALOGUE = ['eligibleProductVariants', 'esim', 'web'];

/** A cache holding one customer's saved cards and orders, and the catalogue everyone sees. */
function signedInWithCache(token: string) {
  const { stores, store } = setupStores();
  store.set(stores.auth.setAccessToken, token);
  const queryClient = createQueryClient();
  clearCustomerQueriesOnSessionChange(queryClient, stores);
  queryClient.setQueryData([...customerQueryKeys.savedCards, 'usr_ana'], [{ last4: '4242' }]);
  queryClient.setQueryData(customerQueryKeys.order('ORD-1'), { order_ref: 'ORD-1' });
  queryClient.setQueryData(CATALOGUE, [{ sku: 'PLAN-1' }]);
  const cached = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);
  return { stores, store, queryClient, cached };
}

describe("a customer's data never outlives their session in the cache", () => {
  it('drops the customer part on logout (the local session reset), keeping reference data', () => {
    const { stores, cached } = signedInWithCache(ANA);
    endLocalSession(stores);
    expect(cached()).toEqual(['eligibleProductVariants']);
  });

  it('drops it when another customer logs in', () => {
    const { stores, store, cached } = signedInWithCache(ANA);
    store.set(stores.auth.setAccessToken, BEA);
    expect(cached()).toEqual(['eligibleProductVariants']);
  });

  it("keeps it when the same customer's token is refreshed", () => {
    const { stores, store, cached } = signedInWithCache(ANA);
    store.set(stores.auth.setAccessToken, ANA_REFRESHED);
    expect(cached()).toEqual(['customer', 'customer', 'eligibleProductVariants']);
  });
});
