import { describe, expect, it } from 'vitest';
import { STORE_KEYS } from './storage-keys.ts';
import { persisted, setupStores } from './test-stores.ts';

describe('global-config store', () => {
  it('is not cached until a result is set, then reads the default language across a reload', () => {
    const { stores, store, storage } = setupStores();
    expect(store.get(stores.globalConfig.isCached)).toBe(false);
    store.set(stores.globalConfig.setResult, {
      country_config: { default_language: 'es-MX', default_timezone: 'America/Mexico_City' },
      features: {},
    });
    expect(store.get(stores.globalConfig.isCached)).toBe(true);
    expect(store.get(stores.globalConfig.defaultLanguage)).toBe('es-MX');
    const reloaded = setupStores(storage.dump());
    expect(reloaded.store.get(reloaded.stores.globalConfig.state).result?.country_config).toMatchObject({
      default_language: 'es-MX',
      default_timezone: 'America/Mexico_City',
    });
  });

  it('drops only a bad country-config field', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.globalConfig, {
        result: { country_config: { default_language: 'es-MX', default_timezone: 'Mars/Olympus' } },
      }),
    );
    expect(store.get(stores.globalConfig.state).result?.country_config).toEqual({
      default_language: 'es-MX',
    });
  });

  it('treats a malformed cached config as not cached', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.globalConfig, { result: { country_config: 'x' } }),
    );
    expect(store.get(stores.globalConfig.isCached)).toBe(false);
  });

  it('feeds the configured notification duration to the notifications', () => {
    const { stores, store } = setupStores();
    store.set(stores.globalConfig.setResult, {
      country_config: {},
      features: {},
      notification_duration_ms: 7000,
    });
    store.set(stores.notifications.add, { message: { id: 'a' } });
    expect(store.get(stores.notifications.notifications)[0]?.duration).toBe(7000);
    store.set(stores.notifications.clear);
  });
});
