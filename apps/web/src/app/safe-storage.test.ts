import { describe, expect, it } from 'vitest';
import { safeStorage } from './safe-storage';

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
