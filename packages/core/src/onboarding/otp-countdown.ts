import { DEFAULT_OTP_TIMER_SECONDS, OTP_TIMER_EXTRA_SECONDS } from '../config/constants.ts';

/**
 * The timer runs for expiresIn + 1 s (DEFAULT_OTP_TIMER_SECONDS when the answer has none), so
 * the customer never sees a code die at 00:00.
 */
export function otpEndTime(expiresIn: number | undefined, now: number): number {
  const seconds =
    expiresIn !== undefined && Number.isFinite(expiresIn) && expiresIn >= 0
      ? expiresIn
      : DEFAULT_OTP_TIMER_SECONDS;
  return now + (seconds + OTP_TIMER_EXTRA_SECONDS) * 1000;
}

/** Whole seconds left, rounded up: 00:01 is shown until the very end. */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Milliseconds until the shown number of seconds changes, so ticks land on the second. */
export function msUntilNextSecond(endsAt: number, now: number): number {
  const left = endsAt - now;
  if (left <= 0) return 0;
  return left % 1000 || 1000;
}

/** "Expiring in" mm:ss. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
