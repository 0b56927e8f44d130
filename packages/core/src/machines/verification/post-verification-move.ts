import { PURCHASE_ROUTES } from '../../navigation/routes.ts';
import type { PostVerificationDestination } from '../post-verification/post-verification.types.ts';

/**
 * What the verification screen does with the spec's routing's destination, in journey terms:
 * - `exit`: leave the purchase journey through one of the verification steps' exits
 *   (manage-order, order-list, redirect);
 * - `next`: the destination is a page of this journey the customer is heading to anyway, so the
 *   journey takes them on (its conditions, fed the new facts — logged in, pending carts — pick the
 *   step; the order of steps stays the journey file's business);
 * - `step`: back to a named step (plan selection, for a customer who has not chosen a plan).
 */
export type PostVerificationMove =
  | { kind: 'next' }
  | { kind: 'step'; step: string }
  | { kind: 'exit'; exit: 'manage-order' | 'order-list' | 'redirect'; path: string };

const pathnameOf = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

export function postVerificationMove(
  destination: PostVerificationDestination,
  journey: {
    /** The step of this journey at a route, if any. */
    stepAt: (pathname: string) => string | undefined;
    /** A plan is already chosen (the customer came through plan selection). */
    planChosen: boolean;
  },
): PostVerificationMove {
  if (destination.rule === 'pending-sim-order') {
    return { kind: 'exit', exit: 'manage-order', path: destination.path };
  }
  if (destination.rule === 'order-list') return { kind: 'exit', exit: 'order-list', path: destination.path };
  const pathname = pathnameOf(destination.path);
  const step = journey.stepAt(pathname);
  if (step === undefined) return { kind: 'exit', exit: 'redirect', path: destination.path };
  if (pathname === PURCHASE_ROUTES.preCheckout && !journey.planChosen) return { kind: 'step', step };
  return { kind: 'next' };
}

/**
 * Whether the routing chose the pending-orders page. The carts found are handed to the journey
 * (its pendingCarts fact) only then: the spec's sends a signing-up customer with carts there, while a
 * customer logging in with a redirect goes to the redirect, and the journey must not insert the
 * pending-orders step on its own.
 */
export function routesToPendingOrders(destination: Pick<PostVerificationDestination, 'path'>): boolean {
  const pathname = pathnameOf(destination.path);
  return pathname === PURCHASE_ROUTES.pendingOrders || pathname === PURCHASE_ROUTES.pendingOrderDetails;
}
