import { describe, expect, it } from 'vitest';
import { createStores } from './create-stores.ts';
import { onboardingDefaults } from './onboarding.store.ts';
import { createMemoryStorage } from './persisted-atom.ts';
import { journeyStorageKey, STORE_KEYS } from './storage-keys.ts';
import { STORED_INPUT_LOST_MESSAGE_ID } from './stored-input-loss.ts';

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
    stores.store.set(stores.payment.setCardDetails, { brand: 'visa', lastFour: '1111' });
    expect(Object.keys(storage.dump()).sort()).toEqual(
      [STORE_KEYS.auth, STORE_KEYS.order, STORE_KEYS.payment].sort(),
    );
    expect(Object.values(STORE_KEYS).every((key) => key.startsWith('senda.'))).toBe(true);
  });

  describe('stored input that cannot be read back', () => {
    const start = (stored: Record<string, string>) => {
      const stores = createStores({
        storage: createMemoryStorage(stored),
        sessionStorage: createMemoryStorage(),
      });
      const shown = stores.store.get(stores.notifications.notifications).map((n) => n.message.id);
      stores.store.set(stores.notifications.clear);
      return { stores, shown };
    };
    const order = (state: unknown) => JSON.stringify({ version: 1, state });

    it.each([
      ['the order is not JSON', { [STORE_KEYS.order]: '{"broken": ' }],
      ['the order is of another version', { [STORE_KEYS.order]: '{"version":999,"state":{}}' }],
      ['the typed drafts are junk', { [STORE_KEYS.stepDrafts]: '[1,null,true]' }],
    ])('%s: the notice is shown at start', (_label, stored) => {
      expect(start(stored).shown).toEqual([STORED_INPUT_LOST_MESSAGE_ID]);
    });

    it('one field of the order is junk: the notice is shown and the other fields are kept', () => {
      const { stores, shown } = start({
        [STORE_KEYS.order]: order({ selectedSimType: 'esim', personalDetails: 42 }),
      });
      expect(shown).toEqual([STORED_INPUT_LOST_MESSAGE_ID]);
      expect(stores.store.get(stores.onboarding.state).selectedSimType).toBe('esim');
    });

    it.each([
      ['a first visit', {}],
      ['an order at its defaults', { [STORE_KEYS.order]: order(onboardingDefaults()) }],
      [
        'junk where nothing was entered (locale, cached config)',
        {
          [STORE_KEYS.locale]: '{"broken": ',
          [STORE_KEYS.globalConfig]: '[1,2]',
        },
      ],
    ])('%s: no notice', (_label, stored) => {
      expect(start(stored).shown).toEqual([]);
    });
  });

  /**
   * Every key the stores read, holding one kind of junk at a time (a browser's storage is the
   * customer's and any extension's to change): the stores start, and every value they hold reads
   * back, falling back to its default. The browser test `storage-junk` opens the main pages over
   * one of these kinds on every run and over each of them on `npm run test:long`.
   */
  describe('junk under every key', () => {
    const JUNK = {
      'not JSON': '{"broken": ',
      'JSON of the wrong type': JSON.stringify([0, null, true, 'x']),
      "another version's shape": JSON.stringify({ version: 999, state: { unexpected: { deeply: [1, 2] } } }),
      'numbers where text is expected': '12345',
      'a 4 MB string': 'x'.repeat(4 * 1024 * 1024),
    };
    const KEYS = [...Object.values(STORE_KEYS), journeyStorageKey('web')];
    const isAtom = (
      value: unknown,
    ): value is Parameters<ReturnType<typeof createStores>['store']['get']>[0] =>
      typeof value === 'object' && value !== null && 'read' in value && typeof value.read === 'function';

    it.each(Object.entries(JUNK))('%s: the stores start and every atom reads', (_kind, junk) => {
      const stored = Object.fromEntries(KEYS.map((key) => [key, junk]));
      const stores = createStores({
        storage: createMemoryStorage(stored),
        sessionStorage: createMemoryStorage(stored),
      });
      let read = 0;
      for (const part of Object.values(stores)) {
        if (typeof part !== 'object' || part === null) continue;
        for (const value of isAtom(part) ? [part] : Object.values(part)) {
          if (!isAtom(value)) continue;
          stores.store.get(value);
          read += 1;
        }
      }
      expect(read).toBeGreaterThan(20);
      expect(stores.store.get(stores.onboarding.state)).toEqual(onboardingDefaults());
      stores.store.set(stores.notifications.clear);
    });
  });
});
