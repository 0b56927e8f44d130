import { describe, expect, it } from 'vitest';
import { onlyCall, setupGatewayTest, TEST_TOKEN } from '../gateway/test-support/gateway-test-kit.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { customerQueryKeys } from '../queries/query-definition.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { logOutCustomer } from './customer-logout.ts';

const { client, answer } = setupGatewayTest();
const LOGOUT_PATH = 'user-service/v4/auth/logout';

function signedIn() {
  const setup = setupStores();
  const { stores, store } = setup;
  store.set(stores.locale.setLocale, 'en-US');
  store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'usr_ana' }));
  store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-A' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(customerQueryKeys.order('ORD-1'), { order_ref: 'ORD-1' });
  queryClient.setQueryData(['eligibleProductVariants', 'esim', 'web'], [{ sku: 'PLAN-1' }]);
  return { ...setup, queryClient };
}

describe('logOutCustomer', () => {
  it("ends the server session, clears the §4 list and the customer's cache, keeps the language", async () => {
    const { stores, store, queryClient } = signedIn();
    const calls = answer('POST', LOGOUT_PATH, undefined, 204);
    await expect(logOutCustomer({ stores, gateway: client, queryClient })).resolves.toBe(
      '/web/login?reset=true',
    );
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(store.get(stores.auth.accessToken)).toBeNull();
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toEqual([]);
    expect(store.get(stores.locale.currentLocale)).toBe('en-US');
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(['eligibleProductVariants']);
  });

  it('logs out locally even when the gateway refuses the logout call', async () => {
    const { stores, store, queryClient } = signedIn();
    answer('POST', LOGOUT_PATH, { message: 'down' }, 503);
    await logOutCustomer({ stores, gateway: client, queryClient });
    expect(store.get(stores.auth.accessToken)).toBeNull();
  });
});
