/**
 * The OTP timer's own small types. The app's gateway functions (signIn, signInResend, signUp,
 * validateOtp) fit them; the machine does not import the gateway.
 */

import type { PURCHASE_ROUTES } from '../../navigation/routes.ts';

/** The gateway's OTP validation flows: signin (logging in) or signup. */
export type OtpFlow = 'signin' | 'signup';

/** What sign-in, sign-up and resend answer (OTP). */
export interface OtpRequestResult {
  requestId: string;
  /** Seconds; absent means DEFAULT_OTP_TIMER_SECONDS. */
  expiresIn?: number | undefined;
}

/** A refusal as the gateway reports it (the spec: failure.errorId and errorCode). */
export interface OtpFailure {
  errorId?: number | undefined;
  errorCode?: string | undefined;
}

export interface ValidateOtpInput {
  flow: OtpFlow;
  requestId: string;
  otpCode: string;
}
export interface ValidateOtpOutput {
  accessToken: string;
}

/** Before expiry: the resend call with the current request id. */
export interface ResendOtpInput {
  flow: OtpFlow;
  requestId: string;
  identifier: string;
}

/** After expiry: a fresh sign-in for the same identifier. */
export interface RequestFreshOtpInput {
  flow: OtpFlow;
  identifier: string;
}

export interface OtpTimerInput {
  flow: OtpFlow;
  /** The e-mail (signup) or login key (signin) the code was sent to. */
  identifier: string;
  /** The answer to the sign-in or sign-up that sent the code. */
  otpRequest: OtpRequestResult;
  /** A persisted end time for this request (after a reload), epoch ms. */
  endsAt?: number | null | undefined;
}

export type OtpAlertKind = 'otp_failed' | 'time_expired';

/** A modal alert: its kind picks the title, the message id the text. */
export interface OtpAlert {
  kind: OtpAlertKind;
  messageId: string;
  /** A wrong code: how many codes may still be tried, when the gateway says (null: unknown). */
  attemptsLeft?: number | null;
}

/** A toast ("danger notification"). */
export interface OtpNotification {
  tone: 'danger' | 'info';
  messageId: string;
}

export interface OtpTimerContext {
  flow: OtpFlow;
  identifier: string;
  requestId: string;
  /** When the code stops being accepted, epoch ms: now + (expiresIn + 1) s. */
  endsAt: number;
  remainingSeconds: number;
  timeExpired: boolean;
  alert: OtpAlert | null;
  notification: OtpNotification | null;
  accessToken: string | null;
  redirectTo: OtpRestartRoute | null;
  /** Why the verification ended without a token: the text the login or sign-up page shows. */
  maxRetryMessageId: string | null;
}

export type OtpTimerEvent =
  | { type: 'SUBMIT'; code: string }
  | { type: 'RESEND' }
  | { type: 'DISMISS_ALERT' }
  | { type: 'DISMISS_NOTIFICATION' };

export type OtpTimerOutput =
  | { status: 'verified'; flow: OtpFlow; accessToken: string }
  | { status: 'max_retries'; flow: OtpFlow; redirectTo: OtpRestartRoute; messageId: string };

/**
 * Where a customer out of attempts starts again (MAXIMUM_RETRY_LOGIN / SIGNUP): the log-in or
 * sign-up page. The purchase journey turns it into its step (purchaseEventAfterOtpRetries).
 */
export type OtpRestartRoute = typeof PURCHASE_ROUTES.login | typeof PURCHASE_ROUTES.signup;
