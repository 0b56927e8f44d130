import type { CodeRequester } from './otp-address-guard.ts';
import type { RequesterEvent } from './requester-event.schema.ts';
import type { StateStore } from './state-store.ts';

/** A caller with no device id is counted with every other caller without one. */
const NO_DEVICE = '(none)';

export interface RequesterWindowLimits {
  windowSeconds: number;
  perDevice: number;
  perClientAddress: number;
  /**
   * Whether callers with no device id share one device limit. Off where such callers are the
   * storefront's own (a pay-by-link read sent from index.html before the app has a device id):
   * there they are counted by their address alone, so nobody's misses hold everyone's reads.
   */
  unidentifiedShareOne: boolean;
}

/**
 * Something a caller may do only so often (a wrong link code, an unknown pay-by-link id, a guest
 * account made), counted by the caller's device and network address within a window: past either
 * limit the caller waits, and nobody else does. Only the window's events are kept.
 */
export class RequesterWindow {
  constructor(
    private readonly store: StateStore,
    /** The stored list this window counts (created when missing). */
    private readonly events: () => RequesterEvent[],
    private readonly replace: (events: RequesterEvent[]) => void,
    private readonly limits: () => RequesterWindowLimits,
  ) {}

  /** Seconds until `requester` may go on, or undefined when it may now. */
  waitFor(requester: CodeRequester): number | undefined {
    const { windowSeconds, perDevice, perClientAddress, unidentifiedShareOne } = this.limits();
    const now = this.store.now();
    const window = windowSeconds * 1000;
    const recent = this.events().filter((event) => event.at > now - window);
    const waitFor = (times: number[], max: number) => {
      if (times.length < max) return undefined;
      // The event that frees a slot is the oldest of the newest `max`.
      const freeing = times.sort((a, b) => a - b)[times.length - max] ?? now;
      return Math.max(1, Math.ceil((freeing + window - now) / 1000));
    };
    const deviceId = requester.deviceId ?? (unidentifiedShareOne ? NO_DEVICE : undefined);
    const waits = [
      deviceId
        ? waitFor(
            recent.filter((event) => event.deviceId === deviceId).map((event) => event.at),
            perDevice,
          )
        : undefined,
      requester.clientAddress
        ? waitFor(
            recent
              .filter((event) => event.clientAddress === requester.clientAddress)
              .map((event) => event.at),
            perClientAddress,
          )
        : undefined,
    ].filter((wait): wait is number => wait !== undefined);
    return waits.length ? Math.max(...waits) : undefined;
  }

  record(requester: CodeRequester): void {
    const now = this.store.now();
    const since = now - this.limits().windowSeconds * 1000;
    this.replace([
      ...this.events().filter((event) => event.at > since),
      {
        at: now,
        deviceId: requester.deviceId ?? NO_DEVICE,
        ...(requester.clientAddress ? { clientAddress: requester.clientAddress } : {}),
      },
    ]);
    this.store.changed();
  }
}
