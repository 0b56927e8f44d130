import {
  orderPaymentInput,
  type PaymentServicesDeps,
  provideOrderPaymentMachine,
} from '../payment/payment.services.ts';
import { createServicePaymentMachine, serviceOrderAmount } from './service-payment.machine.ts';

/**
 * The `pay` child a paid service request is provided with: the purchase's payment machine wired
 * as for the purchase (payment.services.ts), for the order the request's submit created and the
 * amount the customer was shown. `targetOrigin` is the storefront's origin (the capture context
 * is signed for it).
 */
export function provideServicePayment(deps: PaymentServicesDeps, targetOrigin: string) {
  return createServicePaymentMachine((due) =>
    orderPaymentInput(
      deps,
      { orderReference: due.orderReference, amount: serviceOrderAmount(due.amount) },
      targetOrigin,
    ),
  ).provide({ actors: { orderPayment: provideOrderPaymentMachine(deps) } });
}
