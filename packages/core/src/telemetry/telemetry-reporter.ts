import { type LogRecord, otlpLogsRequest, otlpLogsUrl, type PersonalData, toLogRecord } from './otlp-logs.ts';
import type { TelemetryEvent } from './telemetry-event.ts';

export interface TelemetryReporterOptions {
  /** The collector's OTLP/HTTP base (the deploy config's `telemetryUrl`). */
  collectorUrl: string;
  /** Posts one batch; the app sends it with `navigator.sendBeacon`, falling back to a keepalive fetch. */
  send(url: string, body: string): void;
  /** Who the customer is, asked at each event: undefined unless they allowed usage data. */
  personalData(): PersonalData | undefined;
  /** The OTLP resource: `service.name`, `service.version`, `deployment.environment.name`. */
  resource: Readonly<Record<string, string>>;
  now?: () => number;
  /** A batch this full is sent at once. */
  maxBatch?: number;
  /** A batch is sent this long after its first record at the latest. */
  flushAfterMs?: number;
}

export interface TelemetryReporter {
  report(event: TelemetryEvent): void;
  /** Sends what is waiting now: the page is being hidden or left. */
  flush(): void;
}

export const TELEMETRY_MAX_BATCH = 20;
export const TELEMETRY_FLUSH_AFTER_MS = 10_000;
/**
 * One page load sends at most this many records: a page that throws in a loop must not flood the
 * collector nor the customer's data plan.
 */
export const TELEMETRY_MAX_PER_PAGE = 200;

/**
 * Collects events into OTLP log records and sends them in batches: when a batch is full, some
 * seconds after its first record, and whenever the page is hidden or left (the app calls flush).
 * The customer's consent is read when each event happens, so a record made before they turned
 * usage data off never names them, and one made after they turned it on may.
 */
export function createTelemetryReporter(options: TelemetryReporterOptions): TelemetryReporter {
  const now = options.now ?? Date.now;
  const maxBatch = options.maxBatch ?? TELEMETRY_MAX_BATCH;
  const flushAfterMs = options.flushAfterMs ?? TELEMETRY_FLUSH_AFTER_MS;
  const url = otlpLogsUrl(options.collectorUrl);
  let waiting: LogRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported = 0;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!waiting.length) return;
    const batch = waiting;
    waiting = [];
    try {
      options.send(url, JSON.stringify(otlpLogsRequest(batch, options.resource)));
    } catch {
      // Telemetry never breaks the page it reports on: a refused send is a lost batch.
    }
  }

  return {
    report(event) {
      if (reported >= TELEMETRY_MAX_PER_PAGE) return;
      reported += 1;
      waiting.push(toLogRecord(event, now(), options.personalData()));
      if (waiting.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, flushAfterMs);
    },
    flush,
  };
}
