import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { EsimSpecificationOrderType } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * Whether an eSIM order also ships something (a card with the QR code, for instance). The order
 * type stays a free string: ESIM-NEW and ESIM-SIM_REPLACMENT (spelt so) are the ones read today.
 */
export const EsimDeliverySpecificationEntrySchema = v.object({
  orderType: v.pipe(v.string(), v.minLength(1)),
  deliveryNeeded: v.boolean(),
});
export type EsimDeliverySpecificationEntry = v.InferOutput<typeof EsimDeliverySpecificationEntrySchema>;

export const esimDeliverySpecificationEndpoint = defineEndpoint({
  name: 'esimDeliverySpecification',
  method: 'GET',
  path: 'logistics-service/v1/esim-delivery-specification',
  credentials: false,
  response: resultEnvelope(v.array(EsimDeliverySpecificationEntrySchema)),
});

export async function esimDeliverySpecification(
  client: GatewayClient,
): Promise<EsimDeliverySpecificationEntry[]> {
  const answer = await client.call(esimDeliverySpecificationEndpoint);
  return answer.result;
}

const NEW_ESIM_ORDER_TYPE: EsimSpecificationOrderType = 'ESIM-NEW';

/**
 * The eSIM delivery-needed flag of a new line comes from the ESIM-NEW entry (Store rules);
 * with no such entry nothing ships, as an eSIM needs no delivery by nature.
 */
export function isEsimDeliveryNeeded(specifications: readonly EsimDeliverySpecificationEntry[]): boolean {
  return specifications.find((spec) => spec.orderType === NEW_ESIM_ORDER_TYPE)?.deliveryNeeded ?? false;
}
