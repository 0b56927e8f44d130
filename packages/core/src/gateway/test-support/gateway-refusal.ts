import { GatewayError } from '../gateway-error.ts';

/** A 422 refusal as the gateway client reports it (the spec: failure.errorId and errorCode), for tests. */
export const gatewayRefusal = (errorId: number, errorCode: string) =>
  new GatewayError({
    kind: 'http',
    status: 422,
    statusText: 'Unprocessable',
    body: {},
    url: '/x',
    errorId,
    errorCode,
  });
