import { describe, expect, it } from 'vitest';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { startRequestedGuestSession } from './guest-flow.ts';
import { applySessionBootstrap, bootstrapSession } from './session-bootstrap.ts';

const GUEST_TOKEN = fakeJwt({ external_id: 'usr_guest', iat: 1 });

function gatewayAnswering(fail = false) {
  const calls: string[] = [];
  const client = {
    call: async (endpoint: { name: string }) => {
      calls.push(endpoint.name);
      if (fail) throw new Error('offline');
      return { result: { accessToken: GUEST_TOKEN, userId: 'usr_guest' } };
    },
  } as unknown as GatewayClient;
  return { client, calls };
}

/** A page load with this address over this tab's storage, as the app applies it. */
function open(tab: ReturnType<typeof setupStores>, href: string) {
  applySessionBootstrap(
    tab.stores,
    bootstrapSession({
      url: new URL(href),
      storage: tab.storage,
      now: () => 1,
      random: () => 0.5,
      uuid: () => 'u',
    }),
  );
}

describe('guest=true starts a guest flow', () => {
  it('a visitor gets a guest session from guest sign-up', async () => {
    const tab = setupStores();
    open(tab, 'https://senda.test/web/pre-checkout?guest=true');
    const { client, calls } = gatewayAnswering();
    await expect(startRequestedGuestSession(tab.stores, client)).resolves.toBe('started');
    expect(calls).toEqual(['guestSignup']);
    const auth = tab.store.get(tab.stores.auth.state);
    expect(auth).toMatchObject({ accessToken: GUEST_TOKEN, isGuestUser: true, isCallGuestUserAPI: false });
  });

  it('nothing without guest=true, nothing again for a guest, and a customer stays a customer', async () => {
    const visitor = setupStores();
    open(visitor, 'https://senda.test/web/pre-checkout');
    const { client, calls } = gatewayAnswering();
    await expect(startRequestedGuestSession(visitor.stores, client)).resolves.toBe('not-asked');

    const customer = setupStores();
    customer.store.set(customer.stores.auth.setAccessToken, fakeJwt({ external_id: 'usr_1', iat: 1 }));
    open(customer, 'https://senda.test/web/pre-checkout?guest=true');
    await expect(startRequestedGuestSession(customer.stores, client)).resolves.toBe('signed-in');
    expect(customer.store.get(customer.stores.auth.state).isGuestUser).toBe(false);
    expect(calls).toEqual([]);
  });

  it('a failed sign-up leaves the visitor as they were', async () => {
    const tab = setupStores();
    open(tab, 'https://senda.test/web/pre-checkout?guest=true');
    await expect(startRequestedGuestSession(tab.stores, gatewayAnswering(true).client)).resolves.toBe(
      'failed',
    );
    expect(tab.store.get(tab.stores.auth.state)).toMatchObject({
      accessToken: null,
      isCallGuestUserAPI: false,
    });
  });
});
