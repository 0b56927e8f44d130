import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { OtpValidationFlow } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { AccessTokenSchema } from './access-token.schema.ts';
import { type Device, DeviceSchema } from './device.schema.ts';
import { OtpCodeFieldSchema } from './otp-code.schema.ts';

/**
 * POST validate OTP for sign-in or sign-up (`{flow}`). Wrong or expired codes come back as
 * failures with errorCode INCORRECT_OTP / OTP_EXPIRED, not as a result.
 */
export const validateOtpEndpoint = defineEndpoint({
  name: 'validateOtp',
  method: 'POST',
  path: 'user-service/v4/auth/{flow}/validate',
  credentials: false,
  response: resultEnvelope(v.object({ accessToken: AccessTokenSchema })),
});

export const ValidateOtpBodySchema = v.object({
  device: DeviceSchema,
  otpCode: OtpCodeFieldSchema,
  requestId: v.pipe(v.string(), v.minLength(1)),
});
export type ValidateOtpBody = v.InferOutput<typeof ValidateOtpBodySchema>;
export type ValidateOtpResult = v.InferOutput<typeof validateOtpEndpoint.response>['result'];

export async function validateOtp(
  client: GatewayClient,
  input: { flow: OtpValidationFlow; device: Device; otpCode: string; requestId: string },
): Promise<ValidateOtpResult> {
  const body: ValidateOtpBody = {
    device: {
      app_type: input.device.app_type,
      device_id: input.device.device_id,
      device_type: input.device.device_type,
    },
    otpCode: input.otpCode,
    requestId: input.requestId,
  };
  const answer = await client.call(validateOtpEndpoint, { params: { flow: input.flow }, json: body });
  return answer.result;
}
