import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';
import { OrderReferenceSchema, PortInRequestIdSchema } from './port-in-change.schema.ts';

export const PORT_IN_REINITIATION_REFUSALS = ['NOT_FAILED', 'OTHER'] as const;
export type PortInReinitiationRefusal = (typeof PORT_IN_REINITIATION_REFUSALS)[number];

/**
 * May the order's latest transfer be started again: only one that failed or was rejected
 * (PORT_IN_FAILED, REJECTED), with the details it was made with and why it failed.
 */
export const PortInReinitiationEligibilitySchema = v.variant('eligible', [
  v.object({
    eligible: v.literal(true),
    requestId: PortInRequestIdSchema,
    number: PhoneNumberSchema,
    donor: v.pipe(v.string(), v.minLength(1)),
    failureReason: v.optional(v.string()),
  }),
  v.object({
    eligible: v.literal(false),
    reason: v.fallback(v.picklist(PORT_IN_REINITIATION_REFUSALS), 'OTHER'),
    requestId: v.optional(PortInRequestIdSchema),
  }),
]);
export type PortInReinitiationEligibility = v.InferOutput<typeof PortInReinitiationEligibilitySchema>;

/** GET port-in re-initiation eligibility of an order's latest transfer (Port-in). */
export const portInReinitiationEligibilityEndpoint = defineEndpoint({
  name: 'portInReinitiationEligibility',
  method: 'GET',
  path: 'portin-service/v1/orders/{orderReference}/reinitiation-eligibility',
  credentials: true,
  response: resultEnvelope(PortInReinitiationEligibilitySchema),
});

export async function portInReinitiationEligibility(
  client: GatewayClient,
  input: { orderReference: string },
): Promise<PortInReinitiationEligibility> {
  const orderReference = v.parse(OrderReferenceSchema, input.orderReference);
  const answer = await client.call(portInReinitiationEligibilityEndpoint, { params: { orderReference } });
  return answer.result;
}
