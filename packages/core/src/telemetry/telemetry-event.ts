/**
 * What the storefront reports about itself to the operator's OpenTelemetry collector: how fast its
 * pages are for real customers (the Core Web Vitals, with what made them slow), the errors it hits,
 * and the gateway calls that failed, each with the request id the gateway logged it under.
 */
export type TelemetryEvent = WebVitalEvent | ExceptionEvent | GatewayFailureEvent;

interface EventBase {
  /** Milliseconds since the epoch. */
  at: number;
  /** The page it happened on, as `location.href` says it (its query is never sent). */
  page: string;
}

export interface WebVitalEvent extends EventBase {
  kind: 'web_vital';
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  delta: number;
  /** web-vitals' id of this page load's metric: a later report of the same one replaces it. */
  id: string;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType?: string | undefined;
  /** What web-vitals' attribution build says made it slow (element, resource, phases). */
  attribution: Readonly<Record<string, string | number | boolean | undefined>>;
}

export interface ExceptionEvent extends EventBase {
  kind: 'exception';
  /** `error` event (uncaught) or `unhandledrejection`. */
  source: 'uncaught' | 'unhandled_rejection';
  type: string;
  message: string;
  stack?: string | undefined;
}

export interface GatewayFailureEvent extends EventBase {
  kind: 'gateway_failure';
  method: string;
  /** The gateway URL called. */
  url: string;
  /** The answer's status; absent when there was none (network error, timeout). */
  status?: number | undefined;
  /** The X-Request-Id the call was sent with, to find it in the gateway's logs. */
  requestId: string;
  durationMs: number;
}

/** An error a page threw, or a promise it rejected, as a telemetry event. */
export function exceptionEvent(
  reason: unknown,
  source: ExceptionEvent['source'],
  page: string,
  at: number,
): ExceptionEvent {
  if (reason instanceof Error) {
    return {
      kind: 'exception',
      source,
      type: reason.name,
      message: reason.message,
      stack: reason.stack,
      page,
      at,
    };
  }
  return { kind: 'exception', source, type: typeof reason, message: String(reason), page, at };
}
