import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { PhoneNumberSchema } from './phone-number.schema.ts';

/**
 * POST lock, with credentials: holds the chosen number for this customer while the order is
 * completed. A number someone else took answers with a failure, not a result. `lockedAt` and
 * `lockedUntil` are both on the gateway's clock, so the hold's length can be had without trusting
 * the phone's clock to match it.
 */
export const lockNumberEndpoint = defineEndpoint({
  name: 'lockNumber',
  method: 'POST',
  path: 'number-service/v1/numbers/{selectedNumber}/lock',
  credentials: true,
  response: resultEnvelope(
    v.object({
      number: PhoneNumberSchema,
      lockedAt: IsoTimestampSchema,
      lockedUntil: IsoTimestampSchema,
    }),
  ),
});
export type NumberLock = v.InferOutput<typeof lockNumberEndpoint.response>['result'];

export async function lockNumber(
  client: GatewayClient,
  input: { selectedNumber: string },
): Promise<NumberLock> {
  const answer = await client.call(lockNumberEndpoint, { params: { selectedNumber: input.selectedNumber } });
  return answer.result;
}
