import { servicePaymentFlowPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES, SERVICE_PAYMENT_ROUTES } from '../../navigation/routes.ts';
import { SIM_REPLACEMENT_ROUTES } from './routes.ts';
import type { SimReplacementScreen, SimReplacementView } from './sim-replacement.view.ts';

/** Which of the flow's pages shows each screen; the others stay on whichever page is open. */
const PAGE_OF_SCREEN: Readonly<Partial<Record<SimReplacementScreen, string>>> = {
  'order-request': SIM_REPLACEMENT_ROUTES.orderRequest,
  kyc: SIM_REPLACEMENT_ROUTES.kyc,
  'delivery-details': SIM_REPLACEMENT_ROUTES.deliveryDetails,
  'order-summary': SIM_REPLACEMENT_ROUTES.orderSummary,
  sending: SIM_REPLACEMENT_ROUTES.orderSummary,
  'send-failed': SIM_REPLACEMENT_ROUTES.orderSummary,
  failed: SIM_REPLACEMENT_ROUTES.orderSummary,
  payment: SIM_REPLACEMENT_ROUTES.orderPayment,
  'payment-failed': SERVICE_PAYMENT_ROUTES.paymentFailed,
  status: SERVICE_PAYMENT_ROUTES.paymentSuccess,
  'follow-later': SERVICE_PAYMENT_ROUTES.paymentSuccess,
  done: SERVICE_PAYMENT_ROUTES.paymentSuccess,
};

export const SIM_REPLACEMENT_FLOW_ID = 'sim-replacement';

/**
 * The address the flow's page should be at for this view, or null to stay. A new eSIM, once the
 * replacement is done, goes straight to the installation page, which reads the line's new
 * activation code from the gateway (the old one no longer works).
 */
export function simReplacementPagePath(
  view: Pick<SimReplacementView, 'screen' | 'requestId' | 'payment' | 'busy' | 'simType'>,
  here: { pathname: string; search: string },
  orderRef: string,
): string | null {
  if (view.screen === 'done' && view.simType === 'esim' && !view.busy) {
    return here.pathname === MANAGE_ROUTES.esimInstallOneClick
      ? null
      : managePath(MANAGE_ROUTES.esimInstallOneClick, orderRef);
  }
  return servicePaymentFlowPagePath(
    SIM_REPLACEMENT_FLOW_ID,
    PAGE_OF_SCREEN[view.screen],
    view,
    here,
    orderRef,
  );
}
