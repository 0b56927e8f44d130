import type { Stores } from '@senda/core/stores';
import {
  createTelemetryReporter,
  exceptionEvent,
  type TelemetryEvent,
  telemetryPersonalData,
  type WebVitalEvent,
} from '@senda/core/telemetry';
import {
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  onCLS,
  onINP,
  onLCP,
} from 'web-vitals/attribution';

type Metric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

import type { EarlyEvent, EarlyTelemetry } from './early-telemetry';

/**
 * Real-user monitoring, loaded once the page has settled (app-services.ts): the reporter (core),
 * web-vitals' attribution build for LCP, INP and CLS (it reads the browser's buffered entries, so
 * loading late misses nothing), and the sends. A batch leaves with `navigator.sendBeacon`, which
 * survives the page being closed; where the browser refuses the beacon (a cross-origin collector
 * and a JSON body), a keepalive fetch carries it instead. What waits is sent when the page is
 * hidden or left, the last moment a phone's browser reliably runs anything.
 */
export function installTelemetry(
  win: Window,
  options: {
    collectorUrl: string;
    stores: Pick<Stores, 'store' | 'auth'>;
    environment: string;
    early: EarlyTelemetry;
  },
): void {
  const { store, auth } = options.stores;
  const reporter = createTelemetryReporter({
    collectorUrl: options.collectorUrl,
    resource: { 'service.name': 'senda-web', 'deployment.environment.name': options.environment },
    personalData: () => telemetryPersonalData(store.get(auth.state)),
    send: (url, body) => {
      let queued = false;
      try {
        queued = win.navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' })) ?? false;
      } catch {
        queued = false;
      }
      if (!queued) {
        void win
          .fetch(url, {
            method: 'POST',
            body,
            keepalive: true,
            headers: { 'Content-Type': 'application/json' },
          })
          .catch(() => {});
      }
    },
  });
  options.early.handOver((event) => reporter.report(telemetryEvent(event)));
  const report = (metric: Metric) => reporter.report(webVitalEvent(metric, win.location.href));
  onLCP(report);
  onINP(report);
  onCLS(report);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') reporter.flush();
  });
  win.addEventListener('pagehide', () => reporter.flush());
}

/** An error or failed call the first load's listeners saw, as the reporter takes it. */
function telemetryEvent(event: EarlyEvent): TelemetryEvent {
  if (event.what === 'failed_request') {
    return { kind: 'gateway_failure', ...event.failure, page: event.page, at: event.at };
  }
  return exceptionEvent(event.reason, event.what, event.page, event.at);
}

/** A web-vitals report as a telemetry event: its attribution's plain values (the entries stay behind). */
function webVitalEvent(metric: Metric, page: string): WebVitalEvent {
  const attribution: Record<string, string | number | boolean> = {};
  for (const [key, raw] of Object.entries(metric.attribution ?? {})) {
    if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean')
      attribution[key] = raw;
  }
  return {
    kind: 'web_vital',
    name: metric.name as WebVitalEvent['name'],
    value: metric.value,
    delta: metric.delta,
    id: metric.id,
    rating: metric.rating,
    navigationType: metric.navigationType,
    attribution,
    page,
    at: Date.now(),
  };
}
