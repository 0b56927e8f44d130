import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { type ReschedulePayment, ReschedulePaymentSchema } from './reschedule.schema.ts';

/**
 * GET the payment by reschedule id: the reschedule's status (WAITING for its fee, DONE once
 * booked) and its fee order. The flow follows it after paying; another customer's is 404.
 */
export const reschedulePaymentEndpoint = defineEndpoint({
  name: 'reschedulePayment',
  method: 'GET',
  path: 'logistics-service/v1/shipment/reschedule/{rescheduleId}/payment',
  credentials: true,
  response: resultEnvelope(ReschedulePaymentSchema),
});

export async function reschedulePayment(
  client: GatewayClient,
  input: { rescheduleId: string },
): Promise<ReschedulePayment> {
  const answer = await client.call(reschedulePaymentEndpoint, {
    params: { rescheduleId: input.rescheduleId },
  });
  return answer.result;
}
