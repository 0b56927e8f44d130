import type { TelemetryEvent } from './telemetry-event.ts';
import { scrubStack, scrubText, scrubUrl } from './telemetry-scrub.ts';

/**
 * The OTLP/HTTP JSON encoding (opentelemetry-proto's `ExportLogsServiceRequest`), which any
 * OpenTelemetry Collector's `otlp` receiver takes at `POST {base}/v1/logs`. Every event is a log
 * record, web vitals included: one endpoint, one shape, and a vital keeps its attribution (which
 * element, which phase) that a metric data point could only carry as high-cardinality labels.
 * 64-bit integers are decimal strings, as the JSON mapping of protobuf says.
 */
export type AnyValue =
  | { stringValue: string }
  | { doubleValue: number }
  | { intValue: string }
  | { boolValue: boolean };
export interface KeyValue {
  key: string;
  value: AnyValue;
}
export interface LogRecord {
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  eventName: string;
  body: AnyValue;
  attributes: KeyValue[];
}
export interface ExportLogsServiceRequest {
  resourceLogs: {
    resource: { attributes: KeyValue[] };
    scopeLogs: { scope: { name: string; version: string }; logRecords: LogRecord[] }[];
  }[];
}

/** The path the logs are posted to, under the collector's OTLP/HTTP base. */
export const OTLP_LOGS_PATH = 'v1/logs';
export const TELEMETRY_SCOPE = { name: 'senda.rum', version: '1' } as const;

/** OTLP's SeverityNumber: INFO, WARN, ERROR. */
const SEVERITY = { INFO: 9, WARN: 13, ERROR: 17 } as const;

/** What may identify the customer, present only when they allowed usage data. */
export interface PersonalData {
  /** The signed-in customer's account id (`enduser.id`). */
  userId?: string | undefined;
}

/** `{telemetryUrl}/v1/logs`, whether the base ends in a slash or not. */
export function otlpLogsUrl(base: string): string {
  return `${base.replace(/\/+$/, '')}/${OTLP_LOGS_PATH}`;
}

function value(raw: string | number | boolean): AnyValue {
  if (typeof raw === 'string') return { stringValue: scrubText(raw) };
  if (typeof raw === 'boolean') return { boolValue: raw };
  return Number.isInteger(raw) ? { intValue: String(raw) } : { doubleValue: raw };
}

function attributes(entries: Record<string, string | number | boolean | undefined>): KeyValue[] {
  return Object.entries(entries).flatMap(([key, raw]) =>
    raw === undefined ? [] : [{ key, value: value(raw) }],
  );
}

const nanos = (ms: number) => `${BigInt(Math.round(ms)) * 1_000_000n}`;

/** An attribution value that is a URL (the LCP image, a slow script) loses its query. */
function attributionValue(raw: string | number | boolean | undefined) {
  return typeof raw === 'string' && /^(https?:)?\/\//i.test(raw) ? scrubUrl(raw) : raw;
}

/**
 * One event as an OTLP log record. Strings are scrubbed (no e-mail, query, token, long number);
 * `personal` adds who the customer is, and is passed only with their consent.
 */
export function toLogRecord(event: TelemetryEvent, observedAt: number, personal?: PersonalData): LogRecord {
  const common = {
    'url.full': scrubUrl(event.page),
    'enduser.id': personal?.userId,
  };
  const time = { timeUnixNano: nanos(event.at), observedTimeUnixNano: nanos(observedAt) };
  switch (event.kind) {
    case 'web_vital':
      return {
        ...time,
        severityNumber: SEVERITY.INFO,
        severityText: 'INFO',
        eventName: 'browser.web_vital',
        body: { stringValue: `${event.name} ${event.value}` },
        attributes: attributes({
          ...common,
          'web_vital.name': event.name,
          'web_vital.value': event.value,
          'web_vital.delta': event.delta,
          'web_vital.id': event.id,
          'web_vital.rating': event.rating,
          'web_vital.navigation_type': event.navigationType,
          ...Object.fromEntries(
            Object.entries(event.attribution).map(([key, raw]) => [
              `web_vital.attribution.${key}`,
              attributionValue(raw),
            ]),
          ),
        }),
      };
    case 'exception':
      return {
        ...time,
        severityNumber: SEVERITY.ERROR,
        severityText: 'ERROR',
        eventName: 'exception',
        body: { stringValue: scrubText(event.message) },
        attributes: attributes({
          ...common,
          'exception.type': event.type,
          'exception.message': event.message,
          'senda.exception.source': event.source,
        }).concat(
          event.stack
            ? [{ key: 'exception.stacktrace', value: { stringValue: scrubStack(event.stack) } }]
            : [],
        ),
      };
    case 'gateway_failure': {
      const serverSide = event.status === undefined || event.status >= 500;
      return {
        ...time,
        severityNumber: serverSide ? SEVERITY.ERROR : SEVERITY.WARN,
        severityText: serverSide ? 'ERROR' : 'WARN',
        eventName: 'senda.gateway.failure',
        body: { stringValue: `${event.method} ${scrubUrl(event.url)} ${event.status ?? 'no answer'}` },
        attributes: [
          ...attributes({
            ...common,
            'http.request.method': event.method,
            'url.path': scrubUrl(event.url),
            'http.response.status_code': event.status,
            'error.type': event.status === undefined ? 'network' : String(event.status),
            'senda.duration_ms': Math.round(event.durationMs),
          }),
          // The gateway's own id for the call (a UUID): kept as it is, never scrubbed.
          { key: 'http.request.header.x-request-id', value: { stringValue: event.requestId } },
        ],
      };
    }
  }
}

/** The body of one `POST /v1/logs`: the records under the storefront's resource and scope. */
export function otlpLogsRequest(
  records: readonly LogRecord[],
  resource: Readonly<Record<string, string>>,
): ExportLogsServiceRequest {
  return {
    resourceLogs: [
      {
        resource: { attributes: attributes(resource) },
        scopeLogs: [{ scope: { ...TELEMETRY_SCOPE }, logRecords: [...records] }],
      },
    ],
  };
}
