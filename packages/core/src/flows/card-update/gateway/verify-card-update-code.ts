import * as v from 'valibot';
import { OtpCodeFieldSchema } from '../../../gateway/auth/otp-code.schema.ts';
import { IsoTimestampSchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema, CardUpdateIdSchema } from './card-update.schema.ts';

export const VerifyCardUpdateCodeBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  requestId: v.pipe(v.string(), v.minLength(1)),
  otpCode: OtpCodeFieldSchema,
});
export type VerifyCardUpdateCodeBody = v.InferOutput<typeof VerifyCardUpdateCodeBodySchema>;

/** A right code: the update it opens, and until when the new card may be submitted. */
export const VerifiedCardUpdateSchema = v.object({
  updateId: CardUpdateIdSchema,
  verifiedUntil: IsoTimestampSchema,
});
export type VerifiedCardUpdate = v.InferOutput<typeof VerifiedCardUpdateSchema>;

/**
 * POST the code the customer read in their e-mail, with credentials. A wrong one answers the spec
 * OTP codes (422011 incorrect, 422004 expired, 4221402 invalid; 422026 when this code has had its
 * tries, 422035 when asked again after that).
 */
export const verifyCardUpdateCodeEndpoint = defineEndpoint({
  name: 'verifyCardUpdateCode',
  method: 'POST',
  path: 'payment-service/v1/card-update/otp/validate',
  credentials: true,
  response: resultEnvelope(VerifiedCardUpdateSchema),
});

export async function verifyCardUpdateCode(
  client: GatewayClient,
  input: VerifyCardUpdateCodeBody,
): Promise<VerifiedCardUpdate> {
  const json = v.parse(VerifyCardUpdateCodeBodySchema, input);
  const answer = await client.call(verifyCardUpdateCodeEndpoint, { json });
  return answer.result;
}
