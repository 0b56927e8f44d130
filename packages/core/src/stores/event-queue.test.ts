import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EVENT_QUEUE_LIFETIME_MS } from '../config/constants.ts';
import { createEventQueue } from './event-queue.ts';
import { createMemoryStorage } from './persisted-atom.ts';
import { SESSION_STORAGE_KEYS } from './storage-keys.ts';

const KEY = SESSION_STORAGE_KEYS.eventQueue;

function setup(initial: Record<string, string> = {}, start = 1_000_000) {
  let time = start;
  const storage = createMemoryStorage(initial);
  const open = () => createEventQueue({ storage: () => storage, now: () => time });
  const advance = (ms: number): void => {
    time += ms;
  };
  return { storage, open, advance };
}

describe('event queue', () => {
  it('hands an event to the next page load, once', () => {
    const { open } = setup();
    open().push('login_success', { userId: 'u1' });
    const next = open();
    expect(next.consume('login_success')).toMatchObject({ type: 'login_success', payload: { userId: 'u1' } });
    expect(next.consume('login_success')).toBeUndefined();
    expect(open().consume('login_success')).toBeUndefined();
  });

  it('consumes by type, leaving other types waiting', () => {
    const { open } = setup();
    const queue = open();
    queue.push('a');
    queue.push('b');
    expect(queue.consume('b')?.type).toBe('b');
    expect(queue.list().map((event) => event.type)).toEqual(['a']);
  });

  it('drops events older than five minutes on load, and keeps one exactly five minutes old', () => {
    const { open, advance, storage } = setup();
    const first = open();
    first.push('old');
    advance(1);
    first.push('edge');
    advance(EVENT_QUEUE_LIFETIME_MS);
    const loaded = open();
    expect(loaded.list().map((event) => event.type)).toEqual(['edge']);
    expect(storage.dump()[KEY]).not.toContain('old');
  });

  it('does not hand out an event that went stale while the page stayed open', () => {
    const { open, advance } = setup();
    const queue = open();
    queue.push('late');
    advance(EVENT_QUEUE_LIFETIME_MS + 1);
    expect(queue.consume('late')).toBeUndefined();
  });

  it('keeps only the newest event of a type', () => {
    const { open, advance } = setup();
    const queue = open();
    queue.push('toast', 1);
    advance(10);
    queue.push('toast', 2);
    expect(queue.consume('toast')?.payload).toBe(2);
    expect(queue.consume('toast')).toBeUndefined();
  });

  it('checks the payload when given a schema', () => {
    const { open } = setup();
    const queue = open();
    queue.push('n', { count: 'x' });
    expect(queue.consume('n', v.object({ count: v.number() }))).toBeUndefined();
    queue.push('n', { count: 2 });
    expect(queue.consume('n', v.object({ count: v.number() }))?.payload.count).toBe(2);
  });

  it.each([
    ['corrupted JSON', '[{"type":'],
    ['a foreign object', '{"a":1}'],
  ])('starts empty from %s without throwing', (_label, raw) => {
    const { open } = setup({ [KEY]: raw });
    expect(open().list()).toEqual([]);
  });

  it('skips unreadable entries but keeps the readable ones', () => {
    const { open } = setup({ [KEY]: JSON.stringify([{ type: 'ok', at: 1_000_000 }, { type: 5 }, 'junk']) });
    expect(
      open()
        .list()
        .map((event) => event.type),
    ).toEqual(['ok']);
  });

  it('refuses an empty type', () => {
    const { open } = setup();
    expect(open().push('')).toBe(false);
  });
});
