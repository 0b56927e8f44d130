import type { OtpPurpose } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/**
 * The limits a careful gateway keeps per e-mail rather than per code request, so that asking for
 * a new code (a new sign-in, a sign-up, a resend) gives a guesser nothing back:
 *
 * - wrong codes: at most `otpAddressMaxWrongCodes` within a sliding `otpAddressWindowSeconds`;
 *   reaching it locks the address for one more window (code checks and code requests refused);
 * - code mails: at most `otpMailsPerAddress` within `otpMailWindowSeconds`, counted from the code
 *   requests already issued, so nothing extra is stored for it.
 *
 * Each answer is the seconds to wait (the Retry-After of the refusal), or undefined when allowed.
 */
export class OtpAddressGuard {
  constructor(private readonly store: StateStore) {}

  /** Seconds left on the address's lock, or undefined when it is not locked. */
  lockedFor(address: string): number | undefined {
    const record = this.store.data.otpAddresses[address];
    const now = this.store.now();
    if (record?.lockedUntil === undefined || record.lockedUntil <= now) return undefined;
    return secondsUntil(record.lockedUntil, now);
  }

  /** Counts a wrong code; answers the lock's seconds when this one reached the limit. */
  recordWrongCode(address: string): number | undefined {
    const { limits, data } = this.store;
    const now = this.store.now();
    const windowMs = limits.otpAddressWindowSeconds * 1000;
    const previous = data.otpAddresses[address];
    const wrongCodesAt = [...(previous?.wrongCodesAt ?? []).filter((at) => at > now - windowMs), now];
    if (wrongCodesAt.length >= limits.otpAddressMaxWrongCodes) {
      data.otpAddresses[address] = { wrongCodesAt: [], lockedUntil: now + windowMs };
      this.store.changed();
      return secondsUntil(now + windowMs, now);
    }
    data.otpAddresses[address] = { wrongCodesAt };
    this.store.changed();
    return undefined;
  }

  /** Codes the address may still try: the last of them, if wrong, locks it. */
  wrongCodesLeft(address: string): number {
    const { limits, data } = this.store;
    const since = this.store.now() - limits.otpAddressWindowSeconds * 1000;
    const recent = (data.otpAddresses[address]?.wrongCodesAt ?? []).filter((at) => at > since);
    return Math.max(0, limits.otpAddressMaxWrongCodes - recent.length);
  }

  /** Seconds until the address may be sent another code, or undefined when it may now. */
  mailWaitFor(address: string, purposes: readonly OtpPurpose[]): number | undefined {
    const { limits, data } = this.store;
    const now = this.store.now();
    const windowMs = limits.otpMailWindowSeconds * 1000;
    const recent = Object.values(data.otpRequests)
      .filter((r) => r.target === address && purposes.includes(r.purpose) && r.createdAt > now - windowMs)
      .map((r) => r.createdAt)
      .sort((a, b) => a - b);
    if (recent.length < limits.otpMailsPerAddress) return undefined;
    // The mail that frees a slot is the oldest of the newest `otpMailsPerAddress`.
    const freeing = recent[recent.length - limits.otpMailsPerAddress] ?? now;
    return secondsUntil(freeing + windowMs, now);
  }
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));
