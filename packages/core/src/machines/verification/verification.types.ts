import type { JourneyRef } from '../../analytics/analytics-events.ts';
import type { JourneyDefinition } from '../../journey/index.ts';
import type { OtpFlow, OtpRequestResult, OtpTimerEvent } from '../otp-timer/otp-timer.types.ts';
import type {
  ConsentSubmission,
  PostVerificationOutput,
} from '../post-verification/post-verification.types.ts';
import type { PostVerificationMove } from './post-verification-move.ts';

/**
 * The verification machine's own types: a verification step from the code check to the journey
 * move (machines/otp-timer, then machines/post-verification).
 */
export interface VerificationInput {
  flow: OtpFlow;
  /** The login key (signin) or user e-mail (signup) the code was sent to. */
  email: string;
  /** The answer to the sign-in or sign-up that sent the code. */
  otpRequest: OtpRequestResult;
  /** A persisted end time for this request (after a reload), epoch ms. */
  endsAt?: number | null | undefined;
  /** The purchase journey the verification step belongs to: the move is made in its terms. */
  journey: JourneyDefinition;
}

/** What the customer's new session says once the code is verified (read from the stores). */
export interface VerifiedSession {
  /** The stored redirect path, if any. */
  redirectPath: string | null;
  /** The signup consents to submit, completed with the verified customer (the spec's rule 4). */
  consents: readonly ConsentSubmission[];
  /** A plan is already chosen (the customer came through plan selection). */
  planChosen: boolean;
}

export interface OpenSessionInput {
  flow: OtpFlow;
  email: string;
  accessToken: string;
  /** The journey the verification is a step of, as analytics name it. */
  journey: JourneyRef;
}

export interface LoadUserDetailsInput {
  journey: JourneyRef;
}

/** What the routing leaves for the journey: the carts shown on the pending-orders step, if it is next. */
export interface VerificationRecord {
  pendingOrders: readonly Record<string, unknown>[];
}

export interface VerificationContext {
  flow: OtpFlow;
  email: string;
  journey: JourneyDefinition;
  otpRequest: OtpRequestResult;
  endsAt: number | null;
  accessToken: string | null;
  session: VerifiedSession | null;
  routed: PostVerificationOutput | null;
  /** The customer's details were fetched (or failed: they are not needed to move on). */
  profileSettled: boolean;
  outcome: VerificationOutput | null;
}

/** The code check's events, passed on to the running OTP timer. */
export type VerificationEvent = OtpTimerEvent;

/**
 * How the verification ended, in journey terms: verified (the spec destination as a move) or out
 * of attempts (back to the log-in or sign-up step; the notification is already shown).
 */
export type VerificationOutput =
  | { status: 'verified'; move: PostVerificationMove; routing: PostVerificationOutput }
  | { status: 'max_retries'; move: Extract<PostVerificationMove, { kind: 'step' }> };
