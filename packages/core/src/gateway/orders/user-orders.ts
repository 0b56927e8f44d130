import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type OrderSummary, OrderSummarySchema } from './order-summary.schema.ts';

/** GET the signed-in customer's orders, for post-verification routing and the order list. */
export const userOrdersEndpoint = defineEndpoint({
  name: 'userOrders',
  method: 'GET',
  path: 'order-service/v1/orders',
  credentials: true,
  response: resultEnvelope(v.array(OrderSummarySchema)),
});

export async function userOrders(client: GatewayClient): Promise<OrderSummary[]> {
  const answer = await client.call(userOrdersEndpoint);
  return answer.result;
}
