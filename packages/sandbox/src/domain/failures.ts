import { type FailureSpec, f } from './failure-spec.ts';

export type { FailureSpec } from './failure-spec.ts';

/**
 * Every refusal the shared fake gateway can give; a flow wing's own are in its flow.ts
 * (`failures`), thrown by its domain with `fail(spec)`.
 */
export const FAILURES = {
  // OTP
  otpExpired: f(422, 422004, 'OTP_EXPIRED', 'The verification code has expired.'),
  maximumRetryLogin: f(422, 422005, 'MAXIMUM_RETRY_LOGIN', 'Too many attempts. Log in again.'),
  maximumRetrySignup: f(422, 422006, 'MAXIMUM_RETRY_SIGNUP', 'Too many attempts. Sign up again.'),
  incorrectOtp: f(422, 422011, 'INCORRECT_OTP', 'The verification code is incorrect.'),
  pendingOtpSignup: f(422, 422019, 'PENDING_OTP_SIGNUP', 'This e-mail has a sign-up waiting for its code.'),
  invalidOtp: f(422, 4221402, 'INVALID_OTP', 'The verification request is not valid.'),
  // One-time tokens for guests
  resendOttBlocked: f(422, 422024, 'RESEND_OTT_BLOCKED', 'The code cannot be sent again yet.'),
  ottExpired: f(422, 422025, 'OTT_EXPIRED', 'The one-time code has expired.'),
  maximumRetryOtt: f(422, 422026, 'MAXIMUM_RETRY_OTT', 'Too many attempts with this one-time code.'),
  incorrectOtt: f(422, 422028, 'INCORRECT_OTT', 'The one-time code is incorrect.'),
  ottVerificationBlocked: f(
    422,
    422035,
    'OTT_VERIFICATION_BLOCKED',
    'One-time code verification is blocked.',
  ),
  failedToValidateOtt: f(400, 400061, 'FAILED_TO_VALIDATE_OTT', 'The one-time code could not be validated.'),
  missingOttRequestId: f(
    400,
    400166,
    'MISSING_OTT_REQUEST_ID_HEADER',
    'The one-time code request id is missing.',
  ),
  maintenance: f(503, -44001, 'MAINTENANCE', 'The service is under maintenance.'),
  // Sandbox choices
  // An account-changing action without its step-up proof (step-up.ts). Not 403: that ends the session.
  stepUpRequired: f(
    422,
    422120,
    'STEP_UP_REQUIRED',
    'Confirm it is you with the code sent to your e-mail first.',
  ),
  badRequest: f(400, 400001, 'BAD_REQUEST', 'The request is not valid.'),
  // manage_order's reCAPTCHA v3 token (recaptcha.ts): none sent, or not one the check accepts.
  recaptchaRequired: f(400, 400171, 'RECAPTCHA_REQUIRED', 'A reCAPTCHA token is required.'),
  recaptchaInvalid: f(400, 400172, 'RECAPTCHA_INVALID', 'The reCAPTCHA token is not valid.'),
  cardDataRefused: f(
    400,
    400002,
    'CARD_DATA_NOT_ALLOWED',
    'Card data must be tokenised by the payment provider.',
  ),
  unauthorized: f(401, 401001, 'TOKEN_EXPIRED', 'The access token is missing or has expired.'),
  forbidden: f(403, 403001, 'FORBIDDEN', 'Access denied.'),
  notFound: f(404, 404002, 'NOT_FOUND', 'Not found.'),
  numberNotAvailable: f(409, 409001, 'NUMBER_NOT_AVAILABLE', 'This number is no longer available.'),
  orderNotPayable: f(409, 409002, 'ORDER_NOT_PAYABLE', 'This order cannot be paid.'),
  // The client gave this request up as lost (closePaymentRequest): arriving late, it is not charged.
  paymentRequestClosed: f(
    409,
    409040,
    'PAYMENT_REQUEST_CLOSED',
    'This payment request was closed before it arrived; nothing was charged.',
  ),
  orderNotCancellable: f(409, 409003, 'ORDER_NOT_CANCELLABLE', 'This order cannot be cancelled.'),
  numberLockRequired: f(409, 409004, 'NUMBER_NOT_LOCKED', 'Lock the number before ordering it.'),
  simAlreadyActive: f(409, 409005, 'SIM_ALREADY_ACTIVE', 'This SIM is already active.'),
  // A line its customer cancelled (termination.ts) has no SIM left to activate.
  lineCancelled: f(409, 409009, 'LINE_CANCELLED', 'This line was cancelled.'),
  orderNotInvoiceable: f(409, 409006, 'ORDER_NOT_INVOICEABLE', 'Only a paid order can be invoiced.'),
  captureContextExpired: f(422, 422101, 'CAPTURE_CONTEXT_EXPIRED', 'Your capture context has expired.'),
  cardTokenInvalid: f(422, 422102, 'INVALID_PAYMENT_TOKEN', 'The payment token is not valid.'),
  savedCardsLimit: f(
    422,
    422103,
    'SAVED_CARDS_LIMIT',
    'You can keep at most 5 saved cards. Delete one to save another.',
  ),
  // Not 403: the client ends the session on a 403, and a guest's checkout should survive this.
  savedCardsNeedAccount: f(422, 422104, 'ACCOUNT_REQUIRED', 'Sign in or create an account to save cards.'),
  // The provider's own refusal of an expired card, in its words, when a saved card has lapsed.
  cardExpired: f(422, 422105, 'CARD_EXPIRED', 'The card has expired.'),
  // One key is one payment attempt: the same key for another order is a client bug, not a payment.
  idempotencyKeyReused: f(
    422,
    422106,
    'IDEMPOTENCY_KEY_REUSED',
    'This idempotency key was already used for another order.',
  ),
  // Another account has this address: an e-mail is one account's log-in key.
  emailInUse: f(409, 409031, 'EMAIL_IN_USE', 'Another account already uses this e-mail.'),
  // Too many unknown pay-by-link ids from this device or address; Retry-After says when.
  paylinkTriesExceeded: f(
    429,
    429022,
    'PAYLINK_TRIES_EXCEEDED',
    'Too many unknown payment links. Try again later.',
  ),
  // Too many guest accounts made from this device or address; Retry-After says when.
  guestSignupsExceeded: f(429, 429023, 'GUEST_SIGNUPS_EXCEEDED', 'Too many guest sign-ups. Try again later.'),
  // Each refusal its own code (these three once shared 422601/422602 with SIM
  // replacement's); sandbox choices from 422950-422959, not in the spec.
  renewalNotEligible: f(422, 422950, 'RENEWAL_NOT_ELIGIBLE', 'This line cannot be renewed now.'),
  cashPaymentNotAvailable: f(
    422,
    422951,
    'CASH_PAYMENT_NOT_AVAILABLE',
    'This order cannot be paid in cash or by transfer now.',
  ),
  // Padrón de Telefonía Móvil (2026): at most MAX_LINES_PER_CURP lines per CURP; not in the spec.
  curpLineLimit: f(
    422,
    422701,
    'CURP_LINE_LIMIT',
    'This CURP already has as many lines as the mobile line registry allows.',
  ),
  // The spec's delivery availability, asked where the window is promised: the order (422720, not in the spec).
  deliverySlotNotAvailable: f(
    422,
    422720,
    'DELIVERY_SLOT_NOT_AVAILABLE',
    'The delivery window chosen is no longer available. Choose another one.',
  ),
  portInNotEligible: f(422, 422201, 'PORT_IN_NOT_ELIGIBLE', 'This number cannot be transferred.'),
  nipInvalid: f(422, 422202, 'INVALID_NIP', 'The NIP must have 4 digits.'),
  nipExpired: f(422, 422203, 'NIP_EXPIRED', 'The NIP has expired. Ask for a new one at 051.'),
  iccidInvalid: f(
    422,
    422301,
    'INVALID_ICCID',
    'The ICCID has 19 or 20 digits and ends in a check digit. Check the number on your SIM card.',
  ),
  invoiceDataInvalid: f(
    422,
    422401,
    'INVALID_TAX_DATA',
    'The tax details do not match the SAT catalogues (RFC, tax regime, CFDI use).',
  ),
  iccidMismatch: f(422, 422302, 'ICCID_MISMATCH', 'This is not the SIM card sent for this line.'),
  fileTooLarge: f(413, 413001, 'FILE_TOO_LARGE', 'The file is larger than 5 MB.'),
  unsupportedFile: f(415, 415001, 'UNSUPPORTED_FILE_TYPE', 'Accepted types: png, jpeg, jpg, pdf.'),
  // The identity check's photo is not a real image of a reasonable size (image-check.ts).
  kycImageNotPlausible: f(
    422,
    422605,
    'KYC_IMAGE_NOT_PLAUSIBLE',
    'The photo must be a clear image of at least 200 × 200 pixels.',
  ),
  tooManyRequests: f(429, 429001, 'TOO_MANY_REQUESTS', 'Too many requests. Try again in a moment.'),
  serverError: f(500, 500001, 'INTERNAL_ERROR', 'Something went wrong on the gateway.'),
  // Saved cards: sandbox choices from 422810-422819 (card update's own are its wing's).
  expiredCardNotDefault: f(422, 422812, 'EXPIRED_CARD_NOT_DEFAULT', 'An expired card cannot be the default.'),
  cardNotValidated: f(422, 422813, 'CARD_NOT_VALIDATED', 'Your bank did not accept this card.'),
  winBackOfferUnavailable: f(422, 422952, 'WIN_BACK_OFFER_UNAVAILABLE', 'This offer is not available.'),
} as const satisfies Record<string, FailureSpec>;

export type FailureName = keyof typeof FAILURES;

/** Thrown by the domain; the handler layer turns it into the `{ failure }` envelope. */
export class SandboxFailure extends Error {
  override readonly name = 'SandboxFailure';
  readonly spec: FailureSpec;
  readonly detail: Readonly<Record<string, unknown>> | undefined;

  constructor(spec: FailureSpec, detail?: Record<string, unknown>) {
    super(`${spec.errorCode} (${spec.errorId})`);
    this.spec = spec;
    this.detail = detail;
  }
}

/** Refuses with a shared failure, by its name, or with a flow wing's own (its spec). */
export function fail(failure: FailureName | FailureSpec, detail?: Record<string, unknown>): never {
  throw new SandboxFailure(typeof failure === 'string' ? FAILURES[failure] : failure, detail);
}

export const isSandboxFailure = (error: unknown): error is SandboxFailure => error instanceof SandboxFailure;
