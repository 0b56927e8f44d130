/** How a latency fault waits: `ms` later, or sooner when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

interface HeldCall {
  readonly deviceId: string | undefined;
  readonly controller: AbortController;
}

/**
 * The gateway calls a latency fault is holding back right now. A test that needs an answer held
 * until it has seen something (a reload that finds nothing under the payment's key) releases the
 * hold when it has, instead of choosing a latency long enough for a slow machine and waiting all
 * of it out; the latency stays the longest the call is held.
 */
export class HeldCalls {
  private readonly held = new Set<HeldCall>();

  constructor(private readonly sleep: Sleep) {}

  /** Waits `ms`, or until the call is released; the call then goes on to its real answer. */
  async hold(ms: number, deviceId: string | undefined): Promise<void> {
    const call: HeldCall = { deviceId, controller: new AbortController() };
    this.held.add(call);
    try {
      await this.sleep(ms, call.controller.signal);
    } finally {
      this.held.delete(call);
    }
  }

  /** The calls held now: every device's, or one device's (its X-DeviceId). */
  count(deviceId?: string): number {
    return this.matching(deviceId).length;
  }

  /** Ends the wait of every held call (or of one device's); answers how many were released. */
  release(deviceId?: string): number {
    const released = this.matching(deviceId);
    for (const call of released) {
      this.held.delete(call);
      call.controller.abort();
    }
    return released.length;
  }

  private matching(deviceId: string | undefined): HeldCall[] {
    return [...this.held].filter((call) => deviceId === undefined || call.deviceId === deviceId);
  }
}

/** A real wait that a release cuts short (its timer cleared, so nothing is left pending). */
export const realSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
