import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { OrderReferenceSchema, PortInRequestIdSchema } from './port-in-change.schema.ts';

/**
 * Why a transfer may not be cancelled: it is no longer being checked (done, failed, cancelled), or
 * the donor operator has already scheduled the switch (it can no longer be stopped).
 */
export const PORT_IN_CANCEL_REFUSALS = ['SWITCH_SCHEDULED', 'NOT_PENDING', 'OTHER'] as const;
export type PortInCancelRefusal = (typeof PORT_IN_CANCEL_REFUSALS)[number];

export const PortInCancelEligibilitySchema = v.variant('cancelable', [
  v.object({ cancelable: v.literal(true), requestId: PortInRequestIdSchema }),
  v.object({
    cancelable: v.literal(false),
    reason: v.fallback(v.picklist(PORT_IN_CANCEL_REFUSALS), 'OTHER'),
    requestId: v.optional(PortInRequestIdSchema),
  }),
]);
export type PortInCancelEligibility = v.InferOutput<typeof PortInCancelEligibilitySchema>;

/** GET port-in cancel eligibility of an order's latest transfer (Port-in), with credentials. */
export const portInCancelEligibilityEndpoint = defineEndpoint({
  name: 'portInCancelEligibility',
  method: 'GET',
  path: 'portin-service/v1/orders/{orderReference}/cancel-eligibility',
  credentials: true,
  response: resultEnvelope(PortInCancelEligibilitySchema),
});

export async function portInCancelEligibility(
  client: GatewayClient,
  input: { orderReference: string },
): Promise<PortInCancelEligibility> {
  const orderReference = v.parse(OrderReferenceSchema, input.orderReference);
  const answer = await client.call(portInCancelEligibilityEndpoint, { params: { orderReference } });
  return answer.result;
}
