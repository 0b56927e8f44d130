import type { FailedRequest } from '@senda/core/gateway';
import { exceptionEvent, type TelemetryEvent } from '@senda/core/telemetry';

/** Events kept before the reporter loads; a page that fails in a loop keeps no more. */
const EARLY_LIMIT = 50;

export interface EarlyTelemetry {
  /** The gateway client's hook: each refused or unanswered request, with its X-Request-Id. */
  onFailedRequest(failure: FailedRequest): void;
  /** From now on, events go to `report` (the loaded reporter), the kept ones first. */
  handOver(report: (event: TelemetryEvent) => void): void;
}

/**
 * The part of real-user monitoring that is in the first load: a few listeners that keep the
 * errors and failed gateway calls of the start-up in a list, so none is missed while the reporter
 * and web-vitals wait for the page to settle (install-telemetry.ts). Nothing is sent from here.
 */
export function startEarlyTelemetry(win: Window): EarlyTelemetry {
  const kept: TelemetryEvent[] = [];
  let report = (event: TelemetryEvent) => {
    if (kept.length < EARLY_LIMIT) kept.push(event);
  };
  const page = () => win.location.href;
  win.addEventListener('error', (event) =>
    report(exceptionEvent(event.error ?? event.message, 'uncaught', page(), Date.now())),
  );
  win.addEventListener('unhandledrejection', (event) =>
    report(exceptionEvent(event.reason, 'unhandled_rejection', page(), Date.now())),
  );
  return {
    onFailedRequest: (failure) =>
      report({ kind: 'gateway_failure', ...failure, page: page(), at: Date.now() }),
    handOver(next) {
      report = next;
      for (const event of kept.splice(0)) next(event);
    },
  };
}
