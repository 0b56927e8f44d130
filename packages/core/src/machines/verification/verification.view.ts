import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { OtpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { PostVerificationMove } from './post-verification-move.ts';
import type { VerificationMachine } from './verification.machine.ts';

/**
 * - `code`: the code form over the running OTP timer (its own view: otpTimerView);
 * - `routing`: verified, the destination is being decided (and then carried out): a spinner;
 * - `leaving`: out of attempts, the journey goes back to log in or sign up.
 */
export type VerificationPhase = 'code' | 'routing' | 'leaving';

export interface VerificationView {
  phase: VerificationPhase;
  /** The running code check, while the phase is `code`: the form renders it and sends it events. */
  codeCheck: ActorRefFrom<OtpTimerMachine> | null;
  /** Once the verification ended: the journey move the screen makes. */
  move: PostVerificationMove | null;
}

/** What the verification screen renders, read from a snapshot; screens never read state names. */
export function verificationView(snapshot: SnapshotFrom<VerificationMachine>): VerificationView {
  const codeCheck = snapshot.matches('verifying')
    ? ((snapshot.children as Record<string, unknown>).otp as ActorRefFrom<OtpTimerMachine> | undefined)
    : undefined;
  return {
    phase: snapshot.matches('retriesExhausted') ? 'leaving' : snapshot.hasTag('busy') ? 'routing' : 'code',
    codeCheck: codeCheck ?? null,
    move: snapshot.status === 'done' ? snapshot.output.move : null,
  };
}
