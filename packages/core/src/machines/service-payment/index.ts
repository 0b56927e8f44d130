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
export {
  type ResultReads,
  type ServiceRequestResultInput,
  type ServiceRequestResultMachine,
  type Settled,
  serviceRequestResultMachine,
} from './service-request-result.machine.ts';
export {
  provideServiceRequestResultMachine,
  type ServiceRequestResultDeps,
  serviceRequestResultInput,
} from './service-request-result.services.ts';
export { type ServiceRequestResult, serviceRequestResult } from './service-request-result.ts';
export { type ServiceRequestResultView, serviceRequestResultView } from './service-request-result.view.ts';
