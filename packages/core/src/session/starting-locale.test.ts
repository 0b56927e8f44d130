import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STORE_KEYS } from '../stores/storage-keys.ts';
import { persisted, setupStores } from '../stores/test-stores.ts';
import { applyStartingLocale } from './starting-locale.ts';

const cachedConfig = (language: string) =>
  persisted(STORE_KEYS.globalConfig, {
    result: { country_config: { default_language: language }, features: {} },
  });

describe('applyStartingLocale', () => {
  it('speaks the browser’s language on a first visit, and stores no choice', () => {
    const { stores, store, storage } = setupStores();
    applyStartingLocale(stores, { browser: ['es-419', 'en'] });
    expect(store.get(stores.locale.currentLocale)).toBe('es-MX');
    expect(storage.dump()[STORAGE_KEYS.locale]).toBeUndefined();
  });

  it('keeps the stored choice over the browser', () => {
    const { stores, store } = setupStores({ [STORAGE_KEYS.locale]: 'en-US' });
    applyStartingLocale(stores, { browser: ['es-MX'] });
    expect(store.get(stores.locale.currentLocale)).toBe('en-US');
  });

  it('takes setlocale over everything', () => {
    const { stores, store } = setupStores({ [STORAGE_KEYS.locale]: 'es-MX' });
    applyStartingLocale(stores, { setlocale: 'en-US', browser: ['es-MX'] });
    expect(store.get(stores.locale.currentLocale)).toBe('en-US');
  });

  it('falls to the cached country default, then en-US', () => {
    const cached = setupStores(cachedConfig('es-MX'));
    applyStartingLocale(cached.stores, { browser: ['fr-FR'] });
    expect(cached.store.get(cached.stores.locale.currentLocale)).toBe('es-MX');
    const none = setupStores();
    applyStartingLocale(none.stores, { browser: ['fr-FR'] });
    expect(none.store.get(none.stores.locale.currentLocale)).toBe('en-US');
  });

  it('resolves again with the sources it was given first (once the config has loaded)', () => {
    const { stores, store } = setupStores();
    applyStartingLocale(stores, { browser: ['de'] });
    store.set(stores.globalConfig.setResult, { country_config: { default_language: 'es' }, features: {} });
    applyStartingLocale(stores);
    expect(store.get(stores.locale.currentLocale)).toBe('es-MX');
  });

  it('drops remote keys of another language when it changes the language', () => {
    const { stores, store } = setupStores();
    store.set(stores.locale.setLocaleData, [{ key: 'common.next', value: 'Next' }]);
    applyStartingLocale(stores, { browser: ['es'] });
    expect(store.get(stores.locale.state)).toEqual({
      currentLocale: 'es-MX',
      localeData: [],
      localeDataFor: null,
    });
  });
});
