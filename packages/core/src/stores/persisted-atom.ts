import { atom, type WritableAtom } from 'jotai/vanilla';
import * as v from 'valibot';

/**
 * The storage the persisted stores write to. In the browser it is `localStorage` (or
 * `sessionStorage`); in Node and tests an in-memory map. Core never touches `window` itself.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  dump(): Record<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    dump: () => Object.fromEntries(map),
  };
}

/**
 * Reads a stored value through its schema. Corrupted JSON, an older shape or a foreign value is
 * discarded (and removed, so it cannot fail again) in favour of the default: stored state must
 * never crash the app (design card, "Rules of the house").
 */
export function readPersisted<TSchema extends v.GenericSchema>(
  storage: KeyValueStorage,
  key: string,
  schema: TSchema,
  fallback: v.InferOutput<TSchema>,
  onDiscard?: (key: string, reason: string) => void,
): v.InferOutput<TSchema> {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return fallback; // storage blocked (private mode, webview without DOM storage)
  }
  if (raw === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    discard(storage, key);
    onDiscard?.(key, 'corrupted');
    return fallback;
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    discard(storage, key);
    onDiscard?.(key, 'invalid');
    return fallback;
  }
  return parsed.output;
}

export function writePersisted(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the state stays in memory for this page's life.
  }
}

function discard(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore: nothing more can be done with a storage that refuses to remove
  }
}

export type PersistedAtom<T> = WritableAtom<T, [T | ((previous: T) => T)], void>;

/**
 * A jotai vanilla atom persisted under `key`, validated by `schema` when read. The stored value
 * is read once, when the atom is first used, and written on every set.
 */
export function persistedAtom<TSchema extends v.GenericSchema>(options: {
  key: string;
  schema: TSchema;
  initial: v.InferOutput<TSchema>;
  storage: () => KeyValueStorage;
  /** Drops what must never be stored (e.g. anything but a card's brand and last four). */
  serialize?: (value: v.InferOutput<TSchema>) => unknown;
  onDiscard?: (key: string, reason: string) => void;
}): PersistedAtom<v.InferOutput<TSchema>> {
  type T = v.InferOutput<TSchema>;
  const serialize = options.serialize ?? ((value: T) => value);
  const base = atom<{ value: T } | undefined>(undefined);
  return atom(
    (get) =>
      get(base)?.value ??
      readPersisted(options.storage(), options.key, options.schema, options.initial, options.onDiscard),
    (get, set, update: T | ((previous: T) => T)) => {
      const previous =
        get(base)?.value ??
        readPersisted(options.storage(), options.key, options.schema, options.initial, options.onDiscard);
      const next = typeof update === 'function' ? (update as (p: T) => T)(previous) : update;
      set(base, { value: next });
      writePersisted(options.storage(), options.key, serialize(next));
    },
  );
}
