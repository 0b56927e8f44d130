import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { PhoneNumberSchema } from './phone-number.schema.ts';

/**
 * GET, with credentials: whether a number can still be had by the caller (free, or held by their
 * own lock, whose end is then given). The number step asks it before Next promises the number: a
 * lock taken minutes ago may have lapsed and the number gone to someone else since.
 */
export const numberAvailabilityEndpoint = defineEndpoint({
  name: 'numberAvailability',
  method: 'GET',
  path: 'number-service/v1/numbers/{selectedNumber}/availability',
  credentials: true,
  response: resultEnvelope(
    v.object({
      number: PhoneNumberSchema,
      available: v.boolean(),
      lockedUntil: v.optional(IsoTimestampSchema),
    }),
  ),
});
export type NumberAvailability = v.InferOutput<typeof numberAvailabilityEndpoint.response>['result'];

export async function numberAvailability(
  client: GatewayClient,
  input: { selectedNumber: string },
): Promise<NumberAvailability> {
  const answer = await client.call(numberAvailabilityEndpoint, {
    params: { selectedNumber: input.selectedNumber },
  });
  return answer.result;
}
