import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * A capture context: the signed, short-lived session the provider's hosted card fields run in.
 * `hostedFieldsUrl` may be relative (the sandbox serves it under /mocks/payment-provider).
 */
export const CaptureContextSchema = v.object({
  captureContext: v.pipe(v.string(), v.minLength(1)),
  hostedFieldsUrl: v.pipe(v.string(), v.minLength(1)),
  /** When the provider issued it, by the provider's clock (the JWT's `iat`). */
  issuedAt: IsoTimestampSchema,
  /** When it lapses, by the same clock (the JWT's `exp`). */
  expiresAt: IsoTimestampSchema,
});
export type CaptureContext = v.InferOutput<typeof CaptureContextSchema>;

/** POST capture context, with credentials. */
export const captureContextEndpoint = defineEndpoint({
  name: 'captureContext',
  method: 'POST',
  path: 'payment-service/v1/capture-context',
  credentials: true,
  response: resultEnvelope(CaptureContextSchema),
});

/** The page origin the hosted fields may talk to; the provider signs it into the context. */
export const CaptureContextBodySchema = v.object({ targetOrigin: v.pipe(v.string(), v.url()) });
export type CaptureContextBody = v.InferOutput<typeof CaptureContextBodySchema>;

export async function captureContext(
  client: GatewayClient,
  input: { targetOrigin: string },
): Promise<CaptureContext> {
  const body: CaptureContextBody = { targetOrigin: input.targetOrigin };
  const answer = await client.call(captureContextEndpoint, { json: body });
  return answer.result;
}

/**
 * Whether a context has expired at `now` (ms). The provider answers "Your capture context has
 * expired." to a late token; checking first lets the form fetch a new context instead.
 */
export function isCaptureContextExpired(context: Pick<CaptureContext, 'expiresAt'>, now: number): boolean {
  return Date.parse(context.expiresAt) <= now;
}
