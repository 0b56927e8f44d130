import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { DonorIdFieldSchema, TransferNumberFieldSchema } from './port-in-number.schema.ts';

/**
 * POST, with credentials: whether the number can be transferred from that donor (it exists,
 * belongs to the donor, and has no transfer running). `reason` is a code for the message table.
 */
export const validatePortInNumberEndpoint = defineEndpoint({
  name: 'validatePortInNumber',
  method: 'POST',
  path: 'portin-service/v1/numbers/validate',
  credentials: true,
  response: resultEnvelope(
    v.object({
      valid: v.boolean(),
      reason: v.optional(v.string()),
    }),
  ),
});
export type PortInNumberValidation = v.InferOutput<typeof validatePortInNumberEndpoint.response>['result'];

export const ValidatePortInNumberBodySchema = v.object({
  number: TransferNumberFieldSchema,
  donor: DonorIdFieldSchema,
});
export type ValidatePortInNumberBody = v.InferOutput<typeof ValidatePortInNumberBodySchema>;

export async function validatePortInNumber(
  client: GatewayClient,
  input: { number: string; donor: string },
): Promise<PortInNumberValidation> {
  const body: ValidatePortInNumberBody = { number: input.number, donor: input.donor };
  const answer = await client.call(validatePortInNumberEndpoint, { json: body });
  return answer.result;
}
