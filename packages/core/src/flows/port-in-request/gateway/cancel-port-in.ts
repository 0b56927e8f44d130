import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';
import { OrderReferenceSchema, PortInRequestIdSchema } from './port-in-change.schema.ts';

/**
 * The cancelled transfer, and the number the line now has: its temporary one (the transferred
 * number stays with the donor operator).
 */
export const CancelledPortInSchema = v.object({
  requestId: PortInRequestIdSchema,
  status: ServiceRequestStatusSchema,
  msisdn: PhoneNumberSchema,
});
export type CancelledPortIn = v.InferOutput<typeof CancelledPortInSchema>;

/**
 * POST port-in cancel by orderReference (Port-in), with credentials: cancels the order's latest
 * transfer while cancel eligibility allows it (422330 PORT_IN_NOT_CANCELLABLE otherwise).
 */
export const cancelPortInEndpoint = defineEndpoint({
  name: 'cancelPortIn',
  method: 'POST',
  path: 'portin-service/v1/orders/{orderReference}/cancel',
  credentials: true,
  response: resultEnvelope(CancelledPortInSchema),
});

export async function cancelPortIn(
  client: GatewayClient,
  input: { orderReference: string },
): Promise<CancelledPortIn> {
  const orderReference = v.parse(OrderReferenceSchema, input.orderReference);
  const answer = await client.call(cancelPortInEndpoint, { params: { orderReference }, json: {} });
  return answer.result;
}
