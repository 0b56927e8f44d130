import type { SnapshotFrom } from 'xstate';
import { formatCountdown } from './otp-countdown.ts';
import type { OtpTimerMachine } from './otp-timer.machine.ts';
import type { OtpAlert, OtpNotification } from './otp-timer.types.ts';

/** What the verification screen renders; it sends SUBMIT, RESEND and DISMISS_* back. */
export interface OtpTimerView {
  /** "Expiring in" mm:ss. */
  countdown: string;
  remainingSeconds: number;
  canResend: boolean;
  busy: boolean;
  timeExpired: boolean;
  alert: OtpAlert | null;
  notification: OtpNotification | null;
}

export function otpTimerView(snapshot: SnapshotFrom<OtpTimerMachine>): OtpTimerView {
  const { context } = snapshot;
  return {
    countdown: formatCountdown(context.remainingSeconds),
    remainingSeconds: context.remainingSeconds,
    canResend: snapshot.status === 'active' && snapshot.can({ type: 'RESEND' }),
    busy: snapshot.hasTag('busy'),
    timeExpired: context.timeExpired,
    alert: context.alert,
    notification: context.notification,
  };
}
