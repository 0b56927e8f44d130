import type { GatewayClient } from '../gateway/gateway-client.ts';
import type { Line } from '../gateway/lines/index.ts';
import { getOrder } from '../gateway/orders/get-order.ts';
import type { Order } from '../gateway/orders/order.schema.ts';

/**
 * What /manage/order shows for an order reference: the line the paid order became, the order
 * alone while it is pending (no line yet), or not found. Another customer's order answers 404
 * from the gateway (ownership), and reads exactly like one that does not exist.
 */
export type LineHomeData =
  | { kind: 'line'; order: Order; line: Line }
  | { kind: 'order'; order: Order }
  | { kind: 'not-found' };

/** True for the gateway's 404 (a GatewayError or its plain-object form). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Reads the order and its line; a 404 is an answer (not found), any other failure is thrown. */
export async function loadLineHome(gateway: GatewayClient, orderRef: string): Promise<LineHomeData> {
  try {
    const order = await getOrder(gateway, { orderReference: orderRef });
    return order.line ? { kind: 'line', order, line: order.line } : { kind: 'order', order };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'not-found' };
    throw error;
  }
}
