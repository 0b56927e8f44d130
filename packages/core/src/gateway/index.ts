export type { OtpRequest } from './auth/otp-request.schema.ts';
export { OtpRequestSchema } from './auth/otp-request.schema.ts';
export { signIn, signInEndpoint } from './auth/sign-in.ts';
export type { Endpoint, EndpointOutput, HttpMethod, PathParams } from './endpoint.ts';
export {
  defineEndpoint,
  EmptyResponseSchema,
  fillPath,
  resolveUrl,
  resultEnvelope,
  routePattern,
} from './endpoint.ts';
export type {
  CallInput,
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
export { refreshTokenEndpoint } from './session/refresh-token.ts';
