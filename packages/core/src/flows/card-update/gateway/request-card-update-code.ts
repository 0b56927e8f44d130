import * as v from 'valibot';
import { type OtpRequest, OtpRequestSchema } from '../../../gateway/auth/otp-request.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema } from './card-update.schema.ts';

export const RequestCardUpdateCodeBodySchema = v.strictObject({ accountNumber: AccountNumberSchema });
export type RequestCardUpdateCodeBody = v.InferOutput<typeof RequestCardUpdateCodeBodySchema>;

/**
 * POST a one-time code to the account's e-mail before the card that renews a line changes (card
 * update /manage/update-card/verify), with credentials. The answer is the spec's OTP request. A line
 * whose card may not change answers 422810 with the reason.
 */
export const requestCardUpdateCodeEndpoint = defineEndpoint({
  name: 'requestCardUpdateCode',
  method: 'POST',
  path: 'payment-service/v1/card-update/otp',
  credentials: true,
  response: resultEnvelope(OtpRequestSchema),
});

export async function requestCardUpdateCode(
  client: GatewayClient,
  input: RequestCardUpdateCodeBody,
): Promise<OtpRequest> {
  const json = v.parse(RequestCardUpdateCodeBodySchema, input);
  const answer = await client.call(requestCardUpdateCodeEndpoint, { json });
  return answer.result;
}
