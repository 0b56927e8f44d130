import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type OtpRequest, OtpRequestSchema } from './otp-request.schema.ts';

/** POST guest one-time token: a guest gives an e-mail and gets a code, with the guest token. */
export const guestOttGenerateEndpoint = defineEndpoint({
  name: 'guestOttGenerate',
  method: 'POST',
  path: 'user-service/v4/auth/guest/ott',
  credentials: true,
  response: resultEnvelope(OtpRequestSchema),
});

export const GuestOttGenerateBodySchema = v.object({ email: v.pipe(v.string(), v.minLength(1)) });
export type GuestOttGenerateBody = v.InferOutput<typeof GuestOttGenerateBodySchema>;

export async function guestOttGenerate(client: GatewayClient, input: { email: string }): Promise<OtpRequest> {
  const body: GuestOttGenerateBody = { email: input.email };
  const answer = await client.call(guestOttGenerateEndpoint, { json: body });
  return answer.result;
}
