import * as v from 'valibot';
import { OtpRequestSchema } from '../auth/otp-request.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { DonorIdFieldSchema, TransferNumberFieldSchema } from './port-in-number.schema.ts';

/**
 * The eligibility's answer, like sign-in's (requestId, expiresIn), and `codeSent`: false when the
 * operator's port-in config asks no code (`otpRequired: false`), so nothing was texted and the
 * request is already the proof the order cites. Absent means a code was sent, as before.
 */
export const PortInEligibilitySchema = v.object({
  ...OtpRequestSchema.entries,
  codeSent: v.optional(v.boolean()),
});
export type PortInEligibility = v.InferOutput<typeof PortInEligibilitySchema>;

/**
 * POST, with credentials: checks number, donor and NIP and, where the operator asks one, texts a
 * one-time code to the number so the customer proves they hold it.
 */
export const portInEligibilityEndpoint = defineEndpoint({
  name: 'portInEligibility',
  method: 'POST',
  path: 'portin-service/v1/eligibility',
  credentials: true,
  response: resultEnvelope(PortInEligibilitySchema),
});

export const PortInEligibilityBodySchema = v.object({
  number: TransferNumberFieldSchema,
  donor: DonorIdFieldSchema,
  nip: v.pipe(v.string(), v.minLength(1)),
});
export type PortInEligibilityBody = v.InferOutput<typeof PortInEligibilityBodySchema>;

export async function portInEligibility(
  client: GatewayClient,
  input: { number: string; donor: string; nip: string },
): Promise<PortInEligibility> {
  const body: PortInEligibilityBody = { number: input.number, donor: input.donor, nip: input.nip };
  const answer = await client.call(portInEligibilityEndpoint, { json: body });
  return answer.result;
}
