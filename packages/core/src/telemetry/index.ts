/** Real-user monitoring: web vitals, errors and failed gateway calls, as OTLP/HTTP JSON logs. */
export type {
  AnyValue,
  ExportLogsServiceRequest,
  KeyValue,
  LogRecord,
  PersonalData,
} from './otlp-logs.ts';
export { OTLP_LOGS_PATH, otlpLogsRequest, otlpLogsUrl, TELEMETRY_SCOPE, toLogRecord } from './otlp-logs.ts';
export { telemetryPersonalData } from './telemetry-consent.ts';
export type {
  ExceptionEvent,
  GatewayFailureEvent,
  TelemetryEvent,
  WebVitalEvent,
} from './telemetry-event.ts';
export { exceptionEvent } from './telemetry-event.ts';
export type { TelemetryReporter, TelemetryReporterOptions } from './telemetry-reporter.ts';
export {
  createTelemetryReporter,
  TELEMETRY_FLUSH_AFTER_MS,
  TELEMETRY_MAX_BATCH,
  TELEMETRY_MAX_PER_PAGE,
} from './telemetry-reporter.ts';
export { scrubStack, scrubText, scrubUrl, stripQuery } from './telemetry-scrub.ts';
