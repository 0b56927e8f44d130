import { servicePaymentFlowPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { SERVICE_PAYMENT_ROUTES } from '../../navigation/routes.ts';
import type { RenewNowScreen, RenewNowView } from './renew-now.view.ts';
import { RENEW_NOW_ROUTES } from './routes.ts';

/** Which page shows each screen: the review on /manage/renew, the payment on the shared pages. */
const PAGE_OF_SCREEN: Readonly<Partial<Record<RenewNowScreen, string>>> = {
  review: RENEW_NOW_ROUTES.review,
  sending: RENEW_NOW_ROUTES.review,
  'send-failed': RENEW_NOW_ROUTES.review,
  payment: SERVICE_PAYMENT_ROUTES.payment,
  'payment-failed': SERVICE_PAYMENT_ROUTES.paymentFailed,
  status: SERVICE_PAYMENT_ROUTES.paymentSuccess,
  'follow-later': SERVICE_PAYMENT_ROUTES.paymentSuccess,
  done: SERVICE_PAYMENT_ROUTES.paymentSuccess,
};

export const RENEW_NOW_FLOW_ID = 'renew-now';

/** The address renew now's page should be at for this view, or null to stay where it is. */
export function renewNowPagePath(
  view: Pick<RenewNowView, 'screen' | 'requestId' | 'payment' | 'busy'>,
  here: { pathname: string; search: string },
  orderRef: string,
): string | null {
  return servicePaymentFlowPagePath(RENEW_NOW_FLOW_ID, PAGE_OF_SCREEN[view.screen], view, here, orderRef);
}
