import type { ConsentDocument } from '../../gateway/config/consent-settings.ts';
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

/**
 * The customer places the order: the body built from their choices, the basket as priced, and the
 * consent settings' documents the summary showed (the terms accepted there are recorded with the
 * order they were accepted for).
 */
export type PlaceEvent = {
  type: 'PLACE';
  body: CreateOrderBody;
  priced: OrderPreview;
  consentDocuments?: readonly ConsentDocument[] | undefined;
};

/**
 * The customer's other moves on the summary: new promo codes for the basket (applied or removed),
 * and "Change code" (or the terms unticked), which closes the payment opened for the placed order
 * so the promo codes can change again.
 */
export type CheckoutEvent =
  | PlaceEvent
  | { type: 'CHANGE_PROMO_CODES'; codes: readonly string[] }
  | { type: 'CLOSE_PAYMENT' };

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
  /**
   * The order being created: its body's fingerprint, the priced basket, the documents shown, and
   * the order it replaces (the one placed before for another basket).
   */
  pending: {
    fingerprint: string;
    priced: OrderPreview;
    consentDocuments: readonly ConsentDocument[] | undefined;
    replaces: string | null;
  } | null;
  failure: CheckoutFailure | null;
}
