import * as v from 'valibot';
import { OtpCodeFieldSchema } from '../auth/otp-code.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** POST, with credentials: the code texted by portInEligibility. Wrong codes come back as failures. */
export const validatePortInOtpEndpoint = defineEndpoint({
  name: 'validatePortInOtp',
  method: 'POST',
  path: 'portin-service/v1/otp/validate',
  credentials: true,
  response: resultEnvelope(v.object({ verified: v.boolean() })),
});
export type PortInOtpValidation = v.InferOutput<typeof validatePortInOtpEndpoint.response>['result'];

export const ValidatePortInOtpBodySchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  otpCode: OtpCodeFieldSchema,
});
export type ValidatePortInOtpBody = v.InferOutput<typeof ValidatePortInOtpBodySchema>;

export async function validatePortInOtp(
  client: GatewayClient,
  input: { requestId: string; otpCode: string },
): Promise<PortInOtpValidation> {
  const body: ValidatePortInOtpBody = { requestId: input.requestId, otpCode: input.otpCode };
  const answer = await client.call(validatePortInOtpEndpoint, { json: body });
  return answer.result;
}
