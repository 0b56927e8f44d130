import type { KeyValueStorage } from './persisted-atom.ts';

/**
 * DOM storage that keeps working when the browser refuses it: private modes, webviews without
 * storage, a full quota. Every value written this page is also kept in memory, so the app reads
 * back what it wrote even when the browser would not store it; a browser that refuses reads too
 * (a SecurityError on access) leaves memory alone. A value the browser did store is read from the
 * browser, which the other tabs share: what another tab wrote since (a refreshed token) is seen.
 *
 * No probe write at start-up: the first write to storage costs a phone a synchronous round trip to
 * the browser's storage, so failures are found when they happen instead. A write the browser
 * refused is told to the `onWriteRefused` listeners: what it held is gone on the next page load.
 */
export interface SafeStorage extends KeyValueStorage {
  /** Called with the key of each write the browser refused (a full quota, storage disabled). */
  onWriteRefused(listener: (key: string) => void): void;
}

export function safeStorage(pick: () => Storage): SafeStorage {
  let storage: Storage | undefined;
  try {
    storage = pick();
  } catch {
    storage = undefined;
  }
  const written = new Map<string, string | null>();
  /** Keys whose last write or removal the browser refused: memory holds their value. */
  const refused = new Set<string>();
  const listeners: Array<(key: string) => void> = [];
  /** Whether the browser took the change; when not, the value lives in memory for this page. */
  const attempt = (action: (target: Storage) => void): boolean => {
    if (!storage) return false;
    try {
      action(storage);
      return true;
    } catch {
      return false;
    }
  };
  return {
    getItem(key) {
      if (storage && !refused.has(key)) {
        try {
          return storage.getItem(key);
        } catch {
          storage = undefined;
        }
      }
      return written.get(key) ?? null;
    },
    setItem(key, value) {
      written.set(key, value);
      if (attempt((target) => target.setItem(key, value))) {
        refused.delete(key);
        return;
      }
      refused.add(key);
      for (const listener of listeners) listener(key);
    },
    removeItem(key) {
      written.set(key, null);
      if (attempt((target) => target.removeItem(key))) refused.delete(key);
      else refused.add(key);
    },
    onWriteRefused(listener) {
      listeners.push(listener);
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
