/** Order, paylink and catalogue rules the app's order pages ask. */

export {
  BLACKNUT_ORDER_LOOKUP_LIMIT,
  BLACKNUT_SKU_MARKER,
  type BlacknutActivation,
  blacknutActivation,
  blacknutCandidateOrders,
  isBlacknutItem,
} from './blacknut.ts';
export { loadErrorMessageId } from './load-error.ts';
export { canCancelOrder, cancelUnpaidOrder } from './order-cancel.ts';
export {
  type FactSlot,
  type OrderFact,
  type OrderFactValue,
  orderDeliveryFacts,
  orderPageFacts,
  orderSummaryFacts,
  paymentSuccessFacts,
} from './order-facts.ts';
export {
  type OrderLabel,
  type OrderLabelTone,
  orderStateLabel,
  orderStatusLabel,
  ordersNewestFirst,
  orderTypeLabel,
} from './order-labels.ts';
export { canPayOrder } from './order-payment.ts';
export { isPaidOrder, type PaidOrderCheck, paidOrderCheck, type ReadState } from './paid-order-check.ts';
export { type PaylinkOutcome, paylinkOutcome } from './paylink-outcome.ts';
export { PLAN_HIGHLIGHT_COUNT, planHighlights } from './plan-highlights.ts';
export {
  GOOGLE_RECAPTCHA_SCRIPT,
  MANAGE_ORDER_RECAPTCHA_ACTION,
  RECAPTCHA_UNAVAILABLE_CODE,
  type RecaptchaSetup,
  recaptchaSetup,
  recaptchaUnavailable,
  SANDBOX_RECAPTCHA_SCRIPT,
} from './recaptcha.ts';
export {
  ORDER_REF_QUERY_NAMES,
  PAYLINK_ID_QUERY_NAMES,
  type RefQuery,
  RefSchema,
  readOrderRefQuery,
  readPaylinkIdQuery,
  readRefQuery,
  shouldLoadManageOrderList,
} from './ref-query.ts';
