import { wingParts } from '../flow-declarations/flow-parts.ts';
import { FALLBACK_ERROR_MESSAGE_ID } from './fallback-error-message.ts';
import type { MessageId } from './messages/index.ts';

/** The spec's numeric codes, named so callers never write a bare number. */
export const ERROR_CODES = Object.freeze({
  MAX_LOGIN_RETRIES: 422005,
  MAX_SIGNUP_RETRIES: 422006,
  PENDING_OTP_SIGNUP: 422019,
  MAX_OTT_RETRIES: 422026,
  OTT_EXPIRED: 422025,
  OTT_INCORRECT: 422028,
  OTP_EXPIRED: 422004,
  OTT_VERIFICATION_BLOCKED: 422035,
  RESEND_OTT_BLOCKED: 422024,
  INVALID_OTP: 4221402,
  INCORRECT_OTP: 422011,
  FAILED_TO_VALIDATE_OTT: 400061,
  MISSING_OTT_REQUEST_ID_HEADER: 400166,
  MAINTENANCE: -44001,
});
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** `failure.errorId` / `errorCode` values of the OTP validation answer. */
export const OTP_ERROR_IDS = Object.freeze({
  INCORRECT_OTP: 'INCORRECT_OTP',
  OTP_EXPIRED: 'OTP_EXPIRED',
  MAXIMUM_RETRY_LOGIN: 'MAXIMUM_RETRY_LOGIN',
  MAXIMUM_RETRY_SIGNUP: 'MAXIMUM_RETRY_SIGNUP',
});
export type OtpErrorId = (typeof OTP_ERROR_IDS)[keyof typeof OTP_ERROR_IDS];

/** The spec's network/unknown failure; the gateway client reports it with these two values. */
export const UNKNOWN_ERROR_CODE = 'UNKNOWN_ERROR_CODE';
export const UNKNOWN_ERROR_ID = 999999;
/** errorCode of a 2xx gateway answer that failed its schema (same value as the gateway client's). */
export const MALFORMED_RESPONSE_CODE = 'MALFORMED_RESPONSE';
/** errorCode for a journey-settings file that does not compile into a journey. */
export const BROKEN_JOURNEY_FILE_CODE = 'JOURNEY_FILE_INVALID';
/**
 * errorCode of createOrder's refusal of an 11th line on one CURP (Padrón de Telefonía Móvil; not
 * in the spec: the registry postdates the spec). The purchase asks before payment, on personal details;
 * this is what the summary says if the order is refused anyway.
 */
export const CURP_LINE_LIMIT_CODE = 'CURP_LINE_LIMIT';
export const CURP_LINE_LIMIT_ERROR_ID = 422701;
/** errorCode of the profile e-mail update's refusal of an address another account has (409). */
export const EMAIL_IN_USE_CODE = 'EMAIL_IN_USE';
/**
 * Saved cards, not in the spec: the sandbox's codes from 422810–422819 (card update's own are its
 * wing's), by name and by number, each with the sentence that says what to do.
 */
export const CARD_ERROR_CODES = Object.freeze({
  EXPIRED_CARD_NOT_DEFAULT: { errorId: 422812, messageId: 'payment_methods.expired_not_default' },
  CARD_NOT_VALIDATED: { errorId: 422813, messageId: 'payment_methods.not_validated' },
} as const satisfies Readonly<Record<string, { errorId: number; messageId: MessageId }>>);

/**
 * Refusals that once shared a number: SIM replacement keeps 422601 and 422602 (its wing's); renewal,
 * cash payment and the win-back offer have their own (sandbox choices 422950-422952, not in the spec).
 * Each by name and by number, with its own sentence.
 */
export const REFUSAL_ERROR_CODES = Object.freeze({
  RENEWAL_NOT_ELIGIBLE: { errorId: 422950, messageId: 'errors.refusal.renewal_not_eligible' },
  CASH_PAYMENT_NOT_AVAILABLE: { errorId: 422951, messageId: 'errors.refusal.cash_payment_not_available' },
  WIN_BACK_OFFER_UNAVAILABLE: { errorId: 422952, messageId: 'errors.refusal.win_back_offer_unavailable' },
  // An account-changing action without its step-up proof, and an identity-check photo
  // that is not a real image of a reasonable size (sandbox choices, not in the spec).
  STEP_UP_REQUIRED: { errorId: 422120, messageId: 'errors.code.422120' },
  KYC_IMAGE_NOT_PLAUSIBLE: { errorId: 422605, messageId: 'errors.code.422605' },
} as const satisfies Readonly<Record<string, { errorId: number; messageId: MessageId }>>);

// A module of its own: the notifications (first load) read it without the error catalogue.
export { FALLBACK_ERROR_MESSAGE_ID };

export interface ErrorCatalogueEntry {
  readonly code: ErrorCode | OtpErrorId | string | number;
  readonly messageId: MessageId;
}

const numericEntry = (code: ErrorCode): ErrorCatalogueEntry => ({
  code,
  messageId: `errors.code.${code}` satisfies MessageId,
});

/** Every code the app knows, with the sentence it shows. Codes are matched as trimmed, upper-cased text. */
export const ERROR_CATALOGUE: readonly ErrorCatalogueEntry[] = Object.freeze([
  ...Object.values(ERROR_CODES).map(numericEntry),
  { code: OTP_ERROR_IDS.INCORRECT_OTP, messageId: 'errors.otp.incorrect' },
  { code: OTP_ERROR_IDS.OTP_EXPIRED, messageId: 'errors.otp.expired' },
  { code: OTP_ERROR_IDS.MAXIMUM_RETRY_LOGIN, messageId: 'errors.otp.max_retry_login' },
  { code: OTP_ERROR_IDS.MAXIMUM_RETRY_SIGNUP, messageId: 'errors.otp.max_retry_signup' },
  { code: UNKNOWN_ERROR_CODE, messageId: 'errors.unknown' },
  { code: UNKNOWN_ERROR_ID, messageId: 'errors.unknown' },
  { code: MALFORMED_RESPONSE_CODE, messageId: 'errors.gateway.malformed_response' },
  { code: BROKEN_JOURNEY_FILE_CODE, messageId: 'errors.journey.broken_file' },
  { code: CURP_LINE_LIMIT_CODE, messageId: 'errors.curp_line_limit' },
  { code: CURP_LINE_LIMIT_ERROR_ID, messageId: 'errors.curp_line_limit' },
  { code: EMAIL_IN_USE_CODE, messageId: 'errors.email_in_use' },
  // createOrder's refusal of a delivery window that passed or filled after the delivery step
  // showed it (sandbox choice 422720, not in the spec): the summary sends the buyer back to choose.
  { code: 'DELIVERY_SLOT_NOT_AVAILABLE', messageId: 'errors.delivery_slot_not_available' },
  { code: 422720, messageId: 'errors.delivery_slot_not_available' },
  // manage_order's reCAPTCHA (orders/recaptcha.ts): the gateway's two refusals (sandbox choices
  // 400171-400172, not in the spec) and the page's own when it could get no token.
  { code: 'RECAPTCHA_REQUIRED', messageId: 'errors.recaptcha.required' },
  { code: 400171, messageId: 'errors.recaptcha.required' },
  { code: 'RECAPTCHA_INVALID', messageId: 'errors.recaptcha.invalid' },
  { code: 400172, messageId: 'errors.recaptcha.invalid' },
  { code: 'RECAPTCHA_UNAVAILABLE', messageId: 'errors.recaptcha.unavailable' },
  // Port-in after the purchase: a re-initiation's NIP and number are refused as at purchase.
  { code: 'INVALID_NIP', messageId: 'errors.port_in.nip_invalid' },
  { code: 'NIP_EXPIRED', messageId: 'errors.port_in.nip_expired' },
  { code: 'PORT_IN_NOT_ELIGIBLE', messageId: 'errors.port_in.not_eligible' },
  // Each flow wing's refusals (flows/<flow>/flow.ts `errorCodes`), by name and by number.
  ...(typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
    ? __SENDA_FLOW_ERROR_CODES__
    : wingParts().errorCodes
  ).flatMap(({ code, errorId, messageId }) => [
    { code, messageId },
    ...(errorId === undefined ? [] : [{ code: errorId, messageId }]),
  ]),
  ...[CARD_ERROR_CODES, REFUSAL_ERROR_CODES].flatMap((codes) =>
    Object.entries(codes).flatMap(([code, { errorId, messageId }]) => [
      { code, messageId },
      { code: errorId, messageId },
    ]),
  ),
]);

const codeKey = (value: unknown): string | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.toUpperCase();
};

const BY_CODE: ReadonlyMap<string, MessageId> = new Map(
  ERROR_CATALOGUE.map((entry) => [codeKey(entry.code) ?? '', entry.messageId]),
);

/** HTTP outcomes. Status 0 is what a browser reports for a request that got no answer at all. */
const statusMessageId = (status: number): MessageId | undefined => {
  if (status === 401) return 'errors.http.401';
  if (status === 403) return 'errors.http.403';
  if (status === 429) return 'errors.http.429';
  if (status === 0 || status >= 500) return 'errors.unknown';
  return undefined;
};

export interface ErrorMessageInput {
  readonly errorId?: unknown;
  readonly errorCode?: unknown;
  readonly status?: unknown;
}

/**
 * The message id to show for a failure. The gateway is not consistent about which field carries the
 * numeric code and which the named one, so both are looked up in the whole catalogue: errorId first
 * (it is the more specific in the OTP answers), then errorCode, then the HTTP status, then
 * `errors.something_wrong`.
 */
export function errorMessageId({ errorId, errorCode, status }: ErrorMessageInput = {}): MessageId {
  for (const candidate of [errorId, errorCode]) {
    const key = codeKey(candidate);
    const messageId = key === undefined ? undefined : BY_CODE.get(key);
    if (messageId !== undefined) return messageId;
  }
  if (typeof status === 'number' && Number.isInteger(status)) {
    const messageId = statusMessageId(status);
    if (messageId !== undefined) return messageId;
  }
  return FALLBACK_ERROR_MESSAGE_ID;
}
