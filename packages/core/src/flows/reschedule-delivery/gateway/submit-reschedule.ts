import * as v from 'valibot';
import { PostalAddressSchema } from '../../../gateway/delivery/postal-address.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { IdempotencyKeySchema } from '../../../gateway/payments/payment-request.ts';
import { stepUpHeaders } from '../../../gateway/session/step-up.ts';
import { RescheduleIdSchema, type ReschedulePayment, ReschedulePaymentSchema } from './reschedule.schema.ts';

/**
 * POST shipment reschedule v2, with credentials: the new delivery (a doorstep window at an address,
 * or a store pick-up). When a redelivery fee is due the gateway also makes the order that pays it
 * (`payment`), and the delivery is booked once that order is paid; nothing due: booked at once.
 * `idempotencyKey` is the customer's one attempt: sent again it answers the same reschedule and
 * order, so a redelivery is booked and charged once. A doorstep redelivery to another address than
 * the one the SIM was going to changes where the account's SIM goes: it carries a step-up proof
 * for DELIVERY_ADDRESS_CHANGE (STEP_UP_HEADER), else 422 `422120 STEP_UP_REQUIRED`.
 */
export const submitRescheduleEndpoint = defineEndpoint({
  name: 'submitReschedule',
  method: 'POST',
  path: 'logistics-service/v2/shipment/reschedule/{rescheduleId}',
  credentials: true,
  response: resultEnvelope(ReschedulePaymentSchema),
});

export const SubmitRescheduleBodySchema = v.variant('method', [
  v.strictObject({
    method: v.literal('DOORSTEP_DELIVERY'),
    address: PostalAddressSchema,
    slotId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    idempotencyKey: IdempotencyKeySchema,
  }),
  v.strictObject({
    method: v.literal('SELF_PICKUP'),
    pickupLocationId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    idempotencyKey: IdempotencyKeySchema,
  }),
]);
export type SubmitRescheduleBody = v.InferOutput<typeof SubmitRescheduleBodySchema>;

export async function submitReschedule(
  client: GatewayClient,
  input: { rescheduleId: string; body: SubmitRescheduleBody },
  stepUpToken?: string | null,
): Promise<ReschedulePayment> {
  const rescheduleId = v.parse(RescheduleIdSchema, input.rescheduleId);
  const json = v.parse(SubmitRescheduleBodySchema, input.body);
  const answer = await client.call(submitRescheduleEndpoint, {
    params: { rescheduleId },
    json,
    headers: stepUpHeaders(stepUpToken),
  });
  return answer.result;
}
