import * as v from 'valibot';
import type { Channel } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { OtpRequestSchema } from './otp-request.schema.ts';

/** POST sign-in: sends a one-time code to the e-mail (Auth). */
export const signInEndpoint = defineEndpoint({
  name: 'signIn',
  method: 'POST',
  path: 'user-service/v4/auth/signin',
  credentials: false,
  response: resultEnvelope(OtpRequestSchema),
});

export const SignInBodySchema = v.object({
  identifier: v.string(),
  channel: v.string(),
  'external-auth-id': v.string(),
});
export type SignInBody = v.InferOutput<typeof SignInBodySchema>;

export async function signIn(
  client: GatewayClient,
  input: { email: string; channel: Channel; externalAuthId: string },
) {
  const body: SignInBody = {
    identifier: input.email,
    channel: input.channel,
    'external-auth-id': input.externalAuthId,
  };
  const answer = await client.call(signInEndpoint, { json: body });
  return answer.result;
}
