import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { DonorIdFieldSchema, TransferNumberFieldSchema } from './port-in-number.schema.ts';

/**
 * POST, with credentials: whether the number can be transferred (it exists, belongs to the donor
 * when one is named, and has no transfer running). `reason` is a code for the message table.
 * `donor` is the operator that holds the number today, as Mexico's portability database (the ABD
 * behind every MNP check) records it: the customer need not choose it, and the request may leave
 * the donor out to learn it. Absent when the database does not know the number.
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
      donor: v.optional(v.pipe(v.string(), v.minLength(1))),
    }),
  ),
});
export type PortInNumberValidation = v.InferOutput<typeof validatePortInNumberEndpoint.response>['result'];

export const ValidatePortInNumberBodySchema = v.object({
  number: TransferNumberFieldSchema,
  donor: v.optional(DonorIdFieldSchema),
});
export type ValidatePortInNumberBody = v.InferOutput<typeof ValidatePortInNumberBodySchema>;

export async function validatePortInNumber(
  client: GatewayClient,
  input: { number: string; donor: string },
): Promise<PortInNumberValidation> {
  // No donor chosen: the check answers which one holds the number.
  const body: ValidatePortInNumberBody = {
    number: input.number,
    ...(input.donor !== '' ? { donor: input.donor } : {}),
  };
  const answer = await client.call(validatePortInNumberEndpoint, { json: body });
  return answer.result;
}
