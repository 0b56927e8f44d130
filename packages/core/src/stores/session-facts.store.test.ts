import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './persisted-atom.ts';
import { readSessionFacts } from './session-facts.store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { setupStores } from './test-stores.ts';

describe('session facts', () => {
  it('read the raw §3 keys, with "true" as the only true', () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.webview]: 'true',
      [STORAGE_KEYS.native]: 'yes',
      [STORAGE_KEYS.esimCompatible]: 'false',
      [STORAGE_KEYS.deviceId]: '1700000000000R1234567',
      [STORAGE_KEYS.txnId]: 'txn-1',
      [STORAGE_KEYS.ipAddress]: '203.0.113.7',
    });
    expect(readSessionFacts(storage)).toEqual({
      webview: true,
      native: false,
      esimCompatible: false,
      deviceId: '1700000000000R1234567',
      txnId: 'txn-1',
      ipAddress: '203.0.113.7',
    });
  });

  it('read junk ids as absent', () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.deviceId]: '<script>',
      [STORAGE_KEYS.txnId]: 'x'.repeat(500),
      [STORAGE_KEYS.ipAddress]: 'not an ip',
    });
    expect(readSessionFacts(storage)).toEqual({ webview: false, native: false, esimCompatible: false });
  });

  it('write raw strings and skip invalid ids', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.sessionFacts.facts, { webview: true, deviceId: 'dev-1', txnId: 'bad id with spaces' });
    expect(storage.dump()).toMatchObject({
      [STORAGE_KEYS.webview]: 'true',
      [STORAGE_KEYS.deviceId]: 'dev-1',
    });
    expect(storage.dump()[STORAGE_KEYS.txnId]).toBeUndefined();
    expect(store.get(stores.sessionFacts.facts)).toEqual({
      webview: true,
      native: false,
      esimCompatible: false,
      deviceId: 'dev-1',
    });
  });

  it('remove an id set to undefined', () => {
    const { stores, store, storage } = setupStores({ [STORAGE_KEYS.ipAddress]: '203.0.113.7' });
    store.set(stores.sessionFacts.facts, { ipAddress: undefined });
    expect(storage.dump()[STORAGE_KEYS.ipAddress]).toBeUndefined();
    expect(store.get(stores.sessionFacts.facts).ipAddress).toBeUndefined();
  });
});
