import type { FailedRequest } from '@senda/core/gateway';

/** Events kept before the reporter loads; a page that fails in a loop keeps no more. */
const EARLY_LIMIT = 50;

/**
 * What happened, kept as it came: turning it into a telemetry event is the reporter's chunk's
 * work (install-telemetry.ts), so none of that code is in the first load.
 */
export type EarlyEvent =
  | { what: 'uncaught' | 'unhandled_rejection'; reason: unknown; page: string; at: number }
  | { what: 'failed_request'; failure: FailedRequest; page: string; at: number };

export interface EarlyTelemetry {
  /** The gateway client's hook: each refused or unanswered request, with its X-Request-Id. */
  onFailedRequest(failure: FailedRequest): void;
  /** From now on, events go to `report` (the loaded reporter), the kept ones first. */
  handOver(report: (event: EarlyEvent) => void): void;
}

/**
 * The part of real-user monitoring that is in the first load: a few listeners that keep the
 * errors and failed gateway calls of the start-up in a list, so none is missed while the reporter
 * and web-vitals wait for the page to settle (install-telemetry.ts). Nothing is sent from here.
 */
export function startEarlyTelemetry(win: Window): EarlyTelemetry {
  const kept: EarlyEvent[] = [];
  let report = (event: EarlyEvent) => {
    if (kept.length < EARLY_LIMIT) kept.push(event);
  };
  const now = () => ({ page: win.location.href, at: Date.now() });
  win.addEventListener('error', (event) =>
    report({ what: 'uncaught', reason: event.error ?? event.message, ...now() }),
  );
  win.addEventListener('unhandledrejection', (event) =>
    report({ what: 'unhandled_rejection', reason: event.reason, ...now() }),
  );
  return {
    onFailedRequest: (failure) => report({ what: 'failed_request', failure, ...now() }),
    handOver(next) {
      report = next;
      for (const event of kept.splice(0)) next(event);
    },
  };
}
