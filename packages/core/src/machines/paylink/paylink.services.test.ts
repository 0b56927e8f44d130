import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../gateway/gateway-client.ts';
import { listeningSandbox } from '../../gateway/test-support/sandbox-server.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { paylinkGatewayCalls } from './paylink.services.ts';

/**
 * The paylink's calls against the sandbox gateway (packages/sandbox over MSW): reading needs no
 * session; opening makes a guest session for a browser that has none (never the customer's), keeps
 * a session it has, and remembers the link being paid.
 */
const sandbox = await listeningSandbox();
afterEach(() => sandbox.state.reset());

/** A browser's stores and a gateway client reading its session from them, as the app wires them. */
function browser() {
  const stores = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
  const gateway = createGatewayClient({
    baseUrl: 'http://storefront.test/gateway',
    session: {
      getAccessToken: () => stores.store.get(stores.auth.state).accessToken ?? undefined,
      setAccessToken: (token) => stores.store.set(stores.auth.setAccessToken, token),
      getDeviceId: () => '1737000000000R4242424',
      getVisitorId: () => undefined,
      logoutTarget: () => '/web/login?reset=true',
      endSession: () => undefined,
    },
  });
  return { stores, calls: paylinkGatewayCalls({ gateway, stores }) };
}

describe('paylinkGatewayCalls', () => {
  it('a stranger: the link read signed out, then opened with a guest session made for them', async () => {
    const made = sandbox.state.scenarios.create('paylink-pending');
    const paylinkId = made.paylinkId ?? '';
    const { stores, calls } = browser();
    const read = await calls.read(paylinkId);
    expect(read).toMatchObject({ outcome: 'payable', paylink: { orderRef: made.unpaidOrderRef } });
    expect(stores.store.get(stores.auth.state).accessToken).toBeFalsy();

    expect((await calls.open(paylinkId)).outcome).toBe('payable');
    const auth = stores.store.get(stores.auth.state);
    expect(auth.isGuestUser).toBe(true);
    expect(auth.accessToken).not.toBe(made.accessToken);
    const guest = sandbox.state.auth.authenticate(auth.accessToken)?.userId;
    expect(sandbox.state.store.data.paylinks[paylinkId]?.payers).toEqual([guest]);
    expect(stores.store.get(stores.payment.state).paymentTarget).toEqual({
      kind: 'paylink',
      paylinkId,
      orderRef: made.unpaidOrderRef,
    });
  });

  it('a browser with a session opens the link with it (no guest made); a link not open is not remembered', async () => {
    const made = sandbox.state.scenarios.create('paylink-pending');
    const { stores, calls } = browser();
    stores.store.set(stores.auth.setAccessToken, made.accessToken);
    await calls.open(made.paylinkId ?? '');
    expect(stores.store.get(stores.auth.state).accessToken).toBe(made.accessToken);
    expect(stores.store.get(stores.auth.state).isGuestUser).toBeFalsy();

    const expired = sandbox.state.scenarios.create('paylink-expired');
    const other = browser();
    expect((await other.calls.open(expired.paylinkId ?? '')).outcome).toBe('expired');
    expect(other.stores.store.get(other.stores.payment.state).paymentTarget).toBeNull();
    expect(sandbox.state.store.data.paylinks[expired.paylinkId ?? '']?.payers).toEqual([]);
  });
});
