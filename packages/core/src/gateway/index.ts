export { allEndpoints } from './all-endpoints.ts';
export * from './auth/index.ts';
export * from './auto-renewal/index.ts';
export * from './carts/index.ts';
export * from './cash-payments/index.ts';
export * from './catalogue/index.ts';
export type { Money } from './common.schema.ts';
export {
  CalendarDateStringSchema,
  IsoTimestampSchema,
  MoneySchema,
  TimeOfDaySchema,
} from './common.schema.ts';
export * from './config/index.ts';
export * from './coverage/index.ts';
export * from './delivery/index.ts';
export {
  copyEarlyReads,
  EARLY_READS_GLOBAL,
  type EarlyAnswerCopies,
  type EarlyRead,
  type EarlyReads,
  earlyReadsIn,
  earlyReadsWithToken,
  fetchTakingEarlyReads,
} from './early-reads.ts';
export * from './ekyc/index.ts';
export type { Endpoint, EndpointOutput, HttpMethod, PathParams } from './endpoint.ts';
export {
  defineEndpoint,
  EmptyResponseSchema,
  fillPath,
  resolveUrl,
  resultEnvelope,
  routePattern,
} from './endpoint.ts';
export * from './enums.ts';
export type {
  CallInput,
  FailedRequest,
  GatewayClient,
  GatewayClientOptions,
  GatewaySession,
  RateLimitOutcome,
} from './gateway-client.ts';
export { createGatewayClient } from './gateway-client.ts';
export type { GatewayErrorDetails, GatewayErrorKind } from './gateway-error.ts';
export {
  describeIssues,
  FailureBodySchema,
  GatewayError,
  isGatewayError,
  UNKNOWN_ERROR,
} from './gateway-error.ts';
export * from './invoices/index.ts';
export * from './lines/index.ts';
export * from './numbers/index.ts';
export * from './orders/index.ts';
export * from './payments/index.ts';
export * from './port-in/index.ts';
export * from './service-requests/index.ts';
export * from './session/index.ts';
