import type { SnapshotFrom } from 'xstate';
import type { ConsentDocument } from '../../gateway/config/consent-settings.ts';
import type { CreateOrderBody } from '../../gateway/orders/create-order.ts';
import type { OrderPreview } from '../../gateway/orders/order-preview.ts';
import type { CheckoutMachine } from './checkout.machine.ts';
import type { CheckoutEvent, CheckoutFailure, PlacedOrder } from './checkout.types.ts';

/** What the order-summary screen renders of the checkout, and the sender it calls. */
export interface CheckoutView {
  /** The order is being created: Next shows its loading state, Back is disabled. */
  creating: boolean;
  failure: CheckoutFailure | null;
  /** Once placed (and while the basket is the one placed): the order to pay. */
  placed: PlacedOrder | null;
  /** `consentDocuments`: the consent settings' documents the summary showed the terms from. */
  place(body: CreateOrderBody, priced: OrderPreview, consentDocuments?: readonly ConsentDocument[]): void;
  /**
   * The promo codes cannot change now: the placed order's payment is open for its total. The
   * screen shows them read-only, with how to change them (closePayment).
   */
  promoLocked: boolean;
  /** Sets the basket's promo codes; refused while they are locked. */
  changePromoCodes(codes: readonly string[]): void;
  /** Closes the payment opened for the placed order, so the promo codes can change (when no payment of it is on its way). */
  closePayment(): void;
}

export function checkoutView(
  snapshot: SnapshotFrom<CheckoutMachine>,
  send: (event: CheckoutEvent) => void,
): CheckoutView {
  return {
    creating: snapshot.hasTag('busy'),
    failure: snapshot.context.failure,
    placed: snapshot.hasTag('placed') ? snapshot.context.placed : null,
    place: (body, priced, consentDocuments) => send({ type: 'PLACE', body, priced, consentDocuments }),
    promoLocked: snapshot.hasTag('promoLocked'),
    changePromoCodes: (codes) => send({ type: 'CHANGE_PROMO_CODES', codes }),
    closePayment: () => send({ type: 'CLOSE_PAYMENT' }),
  };
}
