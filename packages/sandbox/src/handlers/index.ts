import type { HttpHandler } from 'msw';
import { adminHandlers } from './admin.handlers.ts';
import { authHandlers } from './auth.handlers.ts';
import { autoRenewalHandlers } from './auto-renewal.handlers.ts';
import { cardUpdateHandlers } from './card-update.handlers.ts';
import { cartsHandlers } from './carts.handlers.ts';
import { catalogueHandlers } from './catalogue.handlers.ts';
import { configHandlers } from './config.handlers.ts';
import { deliveryHandlers } from './delivery.handlers.ts';
import { ekycHandlers } from './ekyc.handlers.ts';
import { invoicesHandlers } from './invoices.handlers.ts';
import { linesHandlers } from './lines.handlers.ts';
import { mailboxHandlers } from './mailbox.handlers.ts';
import { numberChangeHandlers } from './number-change.handlers.ts';
import { numbersHandlers } from './numbers.handlers.ts';
import { ordersHandlers } from './orders.handlers.ts';
import { paymentProviderHandlers } from './payment-provider.handlers.ts';
import { paymentsHandlers } from './payments.handlers.ts';
import { planSwitchHandlers } from './plan-switch.handlers.ts';
import { portInHandlers } from './port-in.handlers.ts';
import { portInChangeHandlers } from './port-in-changes.handlers.ts';
import { renewalHandlers } from './renewal.handlers.ts';
import { rescheduleDeliveryHandlers } from './reschedule-delivery.handlers.ts';
import { reversePortOutHandlers } from './reverse-port-out.handlers.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { savedPaymentMethodsHandlers } from './saved-payment-methods.handlers.ts';
import { serviceRequestsHandlers } from './service-requests.handlers.ts';
import { sessionHandlers } from './session.handlers.ts';
import { simReplacementHandlers } from './sim-replacement.handlers.ts';
import { terminationHandlers } from './termination.handlers.ts';

/** Every route of the sandbox, gateway resources and /mocks alike, over one context. */
export function createHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    ...adminHandlers(ctx),
    ...mailboxHandlers(ctx),
    ...paymentProviderHandlers(ctx),
    ...sessionHandlers(ctx),
    ...authHandlers(ctx),
    ...configHandlers(ctx),
    ...catalogueHandlers(ctx),
    ...numbersHandlers(ctx),
    ...portInHandlers(ctx),
    ...portInChangeHandlers(ctx),
    ...reversePortOutHandlers(ctx),
    ...deliveryHandlers(ctx),
    ...ordersHandlers(ctx),
    ...invoicesHandlers(ctx),
    ...cartsHandlers(ctx),
    ...paymentsHandlers(ctx),
    ...savedPaymentMethodsHandlers(ctx),
    ...ekycHandlers(ctx),
    ...linesHandlers(ctx),
    ...serviceRequestsHandlers(ctx),
    ...planSwitchHandlers(ctx),
    ...renewalHandlers(ctx),
    ...autoRenewalHandlers(ctx),
    ...rescheduleDeliveryHandlers(ctx),
    ...simReplacementHandlers(ctx),
    ...terminationHandlers(ctx),
    ...numberChangeHandlers(ctx),
    ...cardUpdateHandlers(ctx),
  ];
}
