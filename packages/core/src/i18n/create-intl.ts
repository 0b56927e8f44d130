import type { IntlCache, OnErrorFn } from '@formatjs/intl';
import { DEFAULT_LOCALE, type SupportedLocale } from '../config/constants.ts';
import { createIntlFromMessages, type SendaIntl } from './intl-from-messages.ts';
import { bundles, type Messages } from './messages/index.ts';

export type { SendaIntl } from './intl-from-messages.ts';

export interface CreateSendaIntlOptions {
  readonly locale: SupportedLocale;
  /** The locale's messages, e.g. after a remote merge; the bundled ones when absent. */
  readonly messages?: Messages;
  /** IANA zone for dates in messages, from the country config. */
  readonly timeZone?: string;
  /** Receives every formatting problem, missing translations included, instead of the console. */
  readonly onError: OnErrorFn;
  readonly onWarn?: (warning: string) => void;
  /** Share one cache across locale switches so formatters are not rebuilt. */
  readonly cache?: IntlCache;
}

/**
 * createIntlFromMessages over the bundled messages, both languages at hand: an id missing from
 * the locale's messages is formatted from the en-US bundle. For Node and tests; the app loads only
 * the language it shows and builds its formatter with createIntlFromMessages.
 */
export function createSendaIntl({
  locale,
  messages = bundles[locale],
  ...rest
}: CreateSendaIntlOptions): SendaIntl {
  return createIntlFromMessages({ locale, messages, fallbackMessages: bundles[DEFAULT_LOCALE], ...rest });
}
