import * as v from 'valibot';
import { ERROR_CODES, errorMessageId, OTP_ERROR_IDS } from '../../i18n/error-messages.ts';

/**
 * the spec's OTP validation errors, as decisions. A failure is recognised by its errorCode, or by the
 * numeric code from the spec's table when the code name is missing.
 */
export type OtpErrorOutcome =
  | { kind: 'incorrect'; attemptsLeft: number | null }
  | { kind: 'expired' }
  | { kind: 'max_retry_login'; messageId: string }
  | { kind: 'max_retry_signup'; messageId: string }
  | { kind: 'other'; messageId: string };

export const OTP_MESSAGES = {
  incorrect: 'errors.otp.incorrect',
  expired: 'errors.otp.expired',
  maxRetryLogin: 'errors.otp.max_retry_login',
  maxRetrySignup: 'errors.otp.max_retry_signup',
  codeResent: 'verify_otp.code_resent',
} as const;

interface FailureFields {
  errorId?: unknown;
  errorCode?: unknown;
  status?: unknown;
  retryAfterSeconds?: unknown;
  body?: unknown;
}

/**
 * The spec has no OTP attempt limit (the spec lists none), so the count comes from the gateway: a wrong
 * code's failure may carry `remainingAttempts`, the codes still allowed before MAXIMUM_RETRY_*.
 * Absent or malformed, the alert simply says the code is wrong.
 */
const AttemptsLeftBodySchema = v.object({
  failure: v.object({ remainingAttempts: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

const attemptsLeftOf = (fields: FailureFields): number | null => {
  const parsed = v.safeParse(AttemptsLeftBodySchema, fields.body);
  return parsed.success ? parsed.output.failure.remainingAttempts : null;
};

const fieldsOf = (error: unknown): FailureFields =>
  typeof error === 'object' && error !== null ? (error as FailureFields) : {};

/**
 * "Other errors show a danger notification with the error-code message, or something_wrong":
 * the i18n error catalogue picks the message for the failure's code (or its HTTP status).
 */
export function otpErrorMessageId(error: unknown): string {
  const { errorId, errorCode, status } = fieldsOf(error);
  return errorMessageId({ errorId, errorCode, status });
}

const is = (fields: FailureFields, code: string, id: number) =>
  fields.errorCode === code || (fields.errorCode === undefined && fields.errorId === id);

/**
 * MAXIMUM_RETRY_* comes in two cases with one code: this code has had its wrong tries and stopped
 * working (a new one helps, so "log in again"), or code requests are refused for a while (too many
 * for this device, this address or this e-mail), which the gateway says with Retry-After (a new
 * code would be refused too, so the spec's catalogue's "wait" text for the numeric code).
 */
const maxRetryMessageId = (fields: FailureFields, perRequest: string, code: number): string =>
  typeof fields.retryAfterSeconds === 'number' ? errorMessageId({ errorId: code }) : perRequest;

export function classifyOtpError(error: unknown): OtpErrorOutcome {
  const fields = fieldsOf(error);
  if (is(fields, OTP_ERROR_IDS.INCORRECT_OTP, ERROR_CODES.INCORRECT_OTP)) {
    return { kind: 'incorrect', attemptsLeft: attemptsLeftOf(fields) };
  }
  if (is(fields, OTP_ERROR_IDS.OTP_EXPIRED, ERROR_CODES.OTP_EXPIRED)) return { kind: 'expired' };
  if (is(fields, OTP_ERROR_IDS.MAXIMUM_RETRY_LOGIN, ERROR_CODES.MAX_LOGIN_RETRIES)) {
    const messageId = maxRetryMessageId(fields, OTP_MESSAGES.maxRetryLogin, ERROR_CODES.MAX_LOGIN_RETRIES);
    return { kind: 'max_retry_login', messageId };
  }
  if (is(fields, OTP_ERROR_IDS.MAXIMUM_RETRY_SIGNUP, ERROR_CODES.MAX_SIGNUP_RETRIES)) {
    const messageId = maxRetryMessageId(fields, OTP_MESSAGES.maxRetrySignup, ERROR_CODES.MAX_SIGNUP_RETRIES);
    return { kind: 'max_retry_signup', messageId };
  }
  return { kind: 'other', messageId: otpErrorMessageId(error) };
}
