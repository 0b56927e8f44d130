import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type DeliverySlot, DeliverySlotSchema } from './delivery-slot.schema.ts';

/** GET the delivery windows of one slot calendar (a delivery method's slotId), with credentials. */
export const deliverySlotsEndpoint = defineEndpoint({
  name: 'deliverySlots',
  method: 'GET',
  path: 'logistics-service/v1/slots/{slotId}',
  credentials: true,
  response: resultEnvelope(v.array(DeliverySlotSchema)),
});

export async function deliverySlots(
  client: GatewayClient,
  input: { slotId: string },
): Promise<DeliverySlot[]> {
  const answer = await client.call(deliverySlotsEndpoint, { params: { slotId: input.slotId } });
  return answer.result;
}
