import type { Stores } from './create-stores.ts';

/**
 * Calls `listener` each time the app's language becomes another one (setting the language already
 * spoken calls nothing). Returns the unsubscribe.
 */
export function onLanguageChange(stores: Pick<Stores, 'store' | 'locale'>, listener: () => void): () => void {
  let language = stores.store.get(stores.locale.currentLocale);
  return stores.store.sub(stores.locale.currentLocale, () => {
    const next = stores.store.get(stores.locale.currentLocale);
    if (next === language) return;
    language = next;
    listener();
  });
}
