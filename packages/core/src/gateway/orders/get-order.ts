import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type Order, OrderSchema } from './order.schema.ts';

/** GET one order by its reference, with credentials. */
export const getOrderEndpoint = defineEndpoint({
  name: 'getOrder',
  method: 'GET',
  path: 'order-service/v2/orders/{orderReference}',
  credentials: true,
  response: resultEnvelope(OrderSchema),
});

export async function getOrder(client: GatewayClient, input: { orderReference: string }): Promise<Order> {
  const answer = await client.call(getOrderEndpoint, { params: { orderReference: input.orderReference } });
  return answer.result;
}
