import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type OtpRequest, OtpRequestSchema } from './otp-request.schema.ts';

/** POST sign-in resend: a new code for a running sign-in, before it expires (OTP verification). */
export const signInResendEndpoint = defineEndpoint({
  name: 'signInResend',
  method: 'POST',
  path: 'user-service/v4/auth/signin/resend',
  credentials: false,
  response: resultEnvelope(OtpRequestSchema),
});

export const SignInResendBodySchema = v.object({ requestId: v.pipe(v.string(), v.minLength(1)) });
export type SignInResendBody = v.InferOutput<typeof SignInResendBodySchema>;

export async function signInResend(client: GatewayClient, input: { requestId: string }): Promise<OtpRequest> {
  const body: SignInResendBody = { requestId: input.requestId };
  const answer = await client.call(signInResendEndpoint, { json: body });
  return answer.result;
}
