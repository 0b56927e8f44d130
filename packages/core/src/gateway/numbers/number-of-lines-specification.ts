import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * GET, with credentials: the operator's rule on lines per customer. `maxLines` is the cap the
 * eligibility call checks (every order not cancelled counts, until its line is terminated and
 * gives its number back); `linesPerOrder` is how many lines one order buys.
 */
export const numberOfLinesSpecificationEndpoint = defineEndpoint({
  name: 'numberOfLinesSpecification',
  method: 'GET',
  path: 'number-service/v1/lines/specification',
  credentials: true,
  response: resultEnvelope(
    v.object({
      maxLines: Count,
      linesPerOrder: Count,
    }),
  ),
});
export type NumberOfLinesSpecification = v.InferOutput<
  typeof numberOfLinesSpecificationEndpoint.response
>['result'];

export async function numberOfLinesSpecification(client: GatewayClient): Promise<NumberOfLinesSpecification> {
  const answer = await client.call(numberOfLinesSpecificationEndpoint);
  return answer.result;
}
