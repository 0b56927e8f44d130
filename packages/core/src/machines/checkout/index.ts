export { type CheckoutMachine, checkoutMachine } from './checkout.machine.ts';
export { type CheckoutServicesDeps, checkoutInput, provideCheckoutMachine } from './checkout.services.ts';
export type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutFailure,
  CheckoutInput,
  CheckoutRecord,
  PlacedOrder,
  PlaceEvent,
} from './checkout.types.ts';
export { type CheckoutView, checkoutView } from './checkout.view.ts';
export { checkoutNeedsNumberCategories } from './checkout-needs-number-categories.ts';
export {
  appliedPromoCodes,
  type CheckoutOnboarding,
  type CheckoutSelection,
  checkoutItems,
  checkoutOrderBody,
  checkoutPreviewInput,
  DEFAULT_COUNTRY,
  expectedBasketLines,
  needsDelivery,
  newNumberSku,
  type OrderBodySection,
  orderBodyProblem,
  orderFingerprint,
} from './checkout-order.ts';
