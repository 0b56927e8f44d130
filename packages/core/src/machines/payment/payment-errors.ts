import { errorMessageId } from '../../i18n/error-messages.ts';
import type { PaymentFailure } from './payment.types.ts';

/**
 * What the payment flow's refusals mean and which sentence each one shows. Reasons come from three
 * places: the transaction (`reason` of a FAILED status), the gateway's failure envelope
 * (`errorCode`, `description`) and the provider's frame (`error.reason`).
 */

/** The server message for a lapsed capture context. */
export const CAPTURE_CONTEXT_EXPIRED_MESSAGE = 'Your capture context has expired.';
export const CAPTURE_CONTEXT_EXPIRED_CODE = 'CAPTURE_CONTEXT_EXPIRED';
export const CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID = 'errors.payment.capture_context_expired';

/** The reason recorded when the polling window (the spec: 30 × 1000 ms) ran out. */
export const POLLING_TIMEOUT_REASON = 'POLLING_TIMEOUT';
/**
 * A request whose answer was lost, not found by its key for a whole the spec's window: it may still be on
 * its way, so the outcome is unknown (not a failure, and nothing is said to be uncharged).
 */
export const REQUEST_UNCONFIRMED_REASON = 'REQUEST_UNCONFIRMED';
/**
 * Shown above the card form once the gateway closed a request that never reached it and the order
 * has no payment attempt: true for good, since the closed request is refused should it arrive.
 */
export const REQUEST_NOT_RECEIVED_MESSAGE_ID = 'payment.not_received';

const FAILURE_MESSAGE_IDS: Readonly<Record<string, string>> = {
  CARD_DECLINED: 'payment.failure.card_declined',
  INSUFFICIENT_FUNDS: 'payment.failure.insufficient_funds',
  AUTHENTICATION_FAILED: 'payment.failure.authentication_failed',
  AUTHENTICATION_TIMEOUT: 'payment.failure.authentication_timeout',
  ORDER_NOT_PAYABLE: 'payment.failure.order_not_payable',
  PAYMENT_IN_PROGRESS: 'payment.failure.in_progress',
  INVALID_PAYMENT_TOKEN: 'payment.failure.token_invalid',
  // A saved card past its expiry month: the gateway refuses to charge it.
  CARD_EXPIRED: 'payment.card.expired',
  [POLLING_TIMEOUT_REASON]: 'payment.failure.timeout',
  // Never the generic sentence, which says no charge was made: that is not known.
  [REQUEST_UNCONFIRMED_REASON]: 'payment.unconfirmed.body',
};
export const GENERIC_FAILURE_MESSAGE_ID = 'payment.failure.generic';

/** The frame's refusals (the provider's own reason codes) and what the customer can do about each. */
const TOKENIZE_MESSAGE_IDS: Readonly<Record<string, string>> = {
  INVALID_CARD_NUMBER: 'validation.card_number.invalid',
  INVALID_SECURITY_CODE: 'payment.card.security_code_invalid',
  INVALID_EXPIRY: 'payment.card.expiry_invalid',
  CARD_EXPIRED: 'payment.card.expired',
  NETWORK_ERROR: 'payment.errors.provider_unreachable',
  TOKENIZE_TIMEOUT: 'payment.errors.provider_unreachable',
};
export const TOKENIZE_FAILED_MESSAGE_ID = 'payment.errors.tokenize_failed';

interface ErrorFields {
  kind?: unknown;
  status?: unknown;
  errorId?: unknown;
  errorCode?: unknown;
  description?: unknown;
  message?: unknown;
  reason?: unknown;
}
const fieldsOf = (error: unknown): ErrorFields =>
  typeof error === 'object' && error !== null ? (error as ErrorFields) : {};

/**
 * "Your capture context has expired.", however it arrives: the gateway's code, its message
 * text (the spec names only the message), or the frame's reason.
 */
export function isCaptureContextExpiredError(error: unknown): boolean {
  const fields = fieldsOf(error);
  return (
    fields.errorCode === CAPTURE_CONTEXT_EXPIRED_CODE ||
    fields.reason === CAPTURE_CONTEXT_EXPIRED_CODE ||
    fields.description === CAPTURE_CONTEXT_EXPIRED_MESSAGE ||
    fields.message === CAPTURE_CONTEXT_EXPIRED_MESSAGE
  );
}

/** payment_request refused because the order cannot take a payment now (paid, closed, or busy). */
export function isOrderNotPayableError(error: unknown): boolean {
  const fields = fieldsOf(error);
  return (
    fields.errorCode === 'ORDER_NOT_PAYABLE' || (fields.errorCode === undefined && fields.status === 409)
  );
}

/**
 * No answer at all (a dropped connection, a page unloading mid-call, a timeout): the request may
 * have reached the gateway and made a transaction, so it is neither failed nor safe to repeat.
 */
export function isAnswerLostError(error: unknown): boolean {
  return fieldsOf(error).kind === 'network';
}

/** The gateway has nothing under that name (for a look-up by idempotency key: no such request). */
export function isNotFoundError(error: unknown): boolean {
  return fieldsOf(error).status === 404;
}

/** The sentence for a FAILED transaction's reason code. */
export function paymentFailureMessageId(reason: string | undefined): string {
  return (reason && FAILURE_MESSAGE_IDS[reason.trim().toUpperCase()]) || GENERIC_FAILURE_MESSAGE_ID;
}

export function paymentFailure(reason: string | undefined): PaymentFailure {
  return { reason: reason?.trim().toUpperCase() || 'UNKNOWN', messageId: paymentFailureMessageId(reason) };
}

/**
 * A payment_request that failed as a call (not a declined card): the payment reason when the code
 * is one, else the spec's catalogue's sentence for the error (network, 5xx, session).
 */
export function failureFromRequestError(error: unknown): PaymentFailure {
  const fields = fieldsOf(error);
  const code = typeof fields.errorCode === 'string' ? fields.errorCode.trim().toUpperCase() : undefined;
  if (code && FAILURE_MESSAGE_IDS[code]) return paymentFailure(code);
  return {
    reason: code ?? 'REQUEST_FAILED',
    messageId: errorMessageId({
      errorId: fields.errorId,
      errorCode: fields.errorCode,
      status: fields.status,
    }),
  };
}

/** The sentence for the frame's refusal to tokenise. */
export function tokenizeErrorMessageId(reason: string | undefined): string {
  return (reason && TOKENIZE_MESSAGE_IDS[reason.trim().toUpperCase()]) || TOKENIZE_FAILED_MESSAGE_ID;
}

const ORDER_NOT_FOUND_MESSAGE_ID = 'orders.not_found';

/**
 * What a failed read (the order, a capture context) says above the form: a 404 on the order means
 * it is not this customer's (or does not exist); anything else, the spec's sentence.
 */
export function loadErrorNotice(error: unknown): string {
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  if (fields.status === 404) return ORDER_NOT_FOUND_MESSAGE_ID;
  return errorMessageId({ errorId: fields.errorId, errorCode: fields.errorCode, status: fields.status });
}
