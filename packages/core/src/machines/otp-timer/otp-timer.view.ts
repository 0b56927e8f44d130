import type { SnapshotFrom } from 'xstate';
import { OTP_RESEND_THRESHOLD_SECONDS } from '../../config/constants.ts';
import { formatCountdown } from './otp-countdown.ts';
import type { OtpTimerMachine } from './otp-timer.machine.ts';
import type { OtpAlert, OtpNotification } from './otp-timer.types.ts';

/** What the verification screen renders; it sends SUBMIT, RESEND and DISMISS_* back. */
export interface OtpTimerView {
  /** "Expiring in" mm:ss. */
  countdown: string;
  remainingSeconds: number;
  canResend: boolean;
  /** While resend is not yet allowed: mm:ss until it is (§4: at 60 s or fewer left); else null. */
  resendIn: string | null;
  busy: boolean;
  timeExpired: boolean;
  alert: OtpAlert | null;
  notification: OtpNotification | null;
}

export function otpTimerView(snapshot: SnapshotFrom<OtpTimerMachine>): OtpTimerView {
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
  };
}
