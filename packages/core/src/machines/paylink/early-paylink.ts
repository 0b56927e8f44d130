import * as v from 'valibot';
import { fillPath } from '../../gateway/endpoint.ts';
import { paylinkDetailsEndpoint } from '../../gateway/payments/paylink-details.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { type PaylinkOutcome, paylinkOutcome } from '../../orders/paylink-outcome.ts';

/**
 * Pay-by-link opened from its link says what the link is before the app has started: the
 * prerendered page's frame carries, in its language, the sentence of every answer the link can get
 * (EARLY_PAYLINK_TEXT_IDS), and the page's early script (the web app's early-paylink-fill.ts)
 * writes into the frame the one this module decides from the link's details, read by index.html
 * at byte zero (early-reads.ts). The answer is checked with the read's own schema and the outcome
 * is the machine's (paylinkOutcome), so the frame never offers to pay a link the page then refuses.
 */

/** What the frame can say: the ways to pay a payable link, else the title of the link's own page. */
export type EarlyPaylinkAnswer = PaylinkOutcome | 'not-found' | 'invalid';

export const EARLY_PAYLINK_TEXT_IDS = {
  payable: 'paylink.ways',
  paid: 'paylink.paid.title',
  cancelled: 'paylink.cancelled.title',
  expired: 'paylink_expired.title',
  'not-found': 'paylink.not_found.title',
  invalid: 'paylink.invalid.title',
} as const satisfies Record<EarlyPaylinkAnswer, MessageId>;

/** The frame's texts: each answer's sentence, in the page's language, by its own formatter. */
export function earlyPaylinkTexts(format: (id: MessageId) => string): Record<EarlyPaylinkAnswer, string> {
  return Object.fromEntries(
    Object.entries(EARLY_PAYLINK_TEXT_IDS).map(([answer, id]) => [answer, format(id)]),
  ) as Record<EarlyPaylinkAnswer, string>;
}

/** The early read as the script has it: the answer's HTTP status and its JSON body. */
export interface EarlyPaylinkRead {
  status: number;
  body: unknown;
}

/**
 * The answer the page will give for the link: `invalid` for an address with no usable paylink_id
 * (`read` null), `not-found` for a 404, else the details' outcome at `now`. Undefined for anything
 * else (no read, another failure, a body the schema refuses): the frame then keeps its placeholder.
 */
export function earlyPaylinkAnswer(
  read: EarlyPaylinkRead | null | undefined,
  now: number,
): EarlyPaylinkAnswer | undefined {
  if (read === null) return 'invalid';
  if (read === undefined) return undefined;
  if (read.status === 404) return 'not-found';
  if (read.status < 200 || read.status > 299) return undefined;
  const parsed = v.safeParse(paylinkDetailsEndpoint.response, read.body);
  return parsed.success ? paylinkOutcome(parsed.output.result, now) : undefined;
}

/** The sentence for that answer, in the frame's texts; undefined when either is unknown. */
export function earlyPaylinkSentence(
  read: EarlyPaylinkRead | null | undefined,
  texts: Readonly<Partial<Record<string, string>>>,
  now: number,
): string | undefined {
  const answer = earlyPaylinkAnswer(read, now);
  return answer === undefined ? undefined : texts[answer];
}

/** Whether an early read's URL is the details read of `paylinkId` (the page's own first read). */
export const isPaylinkDetailsRead = (url: URL, paylinkId: string): boolean =>
  url.pathname.endsWith(`/${fillPath(paylinkDetailsEndpoint.path, { paylinkId })}`);
