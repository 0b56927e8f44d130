import { describe, expect, it, vi } from 'vitest';
import { createGatewayClient } from '../gateway/gateway-client.ts';
import { refreshTokenEndpoint } from '../gateway/session/refresh-token.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import { setupStores } from '../stores/test-stores.ts';
import { createGatewaySession } from './session-adapter.ts';

describe('createGatewaySession', () => {
  it('reads and writes the token through the auth store', () => {
    const { stores, store, storage } = setupStores();
    const session = createGatewaySession(stores);
    expect(session.getAccessToken()).toBeUndefined();
    session.setAccessToken('t-1');
    expect(store.get(stores.auth.accessToken)).toBe('t-1');
    expect(session.getAccessToken()).toBe('t-1');
    expect(storage.dump()[STORAGE_KEYS.accessToken]).toBe('t-1');
  });

  it('gives the bootstrapped device id', () => {
    const { stores, store } = setupStores();
    store.set(stores.sessionFacts.facts, { deviceId: 'dev-1' });
    expect(createGatewaySession(stores).getDeviceId()).toBe('dev-1');
  });

  it('makes and keeps a device id when none was bootstrapped', () => {
    const { stores, storage } = setupStores();
    const session = createGatewaySession(stores, { now: () => 42, random: () => 0 });
    expect(session.getDeviceId()).toBe('42R1111111');
    expect(session.getDeviceId()).toBe('42R1111111');
    expect(storage.dump()[STORAGE_KEYS.deviceId]).toBe('42R1111111');
  });

  it('gives the visitor id once known', () => {
    const { stores, store } = setupStores();
    const session = createGatewaySession(stores);
    expect(session.getVisitorId()).toBeUndefined();
    store.set(stores.auth.setVisitorId, 'v-1');
    expect(session.getVisitorId()).toBe('v-1');
  });

  it('gives the language the app speaks now', () => {
    const { stores, store } = setupStores();
    const session = createGatewaySession(stores);
    expect(session.getLanguage?.()).toBe('en-US');
    store.set(stores.locale.setLocale, 'es-MX');
    expect(session.getLanguage?.()).toBe('es-MX');
  });

  it('computes the logout target from the webview flag and source channel', () => {
    const { stores, store } = setupStores();
    const session = createGatewaySession(stores);
    expect(session.logoutTarget()).toBe('/web/login?reset=true');
    store.set(stores.auth.setSourceChannel, 'meli');
    expect(session.logoutTarget()).toBe('/session-expired-meli?reset=true');
    store.set(stores.sessionFacts.facts, { webview: true });
    expect(session.logoutTarget()).toBe('/logged_out?reset=true');
  });

  it('ends the session with a local reset, keeping the language, then tells the app where to go', () => {
    const { stores, store } = setupStores();
    const onSessionEnd = vi.fn();
    store.set(stores.locale.setLocale, 'es-MX');
    store.set(stores.auth.setAccessToken, 't-1');
    store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-A' });
    createGatewaySession(stores, { onSessionEnd }).endSession('/web/login?reset=true');
    expect(store.get(stores.auth.accessToken)).toBeNull();
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toEqual([]);
    expect(store.get(stores.locale.currentLocale)).toBe('es-MX');
    expect(onSessionEnd).toHaveBeenCalledWith('/web/login?reset=true');
  });

  it('drives the gateway client: a 403 ends the session through the stores', async () => {
    const { stores, store } = setupStores();
    const onSessionEnd = vi.fn();
    store.set(stores.auth.setAccessToken, 't-1');
    store.set(stores.sessionFacts.facts, { deviceId: 'dev-1' });
    const seen: Headers[] = [];
    const client = createGatewayClient({
      baseUrl: 'https://gw.example/',
      session: createGatewaySession(stores, { onSessionEnd }),
      fetch: async (input) => {
        seen.push((input as Request).headers);
        return new Response('{}', { status: 403 });
      },
    });
    await expect(client.call(refreshTokenEndpoint)).rejects.toMatchObject({ kind: 'session_ended' });
    expect(seen[0]?.get('X-DeviceId')).toBe('dev-1');
    expect(seen[0]?.get('X-Auth')).toBe('t-1');
    expect(store.get(stores.auth.accessToken)).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledWith('/web/login?reset=true');
  });
});
