import * as v from 'valibot';
import { isSupportedLocale } from '../../config/constants.ts';
import { globalConfigEndpoint } from '../../gateway/config/global-config.ts';
import { fillPath } from '../../gateway/endpoint.ts';
import { getOrderEndpoint } from '../../gateway/orders/get-order.ts';
import { EARLY_DATE_MARK, withEarlyDate } from '../../i18n/early-date.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { lineState } from './line-home.rules.ts';
import { LINE_STATUS_MEANING_IDS, lineStatusMeaning } from './line-status-meaning.ts';

/**
 * The line page opened from a link says its line's status before the app has started: the
 * prerendered page's frame carries, in its language, the text of every meaning the status can say
 * (LINE_STATUS_MEANING_IDS, each formatted with `{date}` left as LINE_STATUS_DATE_MARK), and as
 * soon as the app's scripts have run (before its start-up, hydration and the line's render) the
 * web app's early-line-status-fill.ts writes into it the sentence this module decides from the
 * order index.html read at byte zero (early-reads.ts). The answer is checked with the order read's
 * own schema and the sentence is lineHomeView's (lineStatusMeaning), so a line without service
 * never reads as working, and the page's own render says the same.
 */

/** Stands for the `{date}` argument in a meaning's text, until the date is known. */
export const LINE_STATUS_DATE_MARK = EARLY_DATE_MARK;

/** What the frame's element carries: each meaning's text, and the page's language. */
export interface EarlyLineStatusTexts {
  locale: string;
  texts: Readonly<Partial<Record<MessageId, string>>>;
}

/**
 * What the frame carries: every meaning the status can say, in `locale`, by the page's own
 * formatter (react-intl's formatMessage in the app), the date left as LINE_STATUS_DATE_MARK.
 */
export function earlyLineStatusTexts(
  locale: string,
  format: (id: MessageId, values: { date: string }) => string,
): EarlyLineStatusTexts {
  const texts = Object.fromEntries(
    LINE_STATUS_MEANING_IDS.map((id) => [id, format(id, { date: LINE_STATUS_DATE_MARK })]),
  );
  return { locale, texts };
}

const OrderAnswerSchema = getOrderEndpoint.response;

/**
 * The sentence the line page will say for this order answer (the early read's body), in the
 * frame's language; undefined when the answer is not an order with a line (pending, refused by the
 * schema), the text is missing, or the meaning names a date and the time zone is not known yet
 * (`config` is the global config's answer or stored result, `null` while unknown).
 */
export function earlyLineStatusSentence(
  answer: unknown,
  { locale, texts }: EarlyLineStatusTexts,
  config: unknown,
): string | undefined {
  const parsed = v.safeParse(OrderAnswerSchema, answer);
  const order = parsed.success ? parsed.output.result : undefined;
  if (!order?.line) return undefined;
  const { meaningId, meaningDate } = lineStatusMeaning(
    order.line,
    lineState({ line: order.line, delivery: order.delivery }),
  );
  const text = texts[meaningId];
  if (text === undefined || !isSupportedLocale(locale)) return undefined;
  if (meaningDate === null) return text.includes(LINE_STATUS_DATE_MARK) ? undefined : text;
  return withEarlyDate(text, meaningDate, locale, config);
}

/** Whether an early read's URL is the order read of `orderRef` (the line page's own). */
export const isOrderRead = (url: URL, orderRef: string): boolean =>
  url.pathname.endsWith(`/${fillPath(getOrderEndpoint.path, { orderReference: orderRef })}`);

/** Whether an early read's URL is the global config's. */
export const isGlobalConfigRead = (url: URL): boolean =>
  url.pathname.endsWith(`/${globalConfigEndpoint.path}`);
