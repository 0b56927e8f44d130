import type { GatewayClient } from '../gateway/gateway-client.ts';
import { type Line, multiLineUsers } from '../gateway/lines/index.ts';
import type { OrderSummary } from '../gateway/orders/order-summary.schema.ts';
import { userOrders } from '../gateway/orders/user-orders.ts';

export interface CustomerLinesData {
  lines: Line[];
  orders: OrderSummary[];
}

/** /orderlist: the signed-in customer's lines and orders, read together (both are the caller's own). */
export async function loadCustomerLines(gateway: GatewayClient): Promise<CustomerLinesData> {
  const [lines, orders] = await Promise.all([multiLineUsers(gateway), userOrders(gateway)]);
  return { lines, orders };
}
