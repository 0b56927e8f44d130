import {
  createIntl,
  createIntlCache,
  type IntlCache,
  type IntlShape,
  type MessageDescriptor,
  type OnErrorFn,
} from '@formatjs/intl';
import { DEFAULT_LOCALE, type SupportedLocale } from '../config/constants.ts';
import { DEFAULT_MESSAGE_VALUES } from './message-values.ts';
import { bundles, isMessageId, type Messages } from './messages/index.ts';

export type SendaIntl = IntlShape<string>;

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

type LooseFormatMessage = (
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
  opts?: unknown,
) => ReturnType<SendaIntl['formatMessage']>;

/**
 * `createIntl` with two additions made inside formatMessage so they work wherever the intl object
 * goes (a react-intl RawIntlProvider included):
 * - an id missing from the locale's messages is formatted from the en-US bundle, and formatjs
 *   reports it through onError as a MissingTranslationError (it does so because the en-US text is
 *   passed as defaultMessage for a non-default locale);
 * - placeholders holding spec constants get their values (see DEFAULT_MESSAGE_VALUES).
 */
export function createSendaIntl({
  locale,
  messages = bundles[locale],
  timeZone,
  onError,
  onWarn = () => {},
  cache = createIntlCache(),
}: CreateSendaIntlOptions): SendaIntl {
  const intl = createIntl(
    { locale, defaultLocale: DEFAULT_LOCALE, messages, timeZone, onError, onWarn },
    cache,
  );
  const fallback: Messages = bundles[DEFAULT_LOCALE];
  const format = intl.formatMessage as unknown as LooseFormatMessage;

  const formatMessage: LooseFormatMessage = (descriptor, values, opts) => {
    const id = descriptor.id === undefined ? undefined : String(descriptor.id);
    const missing =
      id !== undefined &&
      descriptor.defaultMessage === undefined &&
      !Object.hasOwn(messages, id) &&
      Object.hasOwn(fallback, id);
    const resolved = missing ? { ...descriptor, defaultMessage: fallback[id] } : descriptor;
    const defaults = id !== undefined && isMessageId(id) ? DEFAULT_MESSAGE_VALUES[id] : undefined;
    return format(resolved, defaults === undefined ? values : { ...defaults, ...values }, opts);
  };

  const typed = formatMessage as unknown as SendaIntl['formatMessage'];
  return { ...intl, formatMessage: typed, $t: typed as unknown as SendaIntl['$t'] };
}
