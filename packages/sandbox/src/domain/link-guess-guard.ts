import { type FailureName, fail } from './failures.ts';
import type { CodeRequester } from './otp-address-guard.ts';
import type { StateStore } from './state-store.ts';

/** The links whose secret a stranger could try to guess: a reschedule code, a pay-by-link id. */
export type GuessedLink = 'reschedule' | 'paylink';

/** The bucket of callers that send no device id (a script): they share one limit. */
const NO_DEVICE = '(none)';

const REFUSAL: Record<GuessedLink, FailureName> = {
  reschedule: 'rescheduleCodeTriesExceeded',
  paylink: 'linkTriesExceeded',
};

/**
 * Wrong link secrets (issue 48), counted per device and per client address: past
 * `linkCodeFailuresPerDevice` / `linkCodeFailuresPerClientAddress` within `linkCodeWindowSeconds`
 * the caller is refused with 429 and Retry-After, whatever it sends (the right secret too), until
 * the window lets its oldest wrong try go. Nobody else is slowed: the owner's own device and
 * network open their link at once.
 */
export class LinkGuessGuard {
  constructor(private readonly store: StateStore) {}

  /** Refuses `requester` while it is past the limit for `link`. */
  assertMayTry(link: GuessedLink, requester: CodeRequester): void {
    const wait = this.waitFor(link, requester);
    if (wait !== undefined) fail(REFUSAL[link], { retryAfterSeconds: wait });
  }

  /** One more wrong secret from `requester`; only the window's are kept. */
  recordWrong(link: GuessedLink, requester: CodeRequester): void {
    const now = this.store.now();
    const since = now - this.store.limits.linkCodeWindowSeconds * 1000;
    this.store.data.linkCodeFailures = [
      ...this.failures.filter((failure) => failure.at > since),
      {
        at: now,
        link,
        deviceId: requester.deviceId ?? NO_DEVICE,
        ...(requester.clientAddress ? { clientAddress: requester.clientAddress } : {}),
      },
    ];
    this.store.changed();
  }

  private waitFor(link: GuessedLink, requester: CodeRequester): number | undefined {
    const { limits } = this.store;
    const now = this.store.now();
    const window = limits.linkCodeWindowSeconds * 1000;
    const recent = this.failures.filter((failure) => failure.link === link && failure.at > now - window);
    const waitOf = (times: number[], max: number) => {
      if (times.length < max) return undefined;
      const freeing = times.sort((a, b) => a - b)[times.length - max] ?? now;
      return Math.max(1, Math.ceil((freeing + window - now) / 1000));
    };
    const deviceId = requester.deviceId ?? NO_DEVICE;
    const waits = [
      waitOf(
        recent.filter((failure) => failure.deviceId === deviceId).map((failure) => failure.at),
        limits.linkCodeFailuresPerDevice,
      ),
      requester.clientAddress
        ? waitOf(
            recent
              .filter((failure) => failure.clientAddress === requester.clientAddress)
              .map((failure) => failure.at),
            limits.linkCodeFailuresPerClientAddress,
          )
        : undefined,
    ].filter((wait): wait is number => wait !== undefined);
    return waits.length ? Math.max(...waits) : undefined;
  }

  private get failures() {
    const data = this.store.data;
    data.linkCodeFailures ??= [];
    return data.linkCodeFailures;
  }
}
