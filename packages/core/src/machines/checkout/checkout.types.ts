import type { CreateOrderBody } from '../../gateway/orders/create-order.ts';
import type { OrderPreview } from '../../gateway/orders/order-preview.ts';

/** An order created for this basket: its reference and the fingerprint of the body it was made from. */
export interface PlacedOrder {
  orderRef: string;
  fingerprint: string;
}

export interface CheckoutInput {
  /** The order the order-summary step already created (its journey data), if any. */
  placed?: PlacedOrder | null | undefined;
}

/** The customer places the order: the body built from their choices and the basket as priced. */
export type CheckoutEvent = { type: 'PLACE'; body: CreateOrderBody; priced: OrderPreview };

/** Why the order was not created: an alert title and its text, as message ids. */
export interface CheckoutFailure {
  titleId: string;
  messageId: string;
}

/** What the placed order leaves in the stores: the payment target, and the priced basket when new. */
export interface CheckoutRecord {
  orderRef: string;
  priced: OrderPreview | null;
}

export interface CheckoutContext {
  placed: PlacedOrder | null;
  /** The order being created: its body's fingerprint and the priced basket. */
  pending: { fingerprint: string; priced: OrderPreview } | null;
  failure: CheckoutFailure | null;
}
