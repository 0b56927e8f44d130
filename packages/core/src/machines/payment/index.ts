export { cardBrandDisplayName, knownCardBrand } from './card-brand-names.ts';
export {
  CARD_EXPIRY_YEARS_AHEAD,
  type CardExpiryStatus,
  cardExpiryMessageId,
  cardExpiryStatus,
  cardExpiryTextStatus,
  formatCardExpiryInput,
  splitCardExpiry,
} from './card-expiry.ts';
export { checkoutNeedsNumberCategories } from './checkout-needs-number-categories.ts';
export {
  appliedPromoCodes,
  type CheckoutOnboarding,
  type CheckoutSelection,
  checkoutItems,
  checkoutOrderBody,
  checkoutPreviewInput,
  DEFAULT_COUNTRY,
  needsDelivery,
  newNumberSku,
  type OrderBodySection,
  orderBodyProblem,
  orderFingerprint,
} from './checkout-order.ts';
export {
  HOSTED_FIELDS_STYLE_TOKENS,
  type HostedFieldsStyle,
  hostedFieldsFrameUrl,
} from './hosted-fields-messages.ts';
export {
  addPromoCode,
  canTickTerms,
  DEFAULT_TERMS_ACCEPTANCE_MODE,
  groupOrderItems,
  isPricedLine,
  ORDER_ITEM_GROUP_MESSAGES,
  type OrderItemGroup,
  type PromoAddResult,
  type PromoAvailability,
  promoAvailability,
  promoRefusalMessageId,
  removePromoCode,
  resolveTermsAcceptanceMode,
  type TermsState,
  TermsStateSchema,
  termsAccepted,
} from './order-summary.rules.ts';
export {
  CAPTURE_CONTEXT_REFRESH_MARGIN_MS,
  CHALLENGE_MAX_WAIT_MS,
  type PaymentMachine,
  paymentMachine,
  TOKENIZE_TIMEOUT_MS,
} from './payment.machine.ts';
export { type PaymentServicesDeps, paymentMachineInput, providePaymentMachine } from './payment.services.ts';
export type {
  CardSummary,
  PaymentCaptureContext,
  PaymentContext,
  PaymentEmitted,
  PaymentEvent,
  PaymentFailure,
  PaymentFrame,
  PaymentInput,
  PaymentOrderSnapshot,
  PaymentOutput,
  PaymentTransaction,
  PendingPaymentRequest,
  RecordOutcomeParams,
  RecordRequestParams,
  RequestPaymentInput,
  RequestTokenParams,
  SavedCardChoice,
} from './payment.types.ts';
export {
  connectPayment,
  type PaymentApi,
  type PaymentPhase,
  type PaymentSenders,
  type PaymentView,
  paymentSenders,
  paymentView,
} from './payment.view.ts';
export {
  CAPTURE_CONTEXT_EXPIRED_MESSAGE,
  CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID,
  failureFromRequestError,
  isCaptureContextExpiredError,
  isOrderNotPayableError,
  paymentFailure,
  paymentFailureMessageId,
  tokenizeErrorMessageId,
} from './payment-errors.ts';
export {
  defaultPaymentMethod,
  defaultPaymentOption,
  PAYABLE_METHODS,
  type PaymentMethodChoice,
  payableSavedCards,
  paymentMethodChoices,
  SAVED_CARD_METHOD,
  type SavedCard,
  savedCardOption,
  savedCards,
  savedCardToPay,
  withDefaultSavedMethod,
} from './payment-methods.ts';
export { loadPaymentOptions, type PaymentOptionsDeps } from './payment-options.services.ts';
export { onlyPaymentOption, type PaymentOptions, paymentOptionsFromStore } from './payment-options.ts';
export {
  directPaymentSuccessPath,
  type NextStep,
  nextStepsAfterPayment,
  retryPaymentPath,
} from './payment-outcome.ts';
export { orderRefToPay, type PaymentFormTarget, paymentFormTarget } from './payment-target.ts';
