import { servicePaymentFlowPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { SERVICE_PAYMENT_ROUTES } from '../../navigation/routes.ts';
import type { BoostersScreen, BoostersView } from './boosters.view.ts';
import { BOOSTERS_ROUTES } from './routes.ts';

/** Which page shows each screen: the choice on /manage/boosters, the payment on the shared pages. */
const PAGE_OF_SCREEN: Readonly<Partial<Record<BoostersScreen, string>>> = {
  review: BOOSTERS_ROUTES.choose,
  sending: BOOSTERS_ROUTES.choose,
  'send-failed': BOOSTERS_ROUTES.choose,
  payment: SERVICE_PAYMENT_ROUTES.payment,
  'payment-failed': SERVICE_PAYMENT_ROUTES.paymentFailed,
  status: SERVICE_PAYMENT_ROUTES.paymentSuccess,
  'follow-later': SERVICE_PAYMENT_ROUTES.paymentSuccess,
  done: SERVICE_PAYMENT_ROUTES.paymentSuccess,
};

export const BOOSTERS_FLOW_ID = 'boosters';

/** The address the booster's page should be at for this view, or null to stay where it is. */
export function boostersPagePath(
  view: Pick<BoostersView, 'screen' | 'requestId' | 'payment' | 'busy'>,
  here: { pathname: string; search: string },
  orderRef: string,
): string | null {
  return servicePaymentFlowPagePath(BOOSTERS_FLOW_ID, PAGE_OF_SCREEN[view.screen], view, here, orderRef);
}
