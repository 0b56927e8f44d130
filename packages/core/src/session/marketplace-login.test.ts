import { describe, expect, it } from 'vitest';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { GatewayError } from '../gateway/gateway-error.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { logInFromMarketplace } from './marketplace-login.ts';
import { bootstrapSession } from './session-bootstrap.ts';

const TOKEN = fakeJwt({ external_id: 'usr_meli', iat: 1 });

/** A gateway that answers vendor login (or refuses it) and records what it was sent. */
function gateway(answer: 'ok' | 'refused') {
  const sent: unknown[] = [];
  const client = {
    call: async (endpoint: { name: string }, input?: { json?: unknown }) => {
      sent.push({ name: endpoint.name, json: input?.json });
      if (answer === 'refused')
        throw GatewayError.unknown('user-service/v4/auth/vendor-login', new Error('401'));
      return { result: { accessToken: TOKEN, userId: 'usr_meli', sourceChannel: 'meli' } };
    },
  } as unknown as GatewayClient;
  return { client, sent };
}

describe('a marketplace buyer (vendor login)', () => {
  it('is signed in silently with the meli source channel; the session then ends on /session-expired-meli', async () => {
    const tab = setupStores();
    const { client, sent } = gateway('ok');
    await expect(logInFromMarketplace(tab.stores, client, 'meli_abc')).resolves.toEqual({
      kind: 'signed-in',
    });
    expect(sent).toEqual([{ name: 'vendorLogin', json: { vendor: 'meli', vendorToken: 'meli_abc' } }]);
    const auth = tab.store.get(tab.stores.auth.state);
    expect(auth.accessToken).toBe(TOKEN);
    expect(auth.sourceChannel).toBe('meli');
    expect(tab.store.get(tab.stores.auth.tokenArrival)).toBe('silent');
    const { sessionLogoutTarget } = await import('./logout.ts');
    expect(sessionLogoutTarget(tab.stores)).toBe('/session-expired-meli?reset=true');
  });

  it("a refused hand-over signs nobody in and is sent to the marketplace's session-expired page", async () => {
    const tab = setupStores();
    await expect(logInFromMarketplace(tab.stores, gateway('refused').client, 'meli_spent')).resolves.toEqual({
      kind: 'refused',
      target: '/session-expired-meli?reset=true',
    });
    expect(tab.store.get(tab.stores.auth.accessToken)).toBeNull();
  });

  it('the bootstrap reads vendor_token once and takes it out of the address', () => {
    const tab = setupStores();
    const boot = bootstrapSession({
      url: new URL('https://senda.test/?vendor_token=meli_abc&setlocale=es-MX'),
      storage: tab.storage,
      now: () => 1,
      random: () => 0.5,
      uuid: () => 'u-1',
    });
    expect(boot.vendorToken).toBe('meli_abc');
    expect(boot.url.href).toBe('https://senda.test/?setlocale=es-MX');
  });
});
