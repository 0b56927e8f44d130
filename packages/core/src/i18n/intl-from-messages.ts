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
import type { MessageId } from './messages/index.ts';
import type { LoadedMessages } from './messages/load-messages.ts';

export type SendaIntl = IntlShape<string>;

export interface IntlFromMessagesOptions {
  readonly locale: SupportedLocale;
  /** The locale's messages (texts or parsed ICU), e.g. after a remote merge. */
  readonly messages: LoadedMessages;
  /**
   * The en-US messages, for an id the locale lacks. Optional so an app can load them only when
   * such an id turns up; without them a missing id is reported and shown as the id.
   */
  readonly fallbackMessages?: LoadedMessages | undefined;
  /** IANA zone for dates in messages, from the country config. */
  readonly timeZone?: string | undefined;
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
 * - an id missing from the locale's messages is formatted from the fallback (en-US) messages, and
 *   formatjs reports it through onError as a MissingTranslationError (it does so because the en-US
 *   message is passed as defaultMessage for a non-default locale);
 * - placeholders holding spec constants get their values (see DEFAULT_MESSAGE_VALUES).
 *
 * It imports no bundle: the caller brings the messages (createSendaIntl brings the bundled ones).
 */
export function createIntlFromMessages({
  locale,
  messages,
  fallbackMessages,
  timeZone,
  onError,
  onWarn = () => {},
  cache = createIntlCache(),
}: IntlFromMessagesOptions): SendaIntl {
  const intl = createIntl(
    // formatjs takes parsed messages as well as texts; its typing only knows the texts.
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: messages as Record<string, string>,
      timeZone,
      onError,
      onWarn,
    },
    cache,
  );
  const format = intl.formatMessage as unknown as LooseFormatMessage;

  const formatMessage: LooseFormatMessage = (descriptor, values, opts) => {
    const id = descriptor.id === undefined ? undefined : String(descriptor.id);
    const fallback =
      id !== undefined &&
      fallbackMessages !== undefined &&
      descriptor.defaultMessage === undefined &&
      !Object.hasOwn(messages, id) &&
      Object.hasOwn(fallbackMessages, id)
        ? fallbackMessages[id]
        : undefined;
    const resolved = fallback === undefined ? descriptor : { ...descriptor, defaultMessage: fallback };
    const defaults =
      id !== undefined && Object.hasOwn(DEFAULT_MESSAGE_VALUES, id)
        ? DEFAULT_MESSAGE_VALUES[id as MessageId]
        : undefined;
    return format(
      resolved as MessageDescriptor,
      defaults === undefined ? values : { ...defaults, ...values },
      opts,
    );
  };

  const typed = formatMessage as unknown as SendaIntl['formatMessage'];
  return { ...intl, formatMessage: typed, $t: typed as unknown as SendaIntl['$t'] };
}
