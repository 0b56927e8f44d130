import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../gateway/gateway-client.ts';
import { refreshTokenEndpoint } from '../gateway/session/refresh-token.ts';
import { createStores } from '../stores/create-stores.ts';
import { SESSION_STORAGE_KEYS } from '../stores/storage-keys.ts';
import { setupStores } from '../stores/test-stores.ts';
import { logoutSession } from './logout.ts';
import { createGatewaySession } from './session-adapter.ts';
import { applySessionBootstrap, bootstrapSession } from './session-bootstrap.ts';
import { SESSION_END_NOTICE_TTL_MS, takeSessionEnd } from './session-end-notice.ts';

const NOW = 1_700_000_000_000;

/** A customer signed in mid-purchase whose next gateway call is answered 403. */
async function endedBy403() {
  const first = setupStores({}, () => NOW);
  const { stores, store } = first;
  store.set(stores.auth.setAccessToken, 't-1');
  store.set(stores.auth.state, (previous) => ({ ...previous, loginKey: 'ana@example.mx' }));
  store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-A' });
  const client = createGatewayClient({
    baseUrl: 'https://gw.example/',
    session: createGatewaySession(stores, { onSessionEnd: () => undefined }),
    fetch: async () => new Response('{}', { status: 403 }),
  });
  await expect(client.call(refreshTokenEndpoint)).rejects.toMatchObject({ kind: 'session_ended' });
  return first;
}

/** The log-in page the ended session navigates to: a new page load in the same tab. */
function nextPageLoad(first: ReturnType<typeof setupStores>, now = NOW + 1_000) {
  const stores = createStores({
    storage: first.storage,
    sessionStorage: first.sessionStorage,
    now: () => now,
  });
  const boot = bootstrapSession({
    url: new URL('https://senda.test/web/login?reset=true'),
    storage: first.storage,
    now: () => now,
    random: () => 0,
    uuid: () => 'u',
  });
  applySessionBootstrap(stores, boot);
  return stores;
}

describe('a session the gateway ended', () => {
  it('a 403 mid-purchase: the log-in page knows why and with which e-mail, once', async () => {
    const first = await endedBy403();
    expect(first.store.get(first.stores.auth.accessToken)).toBeNull();
    const login = nextPageLoad(first);
    expect(login.store.get(login.sessionEnd.state)).toEqual({ email: 'ana@example.mx', reason: 'expired' });
    const again = nextPageLoad(first);
    expect(again.store.get(again.sessionEnd.state)).toBeNull();
  });

  it('a note older than its lifetime says nothing', async () => {
    const first = await endedBy403();
    const late = nextPageLoad(first, NOW + SESSION_END_NOTICE_TTL_MS + 1);
    expect(late.store.get(late.sessionEnd.state)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ email: 42, endedAt: NOW })],
    ['a junk e-mail', JSON.stringify({ email: `${'a'.repeat(300)}@x.mx`, endedAt: NOW })],
  ])('a stored note that is %s is dropped and says nothing', (_label, raw) => {
    const { stores, sessionStorage } = setupStores({}, () => NOW);
    sessionStorage.setItem(SESSION_STORAGE_KEYS.sessionEnded, raw);
    expect(takeSessionEnd(stores)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.sessionEnded)).toBeNull();
  });
});

describe('a customer who logged out', () => {
  it('the log-in page says they are logged out, once, with an empty form (no e-mail kept)', async () => {
    const first = setupStores({}, () => NOW);
    first.store.set(first.stores.auth.setAccessToken, 't-1');
    first.store.set(first.stores.auth.state, (previous) => ({ ...previous, loginKey: 'ana@example.mx' }));
    expect(await logoutSession(first.stores, { signOut: async () => undefined })).toBe(
      '/web/login?reset=true',
    );
    const login = nextPageLoad(first);
    expect(login.store.get(login.sessionEnd.state)).toEqual({ email: null, reason: 'logged_out' });
    expect(nextPageLoad(first).store.get(login.sessionEnd.state)).toBeNull();
  });

  it('a note written before logouts were noted reads as an ended session', () => {
    const { stores, sessionStorage } = setupStores({}, () => NOW);
    sessionStorage.setItem(SESSION_STORAGE_KEYS.sessionEnded, JSON.stringify({ email: null, endedAt: NOW }));
    expect(takeSessionEnd(stores)).toEqual({ email: null, reason: 'expired' });
  });
});
