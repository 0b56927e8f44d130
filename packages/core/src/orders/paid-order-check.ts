import type { Order } from '../gateway/orders/order.schema.ts';
import { processingStatusFromServerState } from '../gateway/orders/order-rules.ts';
import type { Paylink } from '../gateway/payments/paylink-details.ts';
import { type OrderLabel, orderStateLabel } from './order-labels.ts';

/** A gateway read as a page holds it: under way, answered, or failed. */
export interface ReadState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * What a success page may say about the order its address names. It says "paid" only when the
 * gateway does; the address alone proves nothing (a reference can be typed, copied or guessed).
 */
export type PaidOrderCheck =
  /** The gateway has not answered yet: nothing is claimed. */
  | { kind: 'checking' }
  /**
   * Paid. `order` is undefined for a paylink's payer, who may not read it: their page says what is
   * theirs to know (it is paid, its owner is told) and links to nothing of the order's.
   */
  | {
      kind: 'paid';
      orderRef: string;
      order: Order | undefined;
      payerOnly: boolean;
      /**
       * For a payer by link: where the order's mails went, masked as the link gives it (its owner's
       * address, or the payer's own for a recarga, whose receipt is theirs); undefined when unknown.
       */
      mailedTo?: string | undefined;
    }
  /** The viewer's order, not paid: its real state (waiting for payment, cancelled…). */
  | { kind: 'notPaid'; orderRef: string; state: OrderLabel }
  /** No reference, a made-up one, or someone else's order (the gateway answers 404 for those). */
  | { kind: 'notFound' }
  /** The gateway could not be asked: ask again. */
  | { kind: 'error'; error: unknown };

/** Paid: nothing left to pay, and the order neither cancelled (CAN) nor failed (OFL). */
export function isPaidOrder(order: Pick<Order, 'state' | 'payment_due'>): boolean {
  return order.payment_due.amount <= 0 && processingStatusFromServerState(order.state) === undefined;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * The success pages' check (`/web/payment-success`, `/payment/direct-payment-success`): the
 * order's own read, which the gateway answers only for the viewer's orders. A paylink's payer
 * may pay an order they cannot read: for them the paylink the payment was made through counts,
 * when it names this order and the gateway says it is paid.
 */
export function paidOrderCheck(
  orderRef: string | undefined,
  order: ReadState<Order>,
  paylink?: ReadState<Pick<Paylink, 'orderRef' | 'status' | 'customerEmail'>>,
): PaidOrderCheck {
  if (!orderRef) return { kind: 'notFound' };
  if (order.data) {
    return isPaidOrder(order.data)
      ? { kind: 'paid', orderRef, order: order.data, payerOnly: false }
      : { kind: 'notPaid', orderRef, state: orderStateLabel(order.data.state) };
  }
  if (paylink?.data?.orderRef === orderRef && paylink.data.status === 'PAID') {
    return {
      kind: 'paid',
      orderRef,
      order: undefined,
      payerOnly: true,
      mailedTo: paylink.data.customerEmail,
    };
  }
  if (order.loading || paylink?.loading) return { kind: 'checking' };
  // A read that failed otherwise than "not yours or not there" says nothing yet: ask again.
  const failed = [order.error, paylink?.error].find((error) => error != null && !isNotFound(error));
  return failed === undefined ? { kind: 'notFound' } : { kind: 'error', error: failed };
}
