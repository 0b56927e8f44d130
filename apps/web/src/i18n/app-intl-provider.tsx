import { DEFAULT_LOCALE, type SupportedLocale } from '@senda/core/config';
import {
  createIntlFromMessages,
  type LoadedMessages,
  loadedMessages,
  loadMessages,
  loadRemoteMessagesMerge,
  mergePlainRemoteMessages,
  type RemoteMessagesMerge,
  subscribeToMessages,
} from '@senda/core/i18n';
import { useAtomValue } from 'jotai';
import { type ReactNode, use, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createIntlCache, MissingTranslationError, RawIntlProvider } from 'react-intl';
import { rememberLocaleForServer } from '../platform/locale-cookie';
import { useServices } from '../shared/services-context';
import { asReactIntl } from './react-intl-shape';

/**
 * The react-intl side of core's i18n: the current locale from the locale store, its messages
 * (only that language is downloaded), the remote keys merged over them, formatted by core's
 * createIntlFromMessages (which fills the spec constants into placeholders).
 *
 * - main.tsx loads the language before the first render; anything else rendering the app first
 *   (a story) suspends here until it has arrived. A language switch keeps the page in the old
 *   language until the new one has arrived, rather than blanking the app meanwhile.
 * - Remote keys that are plain text (no ICU syntax) are merged at once. Otherwise the merge
 *   needs the ICU parser, which is loaded then; until it arrives the bundled texts show.
 * - A page that shows a message area (core's message-areas.ts) loads it; the texts grow then, and
 *   the provider renders again with them (a subscription to core's loader).
 * - An id missing from the language is formatted from en-US: en-US is loaded the first time that
 *   happens (the completeness test keeps the bundles from ever needing it), the id shows meanwhile.
 */
/**
 * The number and date formatters, kept across the intl objects the provider makes (remote keys
 * merged, a language switch): a date formatter costs a phone tens of milliseconds to build.
 */
const FORMATTER_CACHE = createIntlCache();

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { stores } = useServices();
  const requested = useAtomValue(stores.locale.currentLocale, { store: stores.store }) as SupportedLocale;
  // The texts may suspend (`use`), so nothing else is asked for in this component after them:
  // React replays a suspended component once the texts are there, and a hook it had not reached
  // the first time would break that replay (React error #467). The rest is the next component's.
  const shown = useShownMessages(requested);
  return <IntlFromMessages shown={shown}>{children}</IntlFromMessages>;
}

/** The intl object for the shown texts: the remote keys merged over them, the config's time zone. */
function IntlFromMessages({ shown, children }: { shown: Shown; children: ReactNode }) {
  const { locale, messages } = shown;
  const { stores } = useServices();
  const remote = useAtomValue(stores.locale.state, { store: stores.store }).localeData;
  const timeZone = useAtomValue(stores.globalConfig.state, { store: stores.store }).result?.country_config
    .default_timezone;
  const plain = useMemo(
    () => (remote.length > 0 ? mergePlainRemoteMessages(messages, remote) : undefined),
    [messages, remote],
  );
  const merge = useRemoteMerge(remote.length > 0 && plain === undefined);
  const [fallback, setFallback] = useState<LoadedMessages | undefined>(() =>
    locale === DEFAULT_LOCALE ? undefined : loadedMessages(DEFAULT_LOCALE),
  );
  const fallbackRequested = useRef(false);

  const intl = useMemo(() => {
    const merged =
      remote.length === 0
        ? messages
        : (plain?.messages ?? (merge ? merge(messages, remote).messages : messages));
    const core = createIntlFromMessages({
      locale,
      messages: merged,
      fallbackMessages: locale === DEFAULT_LOCALE ? undefined : fallback,
      timeZone,
      cache: FORMATTER_CACHE,
      onError: (error) => {
        if (import.meta.env.DEV) console.warn('[intl]', error.message);
        if (
          error instanceof MissingTranslationError &&
          locale !== DEFAULT_LOCALE &&
          !fallbackRequested.current
        ) {
          fallbackRequested.current = true;
          const id = error.descriptor?.id;
          // First the areas on their way for this language: the text may be in one of them.
          void loadMessages(locale)
            .then(() => {
              if (!arrivedSince(locale, id)) return loadMessages(DEFAULT_LOCALE).then(setFallback);
              fallbackRequested.current = false;
            })
            .catch(() => {
              fallbackRequested.current = false;
            });
        }
      },
    });
    return asReactIntl(core);
  }, [locale, messages, plain, merge, remote, fallback, timeZone]);

  useEffect(() => {
    document.documentElement.lang = locale;
    rememberLocaleForServer(document, locale);
  }, [locale]);

  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/**
 * A text missing from a render that its language's areas, once all arrived, do hold: a part loaded
 * with its area renders before the provider has re-rendered with it (or while another area is still
 * on its way). The default language is not needed for it; without this check a Spanish page
 * fetched the English texts too, about one visit in three.
 */
function arrivedSince(locale: SupportedLocale, id: unknown): boolean {
  return typeof id === 'string' && loadedMessages(locale)?.[id] !== undefined;
}

interface Shown {
  locale: SupportedLocale;
  messages: LoadedMessages;
}

/**
 * The language to show and its messages: the requested one once loaded (with every area the pages
 * opened want); until then the ones shown before (a switch, an area on its way), or a suspension
 * when nothing was shown yet (a first render).
 */
function useShownMessages(requested: SupportedLocale): Shown {
  const ready = useSyncExternalStore(
    subscribeToMessages,
    () => loadedMessages(requested),
    () => loadedMessages(requested),
  );
  const last = useRef<Shown | undefined>(undefined);
  useEffect(() => {
    // Once loaded, the subscription renders again. A failure keeps the old texts; the next
    // switch or page tries again.
    if (!ready) loadMessages(requested).catch(() => {});
  }, [requested, ready]);
  const shown: Shown | undefined = ready ? { locale: requested, messages: ready } : last.current;
  useEffect(() => {
    if (shown) last.current = shown;
  });
  // `use` comes after every hook, here and in AppIntlProvider: when it suspends, React replays the
  // component once the texts are there, and by then the store may answer at once (an area arrived).
  return shown ?? { locale: requested, messages: use(loadMessages(requested)) };
}

/** The merge function once loaded, loading it the first time remote keys are there. */
function useRemoteMerge(needed: boolean): RemoteMessagesMerge | undefined {
  const [merge, setMerge] = useState<{ run: RemoteMessagesMerge }>();
  useEffect(() => {
    if (!needed || merge) return;
    let current = true;
    loadRemoteMessagesMerge().then(
      (run) => {
        if (current) setMerge({ run });
      },
      // The bundled texts stay; the next render with remote keys tries again.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed, merge]);
  return merge?.run;
}
