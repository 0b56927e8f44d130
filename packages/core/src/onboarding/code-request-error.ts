import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { formatCountdown, msUntilNextSecond, remainingSeconds } from './otp-countdown.ts';

/**
 * What a failed sign-up, sign-in or guest code request tells the customer: the catalogue
 * decides (422019 pending sign-up; 422005/422006 too many attempts or too many codes for this
 * e-mail; 422024 too many codes). Whether the e-mail has an account is never among the answers:
 * the gateway answers a sign-in for an unknown e-mail like any other and says so in the mail.
 */
export function codeRequestErrorMessageId(error: unknown): MessageId {
  return errorMessageId(typeof error === 'object' && error !== null ? error : {});
}

/**
 * A refused code request, as the log-in and sign-up pages keep it: the message, and when a new
 * request may be answered (the refusal's Retry-After from `at`), or null when the gateway did
 * not say (a gateway that answers 422005 alone: the catalogue's "wait a few minutes").
 */
export interface CodeRequestRefusal {
  messageId: MessageId;
  retryAt: number | null;
}

export function codeRequestRefusal(error: unknown, at: number): CodeRequestRefusal {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  const known = typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0;
  return { messageId: codeRequestErrorMessageId(error), retryAt: known ? at + seconds * 1000 : null };
}

/**
 * What the page shows for a refusal at `now`. With a Retry-After it is a wait the customer can
 * pass (the gateway's challenge when many codes were asked for an e-mail, a few seconds; or the
 * device's own limit): a countdown, and Next held until it ends; then "ask again now". Without
 * one, the catalogue's text and Next free, as before.
 */
export type CodeRequestRefusalView =
  | { kind: 'message'; messageId: MessageId }
  | { kind: 'waiting'; messageId: MessageId; secondsLeft: number; countdown: string }
  | { kind: 'wait-over'; messageId: MessageId };

export const CODE_REQUEST_WAIT_MESSAGES = {
  waiting: 'auth.code_wait',
  over: 'auth.code_wait_over',
} as const satisfies Record<string, MessageId>;

export function codeRequestRefusalView(refusal: CodeRequestRefusal, now: number): CodeRequestRefusalView {
  if (refusal.retryAt === null) return { kind: 'message', messageId: refusal.messageId };
  const secondsLeft = remainingSeconds(refusal.retryAt, now);
  if (secondsLeft <= 0) return { kind: 'wait-over', messageId: CODE_REQUEST_WAIT_MESSAGES.over };
  return {
    kind: 'waiting',
    messageId: CODE_REQUEST_WAIT_MESSAGES.waiting,
    secondsLeft,
    countdown: formatCountdown(secondsLeft),
  };
}

/** Milliseconds until the countdown's number changes (0 once the wait is over or there is none). */
export function codeRequestRefusalTick(refusal: CodeRequestRefusal, now: number): number {
  return refusal.retryAt === null ? 0 : msUntilNextSecond(refusal.retryAt, now);
}
