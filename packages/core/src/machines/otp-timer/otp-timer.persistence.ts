import * as v from 'valibot';
import {
  type KeyValueStorage,
  readPersisted,
  removePersisted,
  writePersisted,
} from '../../stores/persisted-atom.ts';
import type { OtpTimerMachine } from './otp-timer.machine.ts';

/**
 * OTP timers are persisted locally, so a reload of the verification page keeps counting
 * down from where it was instead of granting a fresh two minutes. The end time is kept with its
 * request id: a new code (resend, fresh sign-in) replaces it.
 */
export const OTP_TIMER_STORAGE_KEY = 'senda.otpTimer';

const SavedOtpTimerSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  endsAt: v.pipe(v.number(), v.finite()),
});

/** The saved end time of this request, or null (nothing saved, another request, or damaged). */
export function readOtpEndTime(storage: KeyValueStorage, requestId: string): number | null {
  const saved = readPersisted(storage, OTP_TIMER_STORAGE_KEY, SavedOtpTimerSchema, null);
  return saved !== null && saved.requestId === requestId ? saved.endsAt : null;
}

export function clearOtpEndTime(storage: KeyValueStorage): void {
  removePersisted(storage, OTP_TIMER_STORAGE_KEY);
}

/** The OTP timer machine writing its end time to `storage` and clearing it once finished. */
export function withOtpTimerPersistence(machine: OtpTimerMachine, storage: KeyValueStorage): OtpTimerMachine {
  return machine.provide({
    actions: {
      saveEndTime: ({ context }) =>
        writePersisted(storage, OTP_TIMER_STORAGE_KEY, {
          requestId: context.requestId,
          endsAt: context.endsAt,
        }),
      clearEndTime: () => clearOtpEndTime(storage),
    },
  });
}
