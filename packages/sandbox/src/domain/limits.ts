import {
  DEFAULT_OTP_TIMER_SECONDS,
  MAX_IMAGE_SIZE_BYTES,
  STEP_UP_FRESH_LOGIN_MINUTES,
} from '@senda/core/config';

/**
 * The sandbox's rules of thumb where the spec says "not shown". Each one is a knob so a test can
 * tighten it; the defaults are what a real Mexican operator's gateway would plausibly do.
 */
export interface SandboxLimits {
  /** OTP lifetime; the spec's default timer is 120 s. */
  otpTtlSeconds: number;
  /** Wrong codes accepted per OTP request; the last one answers MAXIMUM_RETRY_* and the code dies. */
  otpMaxAttempts: number;
  /** Resends per code request; one more is refused with 422024. */
  otpMaxResends: number;
  /**
   * Code requests (sign-in, sign-up, resend, guest) within `otpMailWindowSeconds`: per device, per
   * client address (any e-mail), per e-mail from one device and from one client address, and a
   * ceiling per e-mail that a device which proved it before is not held to. No wrong code locks
   * anything, and nobody's requests stop the owner's (see otp-address-guard.ts).
   */
  otpRequestsPerDevice: number;
  otpRequestsPerClientAddress: number;
  otpMailsPerAddressPerDevice: number;
  otpMailsPerAddressPerClientAddress: number;
  otpMailsPerAddress: number;
  otpMailWindowSeconds: number;
  /**
   * Past the per-e-mail ceiling, a device never used with the e-mail is not refused for the
   * window: it is told to wait a few seconds (2, 4, 8… for each device told so within the window,
   * never more than this) and then gets its code, whoever else asks meanwhile.
   */
  otpChallengeMaxSeconds: number;
  /**
   * Wrong codes checked for one e-mail within the window at each code's full `otpMaxAttempts`;
   * past them every code of the e-mail ends at its first wrong try (the right code still works).
   */
  otpWrongChecksPerAddress: number;
  /** Guest sign-ups (each a new account record) within `otpMailWindowSeconds`, per device and per client address. */
  guestSignupsPerDevice: number;
  guestSignupsPerClientAddress: number;
  /** Port-in SMS codes within `otpMailWindowSeconds`, per number and per account. */
  portInCodesPerNumber: number;
  portInCodesPerAccount: number;
  /**
   * Wrong link codes (the reschedule link's) and unknown pay-by-link ids within
   * `linkCodeWindowSeconds`, each counted on its own, per device and per client address; one more
   * is refused with 429 and Retry-After, the right code or id too (requester-window.ts).
   */
  linkCodeFailuresPerDevice: number;
  linkCodeFailuresPerClientAddress: number;
  linkCodeWindowSeconds: number;
  /** Pay-by-link ids: more per device, as a payer's page may ask for one link twice. */
  paylinkMissesPerDevice: number;
  paylinkMissesPerClientAddress: number;
  accessTokenTtlSeconds: number;
  /** How long after issue an access token may still be exchanged for a fresh one. */
  refreshWindowSeconds: number;
  /**
   * A log-in's absolute lifetime: every token of its session family (auth.ts) dies this long after
   * the log-in, however often it was refreshed; then the customer logs in again.
   */
  sessionMaxAgeSeconds: number;
  /** A locked number is held this long for its customer before an order reserves it. */
  numberLockSeconds: number;
  captureContextTtlSeconds: number;
  /** Card tokens are transient: one use, and only this long. */
  cardTokenTtlSeconds: number;
  /** A 3-D Secure challenge left unanswered this long fails. */
  challengeTtlSeconds: number;
  /** Status polls answered PENDING before a transaction shows its outcome. */
  pendingPollsBeforeSettled: number;
  /** Cards one customer may keep on file; one more is refused with SAVED_CARDS_LIMIT. */
  maxSavedCards: number;
  /** Pending carts older than this are reported EXPIRED. */
  cartTtlDays: number;
  maxUploadBytes: number;
  mailboxSize: number;
  /**
   * Step-up (step-up.ts): an account-changing action needs a code to the account's current e-mail
   * unless the session's log-in by one-time code is at most this old; a right code's proof token
   * is good this long, for one action.
   */
  stepUpFreshLoginSeconds: number;
  stepUpProofTtlSeconds: number;
}

/** 30 days: the one place the session's absolute lifetime is set (the README says it). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const DEFAULT_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  otpTtlSeconds: DEFAULT_OTP_TIMER_SECONDS,
  otpMaxAttempts: 3,
  otpMaxResends: 3,
  otpRequestsPerDevice: 10,
  otpRequestsPerClientAddress: 30,
  otpMailsPerAddressPerDevice: 5,
  otpMailsPerAddressPerClientAddress: 10,
  otpMailsPerAddress: 30,
  otpMailWindowSeconds: 10 * 60,
  otpChallengeMaxSeconds: 60,
  otpWrongChecksPerAddress: 10,
  guestSignupsPerDevice: 10,
  guestSignupsPerClientAddress: 30,
  portInCodesPerNumber: 3,
  portInCodesPerAccount: 5,
  linkCodeFailuresPerDevice: 5,
  linkCodeFailuresPerClientAddress: 20,
  linkCodeWindowSeconds: 15 * 60,
  paylinkMissesPerDevice: 20,
  paylinkMissesPerClientAddress: 50,
  accessTokenTtlSeconds: 60 * 60,
  refreshWindowSeconds: 7 * 24 * 60 * 60,
  sessionMaxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  numberLockSeconds: 15 * 60,
  captureContextTtlSeconds: 15 * 60,
  cardTokenTtlSeconds: 15 * 60,
  challengeTtlSeconds: 10 * 60,
  pendingPollsBeforeSettled: 1,
  maxSavedCards: 5,
  cartTtlDays: 7,
  maxUploadBytes: MAX_IMAGE_SIZE_BYTES,
  mailboxSize: 200,
  stepUpFreshLoginSeconds: STEP_UP_FRESH_LOGIN_MINUTES * 60,
  stepUpProofTtlSeconds: 10 * 60,
});
