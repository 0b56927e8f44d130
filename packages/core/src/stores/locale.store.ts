import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../config/constants.ts';
import { RemoteLocaleEntrySchema } from '../i18n/remote-locale.schema.ts';
import { type KeyValueStorage, persistedAtom, writeRaw } from './persisted-atom.ts';
import { STORAGE_KEYS, STORE_KEYS } from './storage-keys.ts';
import { withDefault } from './store-schemas.ts';

export const SupportedLocaleSchema = v.picklist(SUPPORTED_LOCALES);

/** Locale keys from the gateway: `result.keys` as `{ key, value }` entries. */
export type LocaleEntry = v.InferOutput<typeof RemoteLocaleEntrySchema>;

export const LocaleStateSchema = v.object({
  localeData: withDefault(v.array(RemoteLocaleEntrySchema), () => []),
  /**
   * The language `localeData` was fetched for (an answer with no keys counts), so a later page
   * load can render with it at once and refresh it behind the page. null: never fetched
   * for the current language, or saved by an older build.
   */
  localeDataFor: withDefault(v.nullable(SupportedLocaleSchema), (): SupportedLocale | null => null),
  currentLocale: withDefault(SupportedLocaleSchema, (): SupportedLocale => DEFAULT_LOCALE),
});
export type LocaleState = v.InferOutput<typeof LocaleStateSchema>;

export const localeDefaults = (): LocaleState => v.parse(LocaleStateSchema, {});

/** Changing locale drops the loaded keys: they belong to the old language and must be fetched again. */
export function setCurrentLocale(state: LocaleState, locale: SupportedLocale): LocaleState {
  if (state.currentLocale === locale) return state;
  return { currentLocale: locale, localeData: [], localeDataFor: null };
}

const sameEntries = (stored: readonly LocaleEntry[], fetched: readonly LocaleEntry[]): boolean =>
  stored.length === fetched.length &&
  stored.every((entry, index) => entry.key === fetched[index]?.key && entry.value === fetched[index]?.value);

/** What this page load brings besides storage and config: `setlocale` and the browser's languages. */
export interface PageLocaleSources {
  readonly setlocale?: SupportedLocale;
  readonly browser: readonly string[];
}

export function createLocaleStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.locale,
    schema: LocaleStateSchema,
    initial: localeDefaults,
    storage: deps.storage,
  });
  return {
    state,
    currentLocale: atom((get) => get(state).currentLocale),
    /** Not persisted: the next page load brings its own (session/starting-locale.ts reads them). */
    pageSources: atom<PageLocaleSources>({ browser: [] }),
    /**
     * The language the app starts in when the customer has chosen none: like setLocale, but it
     * writes no `locale`/`langCode` key, which would turn a guess into a stored choice.
     */
    startIn: atom(null, (_get, set, locale: SupportedLocale) => {
      if (!v.is(SupportedLocaleSchema, locale)) return;
      set(state, (previous) => setCurrentLocale(previous, locale));
    }),
    /** Also written to the raw `locale` and `langCode` keys, which survive a logout. */
    setLocale: atom(null, (_get, set, locale: SupportedLocale) => {
      if (!v.is(SupportedLocaleSchema, locale)) return;
      set(state, (previous) => setCurrentLocale(previous, locale));
      writeRaw(deps.storage(), STORAGE_KEYS.locale, locale);
      writeRaw(deps.storage(), STORAGE_KEYS.langCode, locale);
    }),
    /** The current language's keys as the gateway answered them (the caller checks the language is still current). */
    setLocaleData: atom(null, (_get, set, entries: readonly LocaleEntry[]) => {
      set(state, (previous) =>
        // The page rendered with the stored keys, and a refresh usually brings the same ones back:
        // changing nothing then spares a phone re-rendering every text on the page.
        previous.localeDataFor === previous.currentLocale && sameEntries(previous.localeData, entries)
          ? previous
          : { ...previous, localeData: [...entries], localeDataFor: previous.currentLocale },
      );
    }),
    /** The current language's keys are stored from an earlier page load. */
    hasStoredKeys: atom((get) => get(state).localeDataFor === get(state).currentLocale),
  };
}
export type LocaleStore = ReturnType<typeof createLocaleStore>;
