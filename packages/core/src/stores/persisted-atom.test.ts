import { createStore } from 'jotai/vanilla';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage,
  type KeyValueStorage,
  peekPersisted,
  persistedAtom,
  readPersisted,
} from './persisted-atom.ts';
import { withDefault } from './store-schemas.ts';

const Schema = v.object({
  name: withDefault(v.string(), () => 'anon'),
  count: withDefault(v.number(), () => 0),
});
type State = v.InferOutput<typeof Schema>;
const KEY = 'test.state';

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const onDiscard = vi.fn();
  const state = persistedAtom({
    key: KEY,
    schema: Schema,
    initial: (): State => ({ name: 'anon', count: 0 }),
    storage: () => storage,
    onDiscard,
  });
  return { storage, state, store: createStore(), onDiscard };
}
const stored = (state: unknown, version = 1) => ({ [KEY]: JSON.stringify({ version, state }) });

describe('persistedAtom', () => {
  it('starts from the defaults and writes every set as { version, state }', () => {
    const { storage, state, store } = setup();
    expect(store.get(state)).toEqual({ name: 'anon', count: 0 });
    store.set(state, (previous) => ({ ...previous, count: previous.count + 1 }));
    expect(JSON.parse(storage.dump()[KEY] ?? '')).toEqual({ version: 1, state: { name: 'anon', count: 1 } });
  });

  it('an update that gives back the value held changes nothing: no write, no notice to its readers', () => {
    const { storage, state, store } = setup(stored({ name: 'Ana', count: 3 }));
    const held = store.get(state);
    const readers = vi.fn();
    store.sub(state, readers);
    const writes = vi.spyOn(storage, 'setItem');
    store.set(state, (previous) => previous);
    expect(store.get(state)).toBe(held);
    expect(readers).not.toHaveBeenCalled();
    expect(writes).not.toHaveBeenCalled();
  });

  it('reads a valid stored value', () => {
    const { state, store } = setup(stored({ name: 'Ana', count: 3 }));
    expect(store.get(state)).toEqual({ name: 'Ana', count: 3 });
  });

  it('discards corrupted JSON for the defaults, removes it and reports it', () => {
    const { storage, state, store, onDiscard } = setup({ [KEY]: '{"version":1,"state":{' });
    expect(store.get(state)).toEqual({ name: 'anon', count: 0 });
    expect(storage.dump()[KEY]).toBeUndefined();
    expect(onDiscard).toHaveBeenCalledWith(KEY, 'corrupted');
  });

  it.each([
    ['a bare string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['an older, unversioned shape', JSON.stringify({ name: 'Ana', count: 3 })],
    ['another version', JSON.stringify({ version: 2, state: { name: 'Ana', count: 3 } })],
    ['a foreign object', JSON.stringify({ foo: { bar: 1 } })],
  ])('discards %s for the defaults without throwing', (_label, raw) => {
    const { storage, state, store, onDiscard } = setup({ [KEY]: raw });
    expect(store.get(state)).toEqual({ name: 'anon', count: 0 });
    expect(storage.dump()[KEY]).toBeUndefined();
    expect(onDiscard).toHaveBeenCalledWith(KEY, 'invalid');
  });

  it('defaults only the field that is wrong, keeps the rest, and reports the field reset', () => {
    const { state, store, onDiscard } = setup(stored({ name: 'Ana', count: 'many' }));
    expect(store.get(state)).toEqual({ name: 'Ana', count: 0 });
    expect(onDiscard).toHaveBeenCalledWith(KEY, 'field-reset');
  });

  it('reports a state of another type replaced by the defaults', () => {
    const { state, store, onDiscard } = setup(stored([1, 2]));
    expect(store.get(state)).toEqual({ name: 'anon', count: 0 });
    expect(onDiscard).toHaveBeenCalledWith(KEY, 'field-reset');
  });

  it.each([
    ['a valid value', { name: 'Ana', count: 3 }],
    ['the defaults themselves', { name: 'anon', count: 0 }],
    ['unknown keys beside valid fields', { name: 'Ana', count: 3, retired: 'x' }],
  ])('reports nothing for %s', (_label, value) => {
    const { state, store, onDiscard } = setup(stored(value));
    store.get(state);
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('writes back what the schema cleaned, so refused keys do not linger in storage', () => {
    const { storage, state, store } = setup(stored({ name: 'Ana', count: 1, secret: 'x' }));
    expect(store.get(state)).toEqual({ name: 'Ana', count: 1 });
    expect(storage.dump()[KEY]).not.toContain('secret');
  });

  it('passes every write through the schema: the atom never holds unknown keys', () => {
    const { storage, state, store } = setup();
    store.set(state, { name: 'Ana', count: 2, secret: 'x' } as State);
    expect(store.get(state)).toEqual({ name: 'Ana', count: 2 });
    expect(storage.dump()[KEY]).not.toContain('secret');
  });

  it('drops a write the schema rejects as a whole and keeps the previous value', () => {
    const { state, store, onDiscard } = setup(stored({ name: 'Ana', count: 1 }));
    store.set(state, 'nonsense' as unknown as State);
    expect(store.get(state)).toEqual({ name: 'Ana', count: 1 });
    expect(onDiscard).toHaveBeenCalledWith(KEY, 'rejected-write');
  });

  it('keeps a stored null as a value, not as "not loaded"', () => {
    const storage = createMemoryStorage({ k: JSON.stringify({ version: 1, state: null }) });
    const nullable = persistedAtom({
      key: 'k',
      schema: v.nullable(v.string()),
      initial: 'default',
      storage: () => storage,
    });
    const store = createStore();
    expect(store.get(nullable)).toBeNull();
    store.set(nullable, null);
    expect(store.get(nullable)).toBeNull();
  });

  it('sends the serializer output to storage only', () => {
    const storage = createMemoryStorage();
    const state = persistedAtom({
      key: KEY,
      schema: Schema,
      initial: { name: 'anon', count: 0 },
      storage: () => storage,
      serialize: (value) => ({ ...value, name: 'hidden' }),
    });
    const store = createStore();
    store.set(state, { name: 'Ana', count: 1 });
    expect(store.get(state).name).toBe('Ana');
    expect(storage.dump()[KEY]).toContain('hidden');
  });

  it('keeps working in memory when the storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
      keys: () => {
        throw new Error('blocked');
      },
    };
    const state = persistedAtom({
      key: KEY,
      schema: Schema,
      initial: { name: 'anon', count: 0 },
      storage: () => broken,
    });
    const store = createStore();
    expect(store.get(state)).toEqual({ name: 'anon', count: 0 });
    store.set(state, { name: 'Ana', count: 1 });
    expect(store.get(state)).toEqual({ name: 'Ana', count: 1 });
  });

  it('gives each jotai store its own copy', () => {
    const { state } = setup();
    const first = createStore();
    const second = createStore();
    first.set(state, { name: 'Ana', count: 1 });
    expect(second.get(state)).toEqual({ name: 'Ana', count: 1 }); // read from the shared storage
    second.set(state, { name: 'Bo', count: 2 });
    expect(first.get(state)).toEqual({ name: 'Ana', count: 1 });
  });
});

describe('readPersisted', () => {
  it('returns the fallback for an absent key', () => {
    expect(readPersisted(createMemoryStorage(), 'missing', v.string(), 'fallback')).toBe('fallback');
  });
});

describe('peekPersisted', () => {
  it('reads the state of a persisted store and leaves bad values where they are', () => {
    const storage = createMemoryStorage({
      good: JSON.stringify({ version: 1, state: { name: 'Ana', count: 1 } }),
      bad: '{',
    });
    expect(peekPersisted(storage, 'good', Schema)).toEqual({ name: 'Ana', count: 1 });
    expect(peekPersisted(storage, 'good', Schema, 2)).toBeUndefined();
    expect(peekPersisted(storage, 'bad', Schema)).toBeUndefined();
    expect(peekPersisted(storage, 'missing', Schema)).toBeUndefined();
    expect(storage.dump().bad).toBe('{');
  });
});
