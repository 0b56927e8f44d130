import { describe, expect, it } from 'vitest';
import { createStores } from './create-stores.ts';
import { onboardingDefaults } from './onboarding.store.ts';
import { createMemoryStorage } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
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
});
