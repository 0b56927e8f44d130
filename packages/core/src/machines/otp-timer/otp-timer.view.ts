import type { SnapshotFrom } from 'xstate';
import { OTP_RESEND_THRESHOLD_SECONDS } from '../../config/constants.ts';
import { formatCountdown } from '../../onboarding/otp-countdown.ts';
import type { OtpTimerMachine } from './otp-timer.machine.ts';
import type { OtpAlert, OtpNotification, OtpTimerEvent } from './otp-timer.types.ts';

/** What a code form renders, and the senders it calls (zag's connect: view and events in one). */
export interface OtpTimerView {
  /** "Expiring in" mm:ss. */
  countdown: string;
  remainingSeconds: number;
  canResend: boolean;
  /** While resend is not yet allowed: mm:ss until it is (the spec: at 60 s or fewer left); else null. */
  resendIn: string | null;
  busy: boolean;
  timeExpired: boolean;
  alert: OtpAlert | null;
  notification: OtpNotification | null;
  /** Checks the typed code (the machine ignores an incomplete one). */
  submit(code: string): void;
  /** Resend before expiry, or a fresh code after it (the machine decides which is allowed). */
  resend(): void;
  dismissAlert(): void;
  /** The notification was shown: the machine forgets it. */
  dismissNotification(): void;
}

export function otpTimerView(
  snapshot: SnapshotFrom<OtpTimerMachine>,
  send: (event: OtpTimerEvent) => void,
): OtpTimerView {
  const { context } = snapshot;
  const untilResend = context.remainingSeconds - OTP_RESEND_THRESHOLD_SECONDS;
  return {
    countdown: formatCountdown(context.remainingSeconds),
    remainingSeconds: context.remainingSeconds,
    canResend: snapshot.status === 'active' && snapshot.can({ type: 'RESEND' }),
    resendIn:
      snapshot.status === 'active' && !context.timeExpired && untilResend > 0
        ? formatCountdown(untilResend)
        : null,
    busy: snapshot.hasTag('busy'),
    timeExpired: context.timeExpired,
    alert: context.alert,
    notification: context.notification,
    submit: (code) => send({ type: 'SUBMIT', code }),
    resend: () => send({ type: 'RESEND' }),
    dismissAlert: () => send({ type: 'DISMISS_ALERT' }),
    dismissNotification: () => send({ type: 'DISMISS_NOTIFICATION' }),
  };
}
