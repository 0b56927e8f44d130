import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';

/**
 * The reverse port-out's rules (the spec's specifications): how many calendar days after the port-out the
 * number may be asked back, and how many hours it takes to come back once asked.
 */
export const ReversePortOutSpecificationsSchema = v.object({
  windowDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  completionHours: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ReversePortOutSpecifications = v.InferOutput<typeof ReversePortOutSpecificationsSchema>;

export const reversePortOutSpecificationsEndpoint = defineEndpoint({
  name: 'reversePortOutSpecifications',
  method: 'GET',
  path: 'portout-service/v1/reverse/specifications',
  credentials: true,
  response: resultEnvelope(ReversePortOutSpecificationsSchema),
});

export async function reversePortOutSpecifications(
  client: GatewayClient,
): Promise<ReversePortOutSpecifications> {
  const answer = await client.call(reversePortOutSpecificationsEndpoint, {});
  return answer.result;
}
