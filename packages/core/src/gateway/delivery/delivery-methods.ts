import * as v from 'valibot';
import { MoneySchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { DeliveryTypeSchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** A way to get the SIM: doorstep delivery or self pickup, with its fee (0 when free). */
export const DeliveryMethodSchema = v.object({
  type: DeliveryTypeSchema,
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string(), ''),
  fee: MoneySchema,
  /** The DELIVERY_FEE_SKU item the order preview adds for a paid method. */
  feeSku: v.optional(v.string()),
  /** The slot calendar of a method with delivery windows: the {slotId} of deliverySlots. */
  slotId: v.optional(v.string()),
  enabled: v.optional(v.boolean(), true),
});
export type DeliveryMethod = v.InferOutput<typeof DeliveryMethodSchema>;

export const deliveryMethodsEndpoint = defineEndpoint({
  name: 'deliveryMethods',
  method: 'GET',
  path: 'logistics-service/v1/delivery-methods',
  credentials: false,
  response: resultEnvelope(v.array(DeliveryMethodSchema)),
});

export async function deliveryMethods(client: GatewayClient): Promise<DeliveryMethod[]> {
  const answer = await client.call(deliveryMethodsEndpoint);
  return answer.result;
}
