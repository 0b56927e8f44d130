import { describe, expect, it, vi } from 'vitest';
import { localeDefaults } from './locale.store.ts';
import { STORAGE_KEYS, STORE_KEYS } from './storage-keys.ts';
import { persisted, setupStores } from './test-stores.ts';

describe('locale store', () => {
  it('defaults to en-US with no keys', () => {
    const { stores, store } = setupStores();
    expect(store.get(stores.locale.state)).toEqual({
      currentLocale: 'en-US',
      localeData: [],
      localeDataFor: null,
    });
  });

  it('switches locale, drops the old keys and writes the locale and langCode keys', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.locale.setLocaleData, [{ key: 'common.next', value: 'Next' }]);
    store.set(stores.locale.setLocale, 'es-MX');
    expect(store.get(stores.locale.state)).toEqual({
      currentLocale: 'es-MX',
      localeData: [],
      localeDataFor: null,
    });
    expect(storage.dump()[STORAGE_KEYS.locale]).toBe('es-MX');
    expect(storage.dump()[STORAGE_KEYS.langCode]).toBe('es-MX');
  });

  it('keeps the keys when the locale does not change', () => {
    const { stores, store } = setupStores();
    store.set(stores.locale.setLocaleData, [{ key: 'a', value: 'b' }]);
    store.set(stores.locale.setLocale, 'en-US');
    expect(store.get(stores.locale.state).localeData).toEqual([{ key: 'a', value: 'b' }]);
  });

  it('refuses an unsupported locale', () => {
    const { stores, store } = setupStores();
    store.set(stores.locale.setLocale, 'fr-FR' as never);
    expect(store.get(stores.locale.currentLocale)).toBe('en-US');
  });

  it('defaults a stored unsupported locale and a malformed key list separately', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.locale, { currentLocale: 'xx-XX', localeData: [{ key: 'a', value: 'b' }] }),
    );
    expect(store.get(stores.locale.state)).toEqual({
      currentLocale: 'en-US',
      localeData: [{ key: 'a', value: 'b' }],
      localeDataFor: null,
    });
    const broken = setupStores(
      persisted(STORE_KEYS.locale, { currentLocale: 'es-MX', localeData: [{ key: 1 }] }),
    );
    expect(broken.store.get(broken.stores.locale.state)).toEqual({
      ...localeDefaults(),
      currentLocale: 'es-MX',
    });
  });

  it('knows whether the current language’s keys are stored, an empty answer included', () => {
    const { stores, store } = setupStores();
    expect(store.get(stores.locale.hasStoredKeys)).toBe(false);
    store.set(stores.locale.setLocaleData, []);
    expect(store.get(stores.locale.state).localeDataFor).toBe('en-US');
    expect(store.get(stores.locale.hasStoredKeys)).toBe(true);
    // Another language: its keys have not been fetched.
    store.set(stores.locale.setLocale, 'es-MX');
    expect(store.get(stores.locale.hasStoredKeys)).toBe(false);
    // A save from before the field existed counts as not fetched.
    const older = setupStores(
      persisted(STORE_KEYS.locale, { currentLocale: 'es-MX', localeData: [{ key: 'a', value: 'b' }] }),
    );
    expect(older.store.get(older.stores.locale.hasStoredKeys)).toBe(false);
  });

  it('a refresh that brings back the stored keys changes nothing: the page is not rendered again, nothing is written', () => {
    const stored = [
      { key: 'common.next', value: 'Siguiente' },
      { key: 'order.total_inc_tax', value: 'Total (IVA incluido)' },
    ];
    const { stores, store, storage } = setupStores(
      persisted(STORE_KEYS.locale, { currentLocale: 'es-MX', localeData: stored, localeDataFor: 'es-MX' }),
    );
    const before = store.get(stores.locale.state);
    const rendered = vi.fn();
    store.sub(stores.locale.state, rendered);
    const writes = vi.spyOn(storage, 'setItem');

    store.set(
      stores.locale.setLocaleData,
      stored.map((entry) => ({ ...entry })),
    );
    expect(store.get(stores.locale.state)).toBe(before);
    expect(rendered).not.toHaveBeenCalled();
    expect(writes).not.toHaveBeenCalled();

    // A changed text is new: the page shows it.
    store.set(stores.locale.setLocaleData, [
      { key: 'common.next', value: 'Siguiente' },
      { key: 'order.total_inc_tax', value: 'Total con IVA' },
    ]);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(store.get(stores.locale.state).localeData[1]?.value).toBe('Total con IVA');
    expect(writes).toHaveBeenCalledTimes(1);
  });
});
