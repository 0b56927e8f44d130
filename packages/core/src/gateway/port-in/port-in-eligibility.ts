import * as v from 'valibot';
import { type OtpRequest, OtpRequestSchema } from '../auth/otp-request.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { DonorIdFieldSchema, TransferNumberFieldSchema } from './port-in-number.schema.ts';

/**
 * POST, with credentials: checks number, donor and NIP, and texts a one-time code to the number
 * so the customer proves they hold it. Answers like sign-in: requestId and expiresIn.
 */
export const portInEligibilityEndpoint = defineEndpoint({
  name: 'portInEligibility',
  method: 'POST',
  path: 'portin-service/v1/eligibility',
  credentials: true,
  response: resultEnvelope(OtpRequestSchema),
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
): Promise<OtpRequest> {
  const body: PortInEligibilityBody = { number: input.number, donor: input.donor, nip: input.nip };
  const answer = await client.call(portInEligibilityEndpoint, { json: body });
  return answer.result;
}
