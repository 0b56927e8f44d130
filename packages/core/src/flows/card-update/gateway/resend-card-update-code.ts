import * as v from 'valibot';
import { type OtpRequest, OtpRequestSchema } from '../../../gateway/auth/otp-request.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';

export const ResendCardUpdateCodeBodySchema = v.strictObject({
  requestId: v.pipe(v.string(), v.minLength(1)),
});

/**
 * POST a new code for the same card update (the old one stops working), with credentials. Past
 * the resends allowed, 422024.
 */
export const resendCardUpdateCodeEndpoint = defineEndpoint({
  name: 'resendCardUpdateCode',
  method: 'POST',
  path: 'payment-service/v1/card-update/otp/resend',
  credentials: true,
  response: resultEnvelope(OtpRequestSchema),
});

export async function resendCardUpdateCode(
  client: GatewayClient,
  input: { requestId: string },
): Promise<OtpRequest> {
  const json = v.parse(ResendCardUpdateCodeBodySchema, input);
  const answer = await client.call(resendCardUpdateCodeEndpoint, { json });
  return answer.result;
}
