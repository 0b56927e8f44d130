import { describe, expect, it } from 'vitest';
import { STORE_KEYS } from './storage-keys.ts';
import { persisted, setupStores } from './test-stores.ts';

const outcome = {
  originalUrl: '/web/pre-checkout?promo_code=X',
  requestUrl: 'https://gw.example/global_config',
  message: 'Too Many Requests',
  at: 1_700_000_000_000,
};

describe('rate-limit (global error) store', () => {
  it('keeps the gateway outcome across a reload and clears it', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.rateLimit.report, outcome);
    expect(storage.dump()[STORE_KEYS.globalError]).toContain('promo_code=X');
    const reloaded = setupStores(storage.dump());
    expect(reloaded.store.get(reloaded.stores.rateLimit.outcome)).toEqual(outcome);
    reloaded.store.set(reloaded.stores.rateLimit.clear);
    expect(reloaded.store.get(reloaded.stores.rateLimit.outcome)).toBeNull();
  });

  it('trims a very long message instead of losing the outcome', () => {
    const { stores, store } = setupStores();
    store.set(stores.rateLimit.report, { ...outcome, message: 'x'.repeat(5000) });
    expect(store.get(stores.rateLimit.outcome)?.message).toHaveLength(1000);
  });

  it('reads a malformed stored outcome as none', () => {
    const { stores, store } = setupStores(persisted(STORE_KEYS.globalError, { rateLimit: { at: 'now' } }));
    expect(store.get(stores.rateLimit.outcome)).toBeNull();
  });
});
