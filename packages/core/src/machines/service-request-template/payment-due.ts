import type { Money } from '../../gateway/common.schema.ts';
import type { ServiceRequestPaymentDue } from './service-request-template.types.ts';

/** The order a service request's submit answer names, as the gateway writes it. */
export interface GatewayPaymentDue {
  orderRef: string;
  amount: Money;
}

/**
 * The order the template pays, from the order a submit answer names: its reference and its amount
 * in MXN (IVA included). No order in the answer means nothing is due now.
 */
export function paymentDue(payment: GatewayPaymentDue | null | undefined): ServiceRequestPaymentDue | null {
  return payment ? { orderReference: payment.orderRef, amount: payment.amount.amount } : null;
}
