import { describe, expect, it } from 'vitest';
import { createStores } from './create-stores.ts';
import { createMemoryStorage } from './persisted-atom.ts';
import { safeStorage } from './safe-storage.ts';
import { PROGRESS_NOT_KEPT_MESSAGE_ID, tellWhenStorageRefuses } from './storage-refusal.ts';

/** A Storage over a Map, whose calls can be made to throw as a refusing browser's do. */
function fakeStorage(fail: { get?: boolean; set?: boolean } = {}) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => {
      if (fail.get) throw new DOMException('denied', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (fail.set) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
  } as unknown as Storage;
  return { storage, data };
}

describe('safeStorage', () => {
  it('lists the browser keys with what this page wrote or removed, even when the browser refused it', () => {
    const { storage, data } = fakeStorage({ set: true });
    data.set('senda.journey.purchase', '{}');
    data.set('locale', 'es-MX');
    const safe = safeStorage(() => storage);
    safe.setItem('senda.journey.retail-purchase', '{}');
    safe.removeItem('locale');
    expect(safe.keys().sort()).toEqual(['senda.journey.purchase', 'senda.journey.retail-purchase']);
  });

  it('reads and writes the browser storage when it works', () => {
    const { storage, data } = fakeStorage();
    data.set('kept', 'from an earlier visit');
    const safe = safeStorage(() => storage);
    expect(safe.getItem('kept')).toBe('from an earlier visit');
    safe.setItem('new', 'value');
    expect(data.get('new')).toBe('value');
    safe.removeItem('kept');
    expect(data.has('kept')).toBe(false);
    expect(safe.getItem('kept')).toBeNull();
  });

  it('reads what another tab wrote since: the browser storage is shared, this page’s memory is not', () => {
    const { storage, data } = fakeStorage();
    const safe = safeStorage(() => storage);
    safe.setItem('senda.auth', '{"accessToken":"T1"}');
    data.set('senda.auth', '{"accessToken":"T2"}');
    expect(safe.getItem('senda.auth')).toBe('{"accessToken":"T2"}');
  });

  it('keeps what was written this page when the browser refuses to store it (full quota)', () => {
    const { storage, data } = fakeStorage({ set: true });
    const safe = safeStorage(() => storage);
    expect(() => safe.setItem('journey', '{"step":"delivery"}')).not.toThrow();
    expect(data.has('journey')).toBe(false);
    expect(safe.getItem('journey')).toBe('{"step":"delivery"}');
  });

  it('works from memory when touching storage throws (storage disabled)', () => {
    const safe = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(safe.getItem('anything')).toBeNull();
    safe.setItem('locale', 'es-MX');
    expect(safe.getItem('locale')).toBe('es-MX');
    safe.removeItem('locale');
    expect(safe.getItem('locale')).toBeNull();
  });

  it('falls back to memory when reads start failing', () => {
    const { storage } = fakeStorage({ get: true });
    const safe = safeStorage(() => storage);
    expect(safe.getItem('auth')).toBeNull();
    safe.setItem('auth', 'token');
    expect(safe.getItem('auth')).toBe('token');
  });
});

describe('a write the browser refuses (full storage)', () => {
  /** The app's stores over a localStorage whose quota is full: the onboarding order is written on the first plan chosen. */
  function fullStorageApp() {
    const { storage } = fakeStorage({ set: true });
    const local = safeStorage(() => storage);
    const stores = createStores({ storage: local, sessionStorage: createMemoryStorage(), now: () => 0 });
    tellWhenStorageRefuses(stores, local);
    const notices = () =>
      stores.store
        .get(stores.notifications.notifications)
        .map((notice) => (notice.message as { id: string }).id);
    return { stores, notices };
  }

  it('tells the customer once that their progress is not kept on this device, and the purchase goes on', () => {
    const { stores, notices } = fullStorageApp();
    expect(notices()).toEqual([]);
    stores.store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-A' });
    stores.store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-B' });
    expect(notices()).toEqual([PROGRESS_NOT_KEPT_MESSAGE_ID]);
    expect(stores.store.get(stores.onboarding.state).selectedPrimaryProducts).toMatchObject([
      { sku: 'PLAN-B' },
    ]);
  });

  it('says nothing while the browser keeps what is written', () => {
    const { storage } = fakeStorage();
    const local = safeStorage(() => storage);
    const stores = createStores({ storage: local, sessionStorage: createMemoryStorage(), now: () => 0 });
    tellWhenStorageRefuses(stores, local);
    stores.store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-A' });
    expect(stores.store.get(stores.notifications.notifications)).toEqual([]);
  });
});
