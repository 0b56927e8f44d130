export {
  CASH_PAYMENT_METHODS,
  CASH_PAYMENT_STATUSES,
  type CashPayment,
  type CashPaymentMethod,
  CashPaymentMethodSchema,
  CashPaymentSchema,
  type CashPaymentStatus,
} from './cash-payment.schema.ts';
export {
  type CreateCashPaymentBody,
  CreateCashPaymentBodySchema,
  createCashPayment,
  createCashPaymentEndpoint,
} from './create-cash-payment.ts';
export { OrderCashPaymentSchema, orderCashPayment, orderCashPaymentEndpoint } from './order-cash-payment.ts';
