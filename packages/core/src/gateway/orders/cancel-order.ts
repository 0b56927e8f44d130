import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** POST cancel, with credentials: answers the order's new state (CAN once cancelled). */
export const cancelOrderEndpoint = defineEndpoint({
  name: 'cancelOrder',
  method: 'POST',
  path: 'order-service/v1/orders/{orderRef}/cancel',
  credentials: true,
  response: resultEnvelope(
    v.object({
      order_ref: v.pipe(v.string(), v.minLength(1)),
      state: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
export type CancelledOrder = v.InferOutput<typeof cancelOrderEndpoint.response>['result'];

export async function cancelOrder(
  client: GatewayClient,
  input: { orderRef: string },
): Promise<CancelledOrder> {
  const answer = await client.call(cancelOrderEndpoint, { params: { orderRef: input.orderRef } });
  return answer.result;
}
