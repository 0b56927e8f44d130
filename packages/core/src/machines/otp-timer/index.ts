export {
  formatCountdown,
  msUntilNextSecond,
  otpEndTime,
  remainingSeconds,
} from '../../onboarding/otp-countdown.ts';
export { classifyOtpError, OTP_MESSAGES, type OtpErrorOutcome, otpErrorMessageId } from './otp-errors.ts';
export { type OtpTimerMachine, otpTimerMachine } from './otp-timer.machine.ts';
export {
  clearOtpEndTime,
  OTP_TIMER_STORAGE_KEY,
  readOtpEndTime,
  withOtpTimerPersistence,
} from './otp-timer.persistence.ts';
export {
  type OtpCodeAudience,
  type OtpTimerServicesDeps,
  provideOtpTimerMachine,
} from './otp-timer.services.ts';
export type {
  OtpAlert,
  OtpAlertKind,
  OtpFailure,
  OtpFlow,
  OtpNotification,
  OtpRequestResult,
  OtpRestartRoute,
  OtpTimerContext,
  OtpTimerEvent,
  OtpTimerInput,
  OtpTimerOutput,
  RequestFreshOtpInput,
  ResendOtpInput,
  ValidateOtpInput,
  ValidateOtpOutput,
} from './otp-timer.types.ts';
export { type OtpTimerView, otpTimerView } from './otp-timer.view.ts';
