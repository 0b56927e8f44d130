import { describe, expect, it } from 'vitest';
import { createStores } from './create-stores.ts';
import { createMemoryStorage } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';

describe('createStores', () => {
  it('gives each instance its own state', () => {
    const a = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
    const b = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
    a.store.set(a.auth.setSelectedChannel, 'retail');
    a.store.set(a.notifications.add, { message: { id: 'x' } });
    expect(b.store.get(b.auth.state).selectedChannel).toBe('web');
    expect(b.store.get(b.notifications.notifications)).toEqual([]);
    a.store.set(a.notifications.clear);
  });

  it('persists to the storage it is given, under the namespaced keys', () => {
    const storage = createMemoryStorage();
    const stores = createStores({ storage, sessionStorage: createMemoryStorage() });
    stores.store.set(stores.auth.setSelectedChannel, 'retail');
    stores.store.set(stores.onboarding.confirmEsim);
    stores.store.set(stores.payment.setProcessingOrderStatus, 'o', 'PLACED');
    expect(Object.keys(storage.dump()).sort()).toEqual(
      [STORE_KEYS.auth, STORE_KEYS.order, STORE_KEYS.payment].sort(),
    );
    expect(Object.values(STORE_KEYS).every((key) => key.startsWith('senda.'))).toBe(true);
  });

  it('puts the event queue in session storage', () => {
    const storage = createMemoryStorage();
    const sessionStorage = createMemoryStorage();
    const stores = createStores({ storage, sessionStorage, now: () => 5 });
    stores.eventQueue.push('e');
    expect(Object.keys(sessionStorage.dump())).toHaveLength(1);
    expect(storage.dump()).toEqual({});
  });
});
