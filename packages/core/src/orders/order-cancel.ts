import type { QueryClient } from '@tanstack/query-core';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { cancelOrder } from '../gateway/orders/cancel-order.ts';
import { invalidateOrderQueries } from '../queries/query-definition.ts';
import { canPayOrder } from './order-payment.ts';

/**
 * An order waiting for payment may be cancelled ("Pay later" after a decline left an
 * unpaid order the customer could not get rid of): the same orders that may be paid, since
 * nothing is charged and no line exists yet. A new number it held goes back (the gateway's doing).
 */
export const canCancelOrder = canPayOrder;

/** Cancels an unpaid order (the spec's order cancel); the customer's orders are read again after. */
export async function cancelUnpaidOrder(
  deps: { gateway: GatewayClient; queryClient: QueryClient },
  orderRef: string,
): Promise<void> {
  await cancelOrder(deps.gateway, { orderRef });
  await invalidateOrderQueries(deps.queryClient);
}
