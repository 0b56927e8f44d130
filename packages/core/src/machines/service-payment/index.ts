export {
  createServicePaymentMachine,
  SERVICE_ORDER_CURRENCY,
  type ServicePaymentMachine,
  type ServicePaymentSnapshot,
  serviceOrderAmount,
  servicePaymentOutput,
} from './service-payment.machine.ts';
export { provideServicePayment } from './service-payment.services.ts';
export {
  GIVE_UP_PAYMENT,
  type PaymentActorRef,
  servicePaymentChild,
  servicePaymentEvent,
} from './service-payment.view.ts';
export { type ServiceRequestResult, serviceRequestResult } from './service-request-result.ts';
