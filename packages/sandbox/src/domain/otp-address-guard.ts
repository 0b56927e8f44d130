import type { OtpPurpose, OtpRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/** Who asked for a code: the device id the storefront sends (X-DeviceId) and the client's address. */
export interface CodeRequester {
  deviceId?: string | undefined;
  clientAddress?: string | undefined;
}

/**
 * Limits on asking for codes, so that guessing costs the guesser and never locks the owner out
 * (OWASP ASVS 5.0, authentication: throttling over lock-out). Wrong codes lock nothing here: a
 * code dies after its own wrong tries (otp.ts), and what bounds the guessing is how many codes
 * anyone can have sent, counted from the code requests already issued (nothing extra is stored but
 * the devices that proved an e-mail). Every limit slows the one who asks, by their device and
 * their network address, so a stranger's requests never stop the owner's (four sign-ins
 * from someone else used to keep the owner out for ten minutes, renewable):
 *
 * - per device (X-DeviceId): `otpRequestsPerDevice` within the window, whatever the e-mail;
 * - per client address: `otpRequestsPerClientAddress` within the window, whatever the e-mail (an
 *   address is shared by a household or a mobile network, so it allows more);
 * - per e-mail from one device (`otpMailsPerAddressPerDevice`) and from one client address
 *   (`otpMailsPerAddressPerClientAddress`): one stranger mails one inbox only a few codes;
 * - per e-mail from everyone: `otpMailsPerAddress`, a high ceiling against mail flooding from many
 *   devices and networks at once. A device that proved this e-mail before (the owner's own phone)
 *   is not held to it; past it, a device never seen with this e-mail waits for the window.
 *
 * Each answer is the seconds to wait (the Retry-After of the refusal), or undefined when allowed.
 */
export class OtpAddressGuard {
  constructor(private readonly store: StateStore) {}

  /** Seconds until `requester` may have a code of `purposes` sent to `address`, or undefined. */
  requestWaitFor(
    address: string,
    purposes: readonly OtpPurpose[],
    requester: CodeRequester,
  ): number | undefined {
    const { limits } = this.store;
    const waits = [
      requester.deviceId
        ? this.windowWait((r) => r.deviceId === requester.deviceId, limits.otpRequestsPerDevice)
        : undefined,
      requester.clientAddress
        ? this.windowWait(
            (r) => r.clientAddress === requester.clientAddress,
            limits.otpRequestsPerClientAddress,
          )
        : undefined,
      this.addressWait(address, purposes, requester),
    ].filter((wait): wait is number => wait !== undefined);
    return waits.length ? Math.max(...waits) : undefined;
  }

  /**
   * The port-in SMS (a code texted to any number the customer types): per account and per number,
   * so one account cannot text a number, or many numbers, without end.
   */
  portInWaitFor(number: string, userId: string): number | undefined {
    const { limits } = this.store;
    const waits = [
      this.windowWait((r) => r.purpose === 'port_in' && r.target === number, limits.portInCodesPerNumber),
      this.windowWait((r) => r.purpose === 'port_in' && r.userId === userId, limits.portInCodesPerAccount),
    ].filter((wait): wait is number => wait !== undefined);
    return waits.length ? Math.max(...waits) : undefined;
  }

  /** A device that proved the e-mail with a code: the owner's, from now on. */
  rememberOwnerDevice(address: string, deviceId: string | undefined): void {
    if (!deviceId) return;
    const known = this.store.data.otpAddresses[address]?.knownDevices ?? [];
    if (known.includes(deviceId)) return;
    // The newest few: a customer changes phones, and the list must not grow without end.
    this.store.data.otpAddresses[address] = { knownDevices: [...known, deviceId].slice(-10) };
    this.store.changed();
  }

  private addressWait(address: string, purposes: readonly OtpPurpose[], requester: CodeRequester) {
    const { limits } = this.store;
    const toAddress = (r: OtpRecord) => r.target === address && purposes.includes(r.purpose);
    const owner =
      requester.deviceId !== undefined &&
      (this.store.data.otpAddresses[address]?.knownDevices ?? []).includes(requester.deviceId);
    const waits = [
      requester.deviceId
        ? this.windowWait(
            (r) => toAddress(r) && r.deviceId === requester.deviceId,
            limits.otpMailsPerAddressPerDevice,
          )
        : undefined,
      requester.clientAddress
        ? this.windowWait(
            (r) => toAddress(r) && r.clientAddress === requester.clientAddress,
            limits.otpMailsPerAddressPerClientAddress,
          )
        : undefined,
      owner ? undefined : this.windowWait(toAddress, limits.otpMailsPerAddress),
    ].filter((wait): wait is number => wait !== undefined);
    return waits.length ? Math.max(...waits) : undefined;
  }

  /** The code requests matching `which` within the window. */
  private recent(which: (record: OtpRecord) => boolean): OtpRecord[] {
    const since = this.store.now() - this.store.limits.otpMailWindowSeconds * 1000;
    return Object.values(this.store.data.otpRequests).filter((r) => r.createdAt > since && which(r));
  }

  /** Seconds until fewer than `max` requests matching `which` fall in the window, or undefined now. */
  private windowWait(which: (record: OtpRecord) => boolean, max: number): number | undefined {
    const times = this.recent(which)
      .map((r) => r.createdAt)
      .sort((a, b) => a - b);
    if (times.length < max) return undefined;
    // The request that frees a slot is the oldest of the newest `max`.
    const freeing = times[times.length - max] ?? this.store.now();
    return secondsUntil(freeing + this.store.limits.otpMailWindowSeconds * 1000, this.store.now());
  }
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));
