export type { CaptureContext, CaptureContextBody } from './capture-context.ts';
export {
  CaptureContextBodySchema,
  CaptureContextSchema,
  captureContext,
  captureContextEndpoint,
  isCaptureContextExpired,
} from './capture-context.ts';
export type { EnabledPaymentMethod } from './enabled-payment-methods.ts';
export {
  EnabledPaymentMethodSchema,
  enabledPaymentMethods,
  enabledPaymentMethodsEndpoint,
} from './enabled-payment-methods.ts';
export type { Paylink } from './paylink-details.ts';
export {
  isPaylinkPayable,
  PaylinkSchema,
  paylinkDetails,
  paylinkDetailsEndpoint,
} from './paylink-details.ts';
export type { PaymentRequestBody, PaymentRequestInput } from './payment-request.ts';
export { PaymentRequestBodySchema, paymentRequest, paymentRequestEndpoint } from './payment-request.ts';
export type { Transaction } from './transaction.schema.ts';
export { TransactionSchema } from './transaction.schema.ts';
export { transactionStatus, transactionStatusEndpoint } from './transaction-status.ts';
