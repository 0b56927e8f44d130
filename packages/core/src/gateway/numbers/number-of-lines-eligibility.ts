import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * GET, with credentials: whether the customer may add another line. Mexican operators cap the
 * lines per customer (identity registration rules), so `eligible` is false at `maxLines`.
 */
export const numberOfLinesEligibilityEndpoint = defineEndpoint({
  name: 'numberOfLinesEligibility',
  method: 'GET',
  path: 'number-service/v1/lines/eligibility',
  credentials: true,
  response: resultEnvelope(
    v.object({
      eligible: v.boolean(),
      activeLines: Count,
      maxLines: Count,
    }),
  ),
});
export type NumberOfLinesEligibility = v.InferOutput<
  typeof numberOfLinesEligibilityEndpoint.response
>['result'];

export async function numberOfLinesEligibility(client: GatewayClient): Promise<NumberOfLinesEligibility> {
  const answer = await client.call(numberOfLinesEligibilityEndpoint);
  return answer.result;
}
