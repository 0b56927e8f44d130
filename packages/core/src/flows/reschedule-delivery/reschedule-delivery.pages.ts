import { serviceRequestPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { RESCHEDULE_DELIVERY_ROUTES } from '../../navigation/routes.ts';
import type { RescheduleDeliveryScreen, RescheduleDeliveryView } from './reschedule-delivery.view.ts';

/**
 * Which of the flow's four pages shows each screen. The address follows the machine, so Back,
 * a reload and the e-mail's link land where the customer was; screens without a page of their own
 * (the check, a refused link) are shown on whichever page is open.
 */
const PAGE_OF_SCREEN: Readonly<Partial<Record<RescheduleDeliveryScreen, string>>> = {
  address: RESCHEDULE_DELIVERY_ROUTES.simOnly,
  review: RESCHEDULE_DELIVERY_ROUTES.reviewDetail,
  sending: RESCHEDULE_DELIVERY_ROUTES.reviewDetail,
  'send-failed': RESCHEDULE_DELIVERY_ROUTES.reviewDetail,
  failed: RESCHEDULE_DELIVERY_ROUTES.reviewDetail,
  payment: RESCHEDULE_DELIVERY_ROUTES.payment,
  'payment-failed': RESCHEDULE_DELIVERY_ROUTES.payment,
  status: RESCHEDULE_DELIVERY_ROUTES.paymentSuccess,
  'follow-later': RESCHEDULE_DELIVERY_ROUTES.paymentSuccess,
  done: RESCHEDULE_DELIVERY_ROUTES.paymentSuccess,
};

/** The address the flow's page should be at for this view (the code kept), or null to stay. */
export function rescheduleDeliveryPagePath(
  view: Pick<RescheduleDeliveryView, 'screen' | 'busy' | 'requestId'>,
  here: { pathname: string },
  code: string,
): string | null {
  const page = PAGE_OF_SCREEN[view.screen];
  // The result page names the reschedule: it reads its booking by id (the link is used by then).
  const named = page === RESCHEDULE_DELIVERY_ROUTES.paymentSuccess && view.requestId;
  return serviceRequestPagePath(
    page,
    view,
    here,
    named ? { code, rescheduleId: view.requestId ?? '' } : { code },
  );
}

/** The reschedule the result page's address names, checked; null when absent or malformed. */
export function readRescheduleResultId(search: string): string | null {
  const id = new URLSearchParams(search).get('rescheduleId');
  return id !== null && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
