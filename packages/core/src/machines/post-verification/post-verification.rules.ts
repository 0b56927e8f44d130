import { isPendingSimOnlyOrder } from '../../gateway/orders/order-rules.ts';
import { MANAGE_ORDER_ROUTE, OTHER_ROUTES, PURCHASE_ROUTES } from '../../navigation/routes.ts';
import { safeRelativePath } from '../../navigation/safe-redirect.ts';
import type {
  PostVerificationDestination,
  VerificationFlow,
  VerifiedUserOrder,
} from './post-verification.types.ts';

/**
 * the spec's post-verification routing as pure decisions; the machine fetches, these decide.
 */

const pathname = (path: string) => path.split(/[?#]/, 1)[0] ?? '';

/** Only same-origin relative paths are followed; anything else counts as no redirect. */
export function usableRedirect(redirectPath: string | null | undefined): string | null {
  return safeRelativePath(redirectPath) ?? null;
}

const isConnectionDetails = (path: string) => pathname(path) === PURCHASE_ROUTES.connectionDetails;
/** "pending-order": the pending orders list or one pending order's details. */
const isPendingOrderPage = (path: string) =>
  pathname(path) === PURCHASE_ROUTES.pendingOrders || pathname(path) === PURCHASE_ROUTES.pendingOrderDetails;

/** Rule 1: the user has orders. */
export function routeWithOrders(
  orders: readonly VerifiedUserOrder[],
  redirectPath: string | null,
): PostVerificationDestination {
  const pending = orders.find((order) =>
    isPendingSimOnlyOrder({ order_type: order.order_type ?? '', state: order.state ?? '' }),
  );
  if (pending) {
    return {
      path: `${MANAGE_ORDER_ROUTE}?orderRef=${encodeURIComponent(pending.order_ref)}`,
      rule: 'pending-sim-order',
      orderRef: pending.order_ref,
    };
  }
  return redirectPath
    ? { path: redirectPath, rule: 'orders-redirect' }
    : { path: OTHER_ROUTES.orderList, rule: 'order-list' };
}

/**
 * Rules 2 and 3: no orders. `hasCarts` is whether PENDING carts exist for the e-mail; when the
 * cart fetch failed it is false, so the same fallback applies (the spec's rule 3).
 */
export function routeWithoutOrders(
  flow: VerificationFlow,
  hasCarts: boolean,
  redirectPath: string | null,
): PostVerificationDestination {
  if (flow === 'signup' && hasCarts && redirectPath && isConnectionDetails(redirectPath)) {
    return { path: PURCHASE_ROUTES.pendingOrders, rule: 'signup-carts-connection-redirect' };
  }
  if (flow === 'signin' && redirectPath && isPendingOrderPage(redirectPath)) {
    return { path: PURCHASE_ROUTES.preCheckout, rule: 'login-pending-order-redirect' };
  }
  if (redirectPath) return { path: redirectPath, rule: 'redirect' };
  return flow === 'signup' && hasCarts
    ? { path: PURCHASE_ROUTES.pendingOrders, rule: 'signup-carts-fallback' }
    : { path: PURCHASE_ROUTES.preCheckout, rule: 'pre-checkout-fallback' };
}
