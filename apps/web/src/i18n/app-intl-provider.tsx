import { bundles, createSendaIntl, mergeRemoteMessages, type SupportedLocale } from '@senda/core';
import { useAtomValue } from 'jotai';
import { Fragment, type ReactNode, useEffect, useMemo } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { useServices } from '../app/services-context';

/**
 * The react-intl side of core's i18n: the current locale from the locale store, the remote keys
 * merged over the bundled messages, formatted by core's `createSendaIntl` (which falls back to
 * en-US for a missing id and fills the spec constants into placeholders).
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { stores } = useServices();
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  const remote = useAtomValue(stores.locale.state, { store: stores.store }).localeData;
  const timeZone = useAtomValue(stores.globalConfig.state, { store: stores.store }).result?.country_config
    .default_timezone;

  const intl = useMemo(() => {
    const merged = mergeRemoteMessages(bundles[locale as SupportedLocale], remote);
    const core = createSendaIntl({
      locale,
      messages: merged.messages,
      ...(timeZone ? { timeZone } : {}),
      onError: (error) => {
        if (import.meta.env.DEV) console.warn('[intl]', error.message);
      },
    });
    // react-intl's shape is core's plus how rich text renders in React.
    return { ...core, textComponent: Fragment, wrapRichTextChunksInFragment: false } as unknown as IntlShape;
  }, [locale, remote, timeZone]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
