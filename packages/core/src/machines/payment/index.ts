export {
  CARD_EXPIRY_YEARS_AHEAD,
  type CardExpiryStatus,
  cardExpiryMessageId,
  cardExpiryStatus,
  cardExpiryTextStatus,
  formatCardExpiryInput,
  splitCardExpiry,
} from '../../payments/card-expiry.ts';
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
} from '../../payments/payment-methods.ts';
export {
  onlyPaymentOption,
  type PaymentOptions,
  paymentOptionsFromStore,
} from '../../payments/payment-options.ts';
export { cardBrandDisplayName, knownCardBrand } from './card-brand-names.ts';
export { type CardEntryMachine, cardEntryMachine } from './card-entry/card-entry.machine.ts';
export type {
  CardEntryContext,
  CardEntryEvent,
  CardEntryInput,
  CardEntryOutput,
  CardEntryTokenRequested,
} from './card-entry/card-entry.types.ts';
export { connectCardEntry } from './card-entry/card-entry.view.ts';
export {
  HOSTED_FIELDS_STYLE_TOKENS,
  type HostedFieldsStyle,
  hostedFieldsFrameUrl,
} from './hosted-fields-messages.ts';
export {
  type OrderPaymentEvent,
  type OrderPaymentInput,
  type OrderPaymentMachine,
  type OrderPaymentOutput,
  orderPaymentMachine,
} from './order-payment.machine.ts';
export { type PaymentDelays, type PaymentReads, paymentActors } from './payment.actors.ts';
export {
  CAPTURE_CONTEXT_REFRESH_MARGIN_MS,
  CHALLENGE_MAX_WAIT_MS,
  type PaymentMachine,
  paymentMachine,
  TOKENIZE_TIMEOUT_MS,
} from './payment.machine.ts';
export {
  orderPaymentInput,
  type PaymentServicesDeps,
  paymentGatewayReads,
  paymentMachineInput,
  provideOrderPaymentMachine,
  providePaymentMachine,
} from './payment.services.ts';
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
export { loadPaymentOptions, type PaymentOptionsDeps } from './payment-options.services.ts';
export {
  directPaymentSuccessPath,
  type NextStep,
  nextStepsAfterPayment,
  paymentSuccessMainAction,
  retryPaymentPath,
} from './payment-outcome.ts';
export { orderRefToPay, type PaymentFormTarget, paymentFormTarget } from './payment-target.ts';
export { type PaymentSettlementMachine, paymentSettlementMachine } from './settlement/settlement.machine.ts';
export type { SettlementInput, SettlementOutput } from './settlement/settlement.types.ts';
