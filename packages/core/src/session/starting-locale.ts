import { resolveLocale } from '../i18n/locale-resolution.ts';
import type { Stores } from '../stores/create-stores.ts';
import type { PageLocaleSources } from '../stores/locale.store.ts';
import { readRaw } from '../stores/persisted-atom.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';

type LocaleStores = Pick<Stores, 'store' | 'storage' | 'locale' | 'globalConfig'>;

/**
 * The language a page load starts in (resolveLocale's order): `setlocale`, the stored choice, the
 * browser's languages, the country default of the cached global config, en-US.
 *
 * Called twice on a first visit: at start-up with what the page brings (`sources`), and again once
 * the global config has been loaded (app-boot's loadGlobalConfig), because the country default is
 * known only then. Nothing but the start-up spinner is painted before the config is in (the shell
 * waits for it), so a change at that point costs the other language chunk's download, never a page
 * shown in one language and then the other. Later visits have the config cached and start right.
 */
export function applyStartingLocale(stores: LocaleStores, sources?: PageLocaleSources): void {
  const { store } = stores;
  if (sources) store.set(stores.locale.pageSources, sources);
  const page = store.get(stores.locale.pageSources);
  store.set(
    stores.locale.startIn,
    resolveLocale({
      setlocale: page.setlocale,
      stored: readRaw(stores.storage, STORAGE_KEYS.locale),
      browser: page.browser,
      countryDefault: store.get(stores.globalConfig.defaultLanguage),
    }),
  );
}
