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
  /**
   * The keys stored now. Logout clears families of keys (one saved journey per journey file, and
   * product teams add files), so it must be able to list them.
   */
  keys(): string[];
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
    keys: () => [...map.keys()],
    dump: () => Object.fromEntries(map),
  };
}

/**
 * `corrupted`: not JSON; `invalid`: not the stored shape (another version, a foreign value);
 * `field-reset`: read, but a top-level field was not a value of its own and fell back to its default
 * (the other fields kept); `rejected-write`: a write the schema refused, never stored.
 */
export type DiscardReason = 'corrupted' | 'invalid' | 'field-reset' | 'rejected-write';

/**
 * Reads a stored value through its schema. Corrupted JSON, an older shape or a foreign value is
 * discarded (and removed, so it cannot fail again) in favour of the default: stored state must
 * never crash the app (design card, "Rules of the house").
 */
export function readPersisted<TSchema extends v.GenericSchema, TFallback = v.InferOutput<TSchema>>(
  storage: KeyValueStorage,
  key: string,
  schema: TSchema,
  fallback: TFallback,
  onDiscard?: (key: string, reason: DiscardReason) => void,
): v.InferOutput<TSchema> | TFallback {
  const raw = readRaw(storage, key);
  if (raw === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    removePersisted(storage, key);
    onDiscard?.(key, 'corrupted');
    return fallback;
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    removePersisted(storage, key);
    onDiscard?.(key, 'invalid');
    return fallback;
  }
  return parsed.output;
}

/** `getItem` that treats a blocked storage (private mode, webview without DOM storage) as empty. */
export function readRaw(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writePersisted(storage: KeyValueStorage, key: string, value: unknown): void {
  writeRaw(storage, key, JSON.stringify(value));
}

export function writeRaw(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota or blocked storage: the state stays in memory for this page's life.
  }
}

export function removePersisted(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore: nothing more can be done with a storage that refuses to remove
  }
}

/** Removes every key that starts with `prefix`; a storage that cannot list or remove is left as it is. */
export function removePersistedWithPrefix(storage: KeyValueStorage, prefix: string): void {
  let keys: string[];
  try {
    keys = storage.keys();
  } catch {
    return;
  }
  for (const key of keys) if (key.startsWith(prefix)) removePersisted(storage, key);
}

/**
 * A persisted store's state read without a jotai store and without side effects (nothing is
 * discarded or rewritten): for code that runs before the stores exist, such as the session bootstrap.
 */
export function peekPersisted<TSchema extends v.GenericSchema>(
  storage: KeyValueStorage,
  key: string,
  schema: TSchema,
  version = 1,
): v.InferOutput<TSchema> | undefined {
  const raw = readRaw(storage, key);
  if (raw === null) return undefined;
  try {
    const parsed = v.safeParse(v.object({ version: v.literal(version), state: schema }), JSON.parse(raw));
    return parsed.success ? parsed.output.state : undefined;
  } catch {
    return undefined;
  }
}

export type PersistedAtom<T> = WritableAtom<T, [T | ((previous: T) => T)], void>;

export interface PersistedAtomOptions<TSchema extends v.GenericSchema> {
  key: string;
  /** The persisted shape. It is applied on read AND on every write, so the atom never holds what it refuses. */
  schema: TSchema;
  initial: v.InferOutput<TSchema> | (() => v.InferOutput<TSchema>);
  storage: () => KeyValueStorage;
  /**
   * Bumped when the shape changes incompatibly: a stored value of another version is discarded
   * for the defaults instead of being half-read.
   */
  version?: number;
  /** Drops what must never be stored (e.g. anything but a card's brand and last four). */
  serialize?: (value: v.InferOutput<TSchema>) => unknown;
  /**
   * Fields `serialize` leaves out because they are kept under a key of their own (the access
   * token under the raw key the native app reads): `keep` writes them whenever the value is
   * stored, `restore` puts them back into what is read. They belong to the stored value: when it
   * is missing or unreadable, the defaults are kept apart too (what was there is removed).
   */
  keptApart?: {
    keep: (value: v.InferOutput<TSchema>, storage: KeyValueStorage) => void;
    restore: (value: v.InferOutput<TSchema>, storage: KeyValueStorage) => v.InferOutput<TSchema>;
  };
  onDiscard?: (key: string, reason: DiscardReason) => void;
}

/**
 * A jotai vanilla atom persisted under `key` as `{ version, state }`.
 *
 * - Read once per store, when the atom is first used; what the schema cleaned on the way in
 *   (unknown keys, defaulted fields) is written back at once, so a value the current version
 *   refuses (say, a card number kept by an older build) does not linger in storage.
 * - Every write goes through the schema too: the atom holds, and the storage receives, only the
 *   persisted shape. A write the schema rejects as a whole is dropped (and reported).
 */
export function persistedAtom<TSchema extends v.GenericSchema>(
  options: PersistedAtomOptions<TSchema>,
): PersistedAtom<v.InferOutput<TSchema>> {
  type T = v.InferOutput<TSchema>;
  const version = options.version ?? 1;
  const serialize = options.serialize ?? ((value: T) => value);
  const initial = (): T =>
    typeof options.initial === 'function' ? (options.initial as () => T)() : options.initial;
  const envelope = v.object({ version: v.literal(version), state: options.schema });

  const store = (value: T): void => {
    writePersisted(options.storage(), options.key, { version, state: serialize(value) });
    options.keptApart?.keep(value, options.storage());
  };
  const restore = (value: T): T => options.keptApart?.restore(value, options.storage()) ?? value;

  const load = (): T => {
    const storage = options.storage();
    const loaded = readPersisted(storage, options.key, envelope, undefined, options.onDiscard);
    if (loaded === undefined) {
      const value = initial();
      options.keptApart?.keep(value, storage);
      return value;
    }
    const value = restore(loaded.state as T);
    if (options.onDiscard && fieldFellBack(readStoredState(storage, options.key), value, initial())) {
      options.onDiscard(options.key, 'field-reset');
    }
    store(value);
    return value;
  };

  // `{ value }` rather than the bare value, so a legitimately stored `null` is not mistaken for "not loaded yet".
  const held = atom<{ value: T } | undefined>(undefined);
  const persisted: PersistedAtom<T> = atom(
    (get) => {
      const current = get(held);
      return current ? current.value : load();
    },
    (get, set, update) => {
      const previous = get(persisted);
      const next = typeof update === 'function' ? (update as (p: T) => T)(previous) : update;
      // An update that gives back the value held changes nothing: no write, and no new object for
      // the atom's readers to render again (the schema's output would be a fresh copy).
      if (next === previous) return;
      const checked = v.safeParse(options.schema, next);
      if (!checked.success) {
        options.onDiscard?.(options.key, 'rejected-write');
        return;
      }
      set(held, { value: checked.output });
      store(checked.output);
    },
  );
  return persisted;
}

/** The `state` of a `{ version, state }` envelope as stored, unchecked; undefined when unreadable. */
function readStoredState(storage: KeyValueStorage, key: string): unknown {
  const raw = readRaw(storage, key);
  if (raw === null) return undefined;
  try {
    return (JSON.parse(raw) as { state?: unknown } | null)?.state;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, so two equal values written in another key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((name) => [name, inner[name]]),
        )
      : inner,
  );
}

/**
 * Whether the schema replaced the stored state, or one of its top-level fields, by its default: the stored value was
 * something else and what was read is exactly the default (each field is wrapped in `withDefault`,
 * store-schemas.ts, so a bad field costs only itself and reports nothing of its own).
 */
function fieldFellBack(stored: unknown, read: unknown, defaults: unknown): boolean {
  // The whole state was of another type (a list or a number where an object is kept).
  if (stored !== undefined && !isRecord(stored) && isRecord(defaults)) return true;
  if (!isRecord(stored) || !isRecord(read) || !isRecord(defaults)) return false;
  return Object.keys(read).some(
    (field) =>
      stored[field] !== undefined &&
      canonical(stored[field]) !== canonical(read[field]) &&
      canonical(read[field]) === canonical(defaults[field]),
  );
}
