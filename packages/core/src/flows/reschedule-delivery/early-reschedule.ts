import * as v from 'valibot';
import { isSupportedLocale } from '../../config/constants.ts';
import { EARLY_DATE_MARK, withEarlyDate } from '../../i18n/early-date.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  RESCHEDULE_REFUSALS,
  type RescheduleRefusal,
  validateRescheduleEndpoint,
} from './gateway/validate-reschedule.ts';
import { rescheduleRefusalMessageId } from './reschedule-delivery.rules.ts';

/**
 * The reschedule link opened from its e-mail says what the link is before the app has started: the
 * prerendered page's frame carries, in its language, every sentence the link's validation can give
 * (earlyRescheduleTexts, dates left as EARLY_DATE_MARK), and the page's early script (the web app's
 * early-reschedule-reader.ts) writes the one this module decides from the validation index.html
 * sent at byte zero (first-read.ts). The answer is checked with the call's own schema and the
 * sentence is the page's: the failed delivery's notice for a usable link (the address step's),
 * else why the link cannot be used (the refused page's). Nothing when unsure: another failure, the
 * wrong-code limit (its minutes come from a header), a date before its time zone is known.
 *
 * The validation may carry a session for the link's customer: this module reads whether it does
 * (a signed-in visitor given one is another customer), never keeps it.
 */

/** The notice's two parts, as the address step writes them one after the other. */
const NOTICE_IDS = {
  notice: 'reschedule_delivery.failed_notice',
  until: 'reschedule_delivery.link_valid_until',
} as const satisfies Record<string, MessageId>;

/** What the frame can say: the notice's parts, and each refusal's message. */
export type EarlyRescheduleText = keyof typeof NOTICE_IDS | RescheduleRefusal | 'OTHER_CUSTOMER';

/** The frame's texts: each sentence in the page's language, by its formatter, dates left as the mark. */
export function earlyRescheduleTexts(
  format: (id: MessageId, values?: { date: string }) => string,
): Record<EarlyRescheduleText, string> {
  const date = { date: EARLY_DATE_MARK };
  return {
    notice: format(NOTICE_IDS.notice, date),
    until: format(NOTICE_IDS.until, date),
    ...(Object.fromEntries(
      [...RESCHEDULE_REFUSALS, 'OTHER_CUSTOMER' as const].map((reason) => [
        reason,
        format(rescheduleRefusalMessageId(reason)),
      ]),
    ) as Record<RescheduleRefusal | 'OTHER_CUSTOMER', string>),
  };
}

/** The early read as the script has it: the answer's status, its JSON body, and whether it carried a token. */
export interface EarlyRescheduleRead {
  status: number;
  body: unknown;
  /** Sent with the stored session's token (the visitor is signed in on this browser). */
  signedIn: boolean;
}

/**
 * The sentence the page will show for this validation, in the frame's texts (`locale` theirs);
 * undefined when unsure. `config` is the global config's answer or stored result, `null` while
 * unknown: the notice names two dates in its zone.
 */
export function earlyRescheduleSentence(
  read: EarlyRescheduleRead | undefined,
  { locale, texts }: { locale: string; texts: Readonly<Partial<Record<string, string>>> },
  config: unknown,
): string | undefined {
  if (!read || read.status < 200 || read.status > 299) return undefined;
  const parsed = v.safeParse(validateRescheduleEndpoint.response, read.body);
  if (!parsed.success) return undefined;
  const validation = parsed.output.result;
  if (!validation.valid) return texts[validation.reason];
  // A session handed to a visitor signed in here: the link is another customer's.
  if (validation.accessToken && read.signedIn) return texts.OTHER_CUSTOMER;
  const { notice, until } = texts;
  if (notice === undefined || until === undefined || !isSupportedLocale(locale)) return undefined;
  const { failedAt, expiresAt } = validation.reschedule;
  const failed = withEarlyDate(notice, failedAt, locale, config);
  const valid = withEarlyDate(until, expiresAt, locale, config);
  return failed === undefined || valid === undefined ? undefined : `${failed} ${valid}`;
}

/** Whether an early read's URL is the validation of `code` (the address step's own first read). */
export function isRescheduleValidation(url: URL, code: string): boolean {
  return (
    url.pathname.endsWith(`/${validateRescheduleEndpoint.path}`) &&
    url.searchParams.get('verificationCode') === code
  );
}
