export {
  authenticatePaymentMethod,
  authenticatePaymentMethodEndpoint,
} from './authenticate-payment-method.ts';
export type { CaptureContext, CaptureContextBody } from './capture-context.ts';
export {
  CaptureContextBodySchema,
  CaptureContextSchema,
  captureContext,
  captureContextEndpoint,
  isCaptureContextExpired,
} from './capture-context.ts';
export type { ClosePaymentRequestAnswer, ClosePaymentRequestBody } from './close-payment-request.ts';
export {
  ClosePaymentRequestAnswerSchema,
  ClosePaymentRequestBodySchema,
  closePaymentRequest,
  closePaymentRequestEndpoint,
} from './close-payment-request.ts';
export { customerPaymentMethods, customerPaymentMethodsEndpoint } from './customer-payment-methods.ts';
export {
  deleteCustomerPaymentMethod,
  deleteCustomerPaymentMethodEndpoint,
} from './delete-customer-payment-method.ts';
export type { EnabledPaymentMethod } from './enabled-payment-methods.ts';
export {
  EnabledPaymentMethodSchema,
  enabledPaymentMethods,
  enabledPaymentMethodsEndpoint,
} from './enabled-payment-methods.ts';
export { openPaylink, openPaylinkEndpoint } from './open-paylink.ts';
export type { Paylink } from './paylink-details.ts';
export {
  isPaylinkPayable,
  PaylinkSchema,
  paylinkDetails,
  paylinkDetailsEndpoint,
} from './paylink-details.ts';
export {
  PAYMENT_INSTRUMENT_STATUSES,
  type PaymentInstrumentAnswer,
  PaymentInstrumentAnswerSchema,
  type PaymentInstrumentStatus,
} from './payment-instrument.schema.ts';
export type { PaymentRequestBody, PaymentRequestInput } from './payment-request.ts';
export {
  IdempotencyKeySchema,
  newIdempotencyKey,
  PaymentRequestBodySchema,
  paymentRequest,
  paymentRequestEndpoint,
} from './payment-request.ts';
export { paymentRequestStatus, paymentRequestStatusEndpoint } from './payment-request-status.ts';
export type { SaveCustomerPaymentMethodBody } from './save-customer-payment-method.ts';
export {
  addCustomerPaymentMethod,
  SaveCustomerPaymentMethodBodySchema,
  saveCustomerPaymentMethodEndpoint,
  setDefaultCustomerPaymentMethod,
} from './save-customer-payment-method.ts';
export type { SavedPaymentMethod } from './saved-payment-method.schema.ts';
export { SavedPaymentMethodSchema, SavedPaymentMethodsSchema } from './saved-payment-method.schema.ts';
export type { Transaction } from './transaction.schema.ts';
export { TransactionSchema } from './transaction.schema.ts';
export { transactionStatus, transactionStatusEndpoint } from './transaction-status.ts';
export {
  type ValidateAndAddInstrumentBody,
  ValidateAndAddInstrumentBodySchema,
  validateAndAddInstrument,
  validateAndAddInstrumentEndpoint,
} from './validate-and-add-instrument.ts';
