import * as v from 'valibot';
import { type OtpRequest, OtpRequestSchema } from '../../../gateway/auth/otp-request.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema } from './number-change.schema.ts';

export const GenerateNumberChangeOttBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  /**
   * The code sent before, when this is "send a new code": it stops working, and the resends are
   * counted (422024 when there have been too many).
   */
  previousRequestId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});
export type GenerateNumberChangeOttBody = v.InferOutput<typeof GenerateNumberChangeOttBodySchema>;

/**
 * POST one-time-token generation for a number change or recovery, with credentials: a
 * 6-digit code is sent to the customer's e-mail; the answer is its request id and lifetime (the spec
 * OTP), the request id to send with the request (OTT_REQUEST_ID_HEADER).
 */
export const generateNumberChangeOttEndpoint = defineEndpoint({
  name: 'generateNumberChangeOtt',
  method: 'POST',
  path: 'subscription-service/v1/number-change/ott',
  credentials: true,
  response: resultEnvelope(OtpRequestSchema),
});

export async function generateNumberChangeOtt(
  client: GatewayClient,
  input: GenerateNumberChangeOttBody,
): Promise<OtpRequest> {
  const json = v.parse(GenerateNumberChangeOttBodySchema, input);
  const answer = await client.call(generateNumberChangeOttEndpoint, { json });
  return answer.result;
}
