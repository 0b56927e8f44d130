import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { SimTypeSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema, SimReplacementChargeSchema } from './sim-replacement.schema.ts';

/** The eSIM delivery specification's order types, spelt as the gateway spells them. */
export const ESIM_NEW_ORDER_TYPE = 'ESIM-NEW';
export const ESIM_SIM_REPLACEMENT_ORDER_TYPE = 'ESIM-SIM_REPLACMENT';

/** the spec's esimDeliverySpecifications: per order type, whether an eSIM still needs something delivered. */
export const EsimDeliverySpecificationSchema = v.object({
  orderType: v.pipe(v.string(), v.minLength(1)),
  deliveryNeeded: v.boolean(),
});
export type EsimDeliverySpecification = v.InferOutput<typeof EsimDeliverySpecificationSchema>;

/**
 * What a replacement costs and needs (SIM-replacement specifications): the fee per new SIM
 * type (MXN, IVA included) and the eSIM delivery specification, whose ESIM-SIM_REPLACMENT entry
 * decides whether an eSIM replacement has a delivery step.
 */
export const SimReplacementSpecificationsSchema = v.object({
  fees: v.pipe(
    v.array(v.object({ simType: SimTypeSchema, fee: SimReplacementChargeSchema })),
    v.minLength(1),
  ),
  esimDeliverySpecifications: v.array(EsimDeliverySpecificationSchema),
});
export type SimReplacementSpecifications = v.InferOutput<typeof SimReplacementSpecificationsSchema>;

/** GET SIM-replacement specifications by accountNumber, with credentials. */
export const simReplacementSpecificationsEndpoint = defineEndpoint({
  name: 'simReplacementSpecifications',
  method: 'GET',
  path: 'subscription-service/v1/sim-replacement/specifications',
  credentials: true,
  response: resultEnvelope(SimReplacementSpecificationsSchema),
});

export async function simReplacementSpecifications(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<SimReplacementSpecifications> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(simReplacementSpecificationsEndpoint, { searchParams: { accountNumber } });
  return answer.result;
}
