import { FINAL_SERVER_ORDER_STATES } from '../gateway/enums.ts';
import type { Order } from '../gateway/orders/order.schema.ts';
import type { OrderPreviewItem } from '../gateway/orders/order-item.schema.ts';
import type { OrderSummary } from '../gateway/orders/order-summary.schema.ts';

/**
 * Blacknut is the cloud-gaming partner sold as an add-on. The catalogue names its products with
 * this marker in the sku (ADDON-BLACKNUT-30D and the like); the order lines carry the same sku.
 */
export const BLACKNUT_SKU_MARKER = 'BLACKNUT';

/** How many recent orders the Blacknut page opens to look for the add-on. */
export const BLACKNUT_ORDER_LOOKUP_LIMIT = 5;

const ACTIVATED = 'TSU';
const DEAD_STATES: ReadonlySet<string> = new Set(
  FINAL_SERVER_ORDER_STATES.filter((state) => state !== ACTIVATED),
);

export const isBlacknutItem = (item: Pick<OrderPreviewItem, 'sku' | 'itemType'>): boolean =>
  (item.itemType === 'ADDON' || item.itemType === 'BUNDLE' || item.itemType === 'EXTERNAL_REWARD') &&
  item.sku.toUpperCase().includes(BLACKNUT_SKU_MARKER);

/** The orders worth opening: not cancelled or failed, newest first, at most the lookup limit. */
export function blacknutCandidateOrders<T extends Pick<OrderSummary, 'state' | 'created_at'>>(
  orders: readonly T[],
  limit = BLACKNUT_ORDER_LOOKUP_LIMIT,
): T[] {
  return orders
    .filter((order) => !DEAD_STATES.has(order.state))
    .map((order) => ({ order, at: Date.parse(order.created_at) || 0 }))
    .sort((a, b) => b.at - a.at)
    .slice(0, Math.max(0, limit))
    .map(({ order }) => order);
}

export type BlacknutActivation =
  | { kind: 'active'; orderRef: string }
  | { kind: 'pending'; orderRef: string }
  | { kind: 'none' };

/**
 * Active when an activated order (TSU) carries the add-on; pending when a live order still on its
 * way does; otherwise none. Cancelled and failed orders never count.
 */
export function blacknutActivation(
  orders: readonly Pick<Order, 'order_ref' | 'state' | 'items'>[],
): BlacknutActivation {
  const withAddon = orders.filter(
    (order) => !DEAD_STATES.has(order.state) && order.items.some(isBlacknutItem),
  );
  const active = withAddon.find((order) => order.state === ACTIVATED);
  if (active) return { kind: 'active', orderRef: active.order_ref };
  const pending = withAddon[0];
  if (pending) return { kind: 'pending', orderRef: pending.order_ref };
  return { kind: 'none' };
}
