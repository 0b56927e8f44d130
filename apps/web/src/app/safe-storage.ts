import type { KeyValueStorage } from '@senda/core/stores';

/**
 * DOM storage that keeps working when the browser refuses it: private modes, webviews without
 * storage, a full quota. Every value written this page is also kept in memory, so the app reads
 * back what it wrote even when the browser would not store it; a browser that refuses reads too
 * (a SecurityError on access) leaves memory alone.
 *
 * No probe write at start-up: the first write to storage costs a phone a synchronous round trip to
 * the browser's storage, so failures are found when they happen instead.
 */
export function safeStorage(pick: () => Storage): KeyValueStorage {
  let storage: Storage | undefined;
  try {
    storage = pick();
  } catch {
    storage = undefined;
  }
  const written = new Map<string, string | null>();
  const attempt = (action: (target: Storage) => void) => {
    if (!storage) return;
    try {
      action(storage);
    } catch {
      // Refused or full: the value lives in memory for this page.
    }
  };
  return {
    getItem(key) {
      if (written.has(key)) return written.get(key) ?? null;
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch {
        storage = undefined;
        return null;
      }
    },
    setItem(key, value) {
      written.set(key, value);
      attempt((target) => target.setItem(key, value));
    },
    removeItem(key) {
      written.set(key, null);
      attempt((target) => target.removeItem(key));
    },
    keys() {
      // What the browser holds, corrected by what this page wrote or removed (which the browser
      // may have refused to keep).
      const keys = new Set<string>();
      try {
        if (storage)
          for (let index = 0; index < storage.length; index += 1) {
            const key = storage.key(index);
            if (key !== null) keys.add(key);
          }
      } catch {
        // A storage that refuses to list: memory is all this page knows.
      }
      for (const [key, value] of written) {
        if (value === null) keys.delete(key);
        else keys.add(key);
      }
      return [...keys];
    },
  };
}
