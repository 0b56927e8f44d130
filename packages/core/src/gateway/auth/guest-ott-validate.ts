import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { AccessTokenSchema } from './access-token.schema.ts';
import { OtpCodeFieldSchema } from './otp-code.schema.ts';

/**
 * POST guest one-time token validation: the guest becomes a customer with that e-mail (auth
 * state guestUserDetails.result). Failures carry the OTT codes of the spec (422025, 422028, ...).
 */
export const guestOttValidateEndpoint = defineEndpoint({
  name: 'guestOttValidate',
  method: 'POST',
  path: 'user-service/v4/auth/guest/ott/validate',
  credentials: true,
  response: resultEnvelope(
    v.object({
      accessToken: AccessTokenSchema,
      email: v.pipe(v.string(), v.minLength(1)),
      userId: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
export type GuestOttValidateResult = v.InferOutput<typeof guestOttValidateEndpoint.response>['result'];

export const GuestOttValidateBodySchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  otpCode: OtpCodeFieldSchema,
});
export type GuestOttValidateBody = v.InferOutput<typeof GuestOttValidateBodySchema>;

export async function guestOttValidate(
  client: GatewayClient,
  input: { requestId: string; otpCode: string },
): Promise<GuestOttValidateResult> {
  const body: GuestOttValidateBody = { requestId: input.requestId, otpCode: input.otpCode };
  const answer = await client.call(guestOttValidateEndpoint, { json: body });
  return answer.result;
}
