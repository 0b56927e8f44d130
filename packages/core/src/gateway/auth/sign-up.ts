import * as v from 'valibot';
import type { Channel } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type OtpRequest, OtpRequestSchema } from './otp-request.schema.ts';

/** POST sign-up: sends a one-time code to a new customer's e-mail (Auth). */
export const signUpEndpoint = defineEndpoint({
  name: 'signUp',
  method: 'POST',
  path: 'user-service/v4/auth/signup',
  credentials: false,
  response: resultEnvelope(OtpRequestSchema),
});

export const SignUpBodySchema = v.object({
  email: v.string(),
  channel: v.string(),
  'external-auth-id': v.string(),
});
export type SignUpBody = v.InferOutput<typeof SignUpBodySchema>;

export async function signUp(
  client: GatewayClient,
  input: { email: string; channel: Channel; externalAuthId: string },
): Promise<OtpRequest> {
  const body: SignUpBody = {
    email: input.email,
    channel: input.channel,
    'external-auth-id': input.externalAuthId,
  };
  const answer = await client.call(signUpEndpoint, { json: body });
  return answer.result;
}
