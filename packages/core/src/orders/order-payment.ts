import type { Money } from '../gateway/common.schema.ts';
import { isPendingSimOnlyOrder } from '../gateway/orders/order-rules.ts';
import type { OrderSummary } from '../gateway/orders/order-summary.schema.ts';

/**
 * Whether manage order offers "Pay now": a pending SIM-only order that still has something
 * to pay. A pending order that is already paid (being prepared, shipped) must not be paid twice.
 */
export function canPayOrder(
  order: Pick<OrderSummary, 'order_type' | 'state'> & { payment_due: Pick<Money, 'amount'> },
): boolean {
  return isPendingSimOnlyOrder(order) && order.payment_due.amount > 0;
}
