import { FINAL_SERVER_ORDER_STATES, type OrderStatus, type OrderType } from '../enums.ts';
import type { OrderSummary } from './order-summary.schema.ts';

const SIM_ONLY: OrderType = 'SIM_ONLY';
const FINAL_STATES: ReadonlySet<string> = new Set(FINAL_SERVER_ORDER_STATES);

/** A SIM-only order that is not cancelled (CAN), failed (OFL) or activated (TSU) is pending. */
export function isPendingSimOnlyOrder(order: Pick<OrderSummary, 'order_type' | 'state'>): boolean {
  return order.order_type === SIM_ONLY && !FINAL_STATES.has(order.state);
}

/** The pending SIM-only order post-verification routing sends the user to, if any. */
export function findPendingSimOnlyOrder<T extends Pick<OrderSummary, 'order_type' | 'state'>>(
  orders: readonly T[],
): T | undefined {
  return orders.find(isPendingSimOnlyOrder);
}

/**
 * What a processing order becomes when the server reports a state: CAN → CANCELLED,
 * OFL → FAILED. Any other state, TSU included, leaves the processing status as it is.
 */
export function processingStatusFromServerState(
  state: string,
): Extract<OrderStatus, 'CANCELLED' | 'FAILED'> | undefined {
  if (state === 'CAN') return 'CANCELLED';
  if (state === 'OFL') return 'FAILED';
  return undefined;
}
