import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../gateway/gateway-client.ts';
import { userDetails } from '../gateway/session/user-details.ts';
import { listeningSandbox } from '../gateway/test-support/sandbox-server.ts';
import { createStores } from '../stores/create-stores.ts';
import { createMemoryStorage, type KeyValueStorage } from '../stores/persisted-atom.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import { createGatewaySession } from './session-adapter.ts';

/**
 * The app's session (stores, adapter, gateway client) against the sandbox, whose refresh spends
 * the token it replaces and ends the whole log-in when a spent one is refreshed again. Two tabs
 * are two sets of stores over one storage.
 */
const HOUR = 60 * 60 * 1000;
let now = Date.UTC(2026, 0, 15, 16, 0, 0);
const sandbox = await listeningSandbox({ now: () => now });
afterEach(() => sandbox.state.reset());

/** A browser tab: its own stores and gateway client over the browser's storage. */
function tab(storage: KeyValueStorage) {
  const stores = createStores({ storage, sessionStorage: createMemoryStorage(), now: () => now });
  const ended: string[] = [];
  const gateway = createGatewayClient({
    baseUrl: 'http://storefront.test/gateway',
    session: createGatewaySession(stores, { onSessionEnd: (target) => ended.push(target) }),
  });
  return { gateway, ended, token: () => stores.store.get(stores.auth.accessToken) };
}

function logIn(email: string): string {
  const { auth } = sandbox.state;
  const request = auth.signUp(email, 'web', 'en-US', {});
  return auth.validate('signup', request.id, request.code).accessToken;
}

/** The browser's storage after a log-in (as the verification page leaves it). */
function signedInStorage(token: string): KeyValueStorage {
  const storage = createMemoryStorage();
  const stores = createStores({ storage, sessionStorage: createMemoryStorage(), now: () => now });
  stores.store.set(stores.auth.setAccessToken, token);
  return storage;
}

describe('the app keeps the token a refresh gives and never presents the spent one again', () => {
  it('one tab: the rotated token is stored and used, the old one is dead, the log-in lives on', async () => {
    const t1 = logIn('rotacion.uno@example.mx');
    const storage = signedInStorage(t1);
    const signedIn = tab(storage);

    now += 2 * HOUR;
    await expect(userDetails(signedIn.gateway)).resolves.toMatchObject({ email: 'rotacion.uno@example.mx' });
    const t2 = signedIn.token() ?? '';
    expect(t2).not.toBe(t1);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe(t2);
    expect(sandbox.state.auth.authenticate(t1)).toBeUndefined();

    // Five reads at once after the next expiry: one refresh between them, so nothing spent is reused.
    now += 2 * HOUR;
    const reads = await Promise.all([1, 2, 3, 4, 5].map(() => userDetails(signedIn.gateway)));
    expect(reads).toHaveLength(5);
    const t3 = signedIn.token() ?? '';
    expect(signedIn.ended).toEqual([]);
    expect([t3 === t2, sandbox.state.auth.authenticate(t3) !== undefined]).toEqual([false, true]);
  });

  it('two tabs: the second takes over the first one’s refreshed token instead of refreshing its own', async () => {
    const t1 = logIn('rotacion.dos@example.mx');
    const storage = signedInStorage(t1);
    const first = tab(storage);
    const second = tab(storage);
    expect([first.token(), second.token()]).toEqual([t1, t1]);

    now += 2 * HOUR;
    await userDetails(first.gateway);
    const t2 = first.token();
    expect(t2).not.toBe(t1);
    // The second tab's memory still says T1, which the gateway has spent.
    await expect(userDetails(second.gateway)).resolves.toMatchObject({ email: 'rotacion.dos@example.mx' });
    expect({ second: second.token(), ended: second.ended }).toEqual({ second: t2, ended: [] });
    // And the log-in is whole: the first tab goes on with T2.
    await expect(userDetails(first.gateway)).resolves.toMatchObject({ email: 'rotacion.dos@example.mx' });
    expect(first.ended).toEqual([]);
  });
});
