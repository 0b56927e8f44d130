import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type RescheduleDetails, RescheduleDetailsSchema } from './reschedule.schema.ts';

/** GET shipment reschedule v1: one reschedule of the signed-in customer; another's is 404. */
export const rescheduleDetailsEndpoint = defineEndpoint({
  name: 'rescheduleDetails',
  method: 'GET',
  path: 'logistics-service/v1/shipment/reschedule/{rescheduleId}',
  credentials: true,
  response: resultEnvelope(RescheduleDetailsSchema),
});

export async function rescheduleDetails(
  client: GatewayClient,
  input: { rescheduleId: string },
): Promise<RescheduleDetails> {
  const answer = await client.call(rescheduleDetailsEndpoint, {
    params: { rescheduleId: input.rescheduleId },
  });
  return answer.result;
}
