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
 *   is not held to it. Past it, a device never used with this e-mail is not refused for the window
 *   (thirty sign-ins from three networks used to keep the owner's new phone out for ten minutes,
 *   renewable): it gets a challenge it can pass, a wait of 2 s, then 4, 8… for each device told
 *   to wait within the window, never more than `otpChallengeMaxSeconds`; once its wait is over it
 *   gets its code, whoever else asked meanwhile (a wait is held for its device, not a slot first
 *   come first served). A network may be given only `otpMailsPerAddressPerClientAddress`
 *   challenges for one e-mail per window, so one network cannot fill the list.
 *
 * Each answer is the seconds to wait (the Retry-After of the refusal), or undefined when allowed.
 */
export class OtpAddressGuard {
  constructor(private readonly store: StateStore) {}

  /**
   * Seconds until `requester` may have a code of `purposes` sent to `address`, or undefined. Past
   * the e-mail's ceiling this gives `requester` its challenge (kept, so asking again answers the
   * same wait, and the code once it is over).
   */
  requestWaitFor(
    address: string,
    purposes: readonly OtpPurpose[],
    requester: CodeRequester,
  ): number | undefined {
    const own = this.ownWait(address, purposes, requester);
    if (own !== undefined) return own;
    const toAddress = (r: OtpRecord) => r.target === address && purposes.includes(r.purpose);
    const owner =
      requester.deviceId !== undefined &&
      (this.store.data.otpAddresses[address]?.knownDevices ?? []).includes(requester.deviceId);
    if (owner) return undefined;
    const ceiling = this.windowWait(toAddress, this.store.limits.otpMailsPerAddress);
    if (ceiling === undefined) return undefined;
    // A caller with no device id cannot be told apart from the next one: it waits the window.
    return requester.deviceId
      ? this.challengeWait(address, requester.deviceId, requester.clientAddress)
      : ceiling;
  }

  /** A code was mailed to `address` for `deviceId`: its challenge, if it had one, is passed. */
  challengePassed(address: string, deviceId: string | undefined): void {
    const record = this.store.data.otpAddresses[address];
    const challenge = record?.challenges?.find((c) => c.deviceId === deviceId && c.passedAt === undefined);
    if (!challenge) return;
    challenge.passedAt = this.store.now();
    this.store.changed();
  }

  /**
   * The limits that are the requester's own doing: its device and its network, for any e-mail and
   * for this one. Past them it waits for the window; nobody else does.
   */
  private ownWait(address: string, purposes: readonly OtpPurpose[], requester: CodeRequester) {
    const { limits } = this.store;
    const toAddress = (r: OtpRecord) => r.target === address && purposes.includes(r.purpose);
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
    ].filter((wait): wait is number => wait !== undefined);
    return waits.length ? Math.max(...waits) : undefined;
  }

  /** The seconds `deviceId` still waits for its challenge (given now if it has none), or undefined. */
  private challengeWait(
    address: string,
    deviceId: string,
    clientAddress: string | undefined,
  ): number | undefined {
    const { limits } = this.store;
    const now = this.store.now();
    const window = limits.otpMailWindowSeconds * 1000;
    const record = this.store.data.otpAddresses[address] ?? { knownDevices: [], challenges: [] };
    const challenges = (record.challenges ?? []).filter((c) => c.at > now - window);
    const mine = challenges.find((c) => c.deviceId === deviceId && c.passedAt === undefined);
    if (mine) return mine.readyAt > now ? secondsUntil(mine.readyAt, now) : undefined;
    if (clientAddress) {
      const fromNetwork = challenges.filter((c) => c.clientAddress === clientAddress).map((c) => c.at);
      if (fromNetwork.length >= limits.otpMailsPerAddressPerClientAddress) {
        const freeing =
          fromNetwork.sort((a, b) => a - b)[fromNetwork.length - limits.otpMailsPerAddressPerClientAddress] ??
          now;
        return secondsUntil(freeing + window, now);
      }
    }
    const seconds = Math.min(2 ** (challenges.length + 1), limits.otpChallengeMaxSeconds);
    challenges.push({
      deviceId,
      ...(clientAddress ? { clientAddress } : {}),
      at: now,
      readyAt: now + seconds * 1000,
    });
    this.store.data.otpAddresses[address] = { ...record, challenges };
    this.store.changed();
    return seconds;
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
    this.store.data.otpAddresses[address] = {
      knownDevices: [...known, deviceId].slice(-10),
      challenges: this.store.data.otpAddresses[address]?.challenges ?? [],
    };
    this.store.changed();
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
