import type { FlowPageRoles } from '../../flow-declarations/flow-wing.ts';
import { readServiceRequestResultQuery } from '../../machines/service-request-template/service-request-template.pages.ts';
import { servicePaymentFlow } from '../../navigation/flow-manifests.ts';
import { SERVICE_PAYMENT_ROUTES } from '../../navigation/routes.ts';
import type { NumberChangeAction } from './gateway/index.ts';
import type { NumberChangeScreen, NumberChangeView } from './number-change.view.ts';
import { NUMBER_RECOVERY_FLOW_ID, numberRecoveryWing } from './number-recovery-wing.ts';
import { NUMBER_CHANGE_ROUTES } from './routes.ts';

export const NUMBER_CHANGE_FLOW_ID = 'number-change';
export { NUMBER_RECOVERY_FLOW_ID };

/**
 * Which page shows each screen. Number change: the number, the details (with the code), the
 * shared /manage/payment for a premium number, its status. Number recovery: one page to choose
 * and confirm, its own payment page, its status (the pages its wing declares). Screens without a page (the checks, a refusal)
 * are shown on whichever of the flow's pages is open.
 */
const CHANGE_PAGES: Readonly<Partial<Record<NumberChangeScreen, string>>> = {
  choose: NUMBER_CHANGE_ROUTES.choose,
  details: NUMBER_CHANGE_ROUTES.details,
  sending: NUMBER_CHANGE_ROUTES.details,
  'send-failed': NUMBER_CHANGE_ROUTES.details,
  payment: SERVICE_PAYMENT_ROUTES.payment,
  'payment-failed': SERVICE_PAYMENT_ROUTES.paymentFailed,
  status: NUMBER_CHANGE_ROUTES.status,
  'follow-later': NUMBER_CHANGE_ROUTES.status,
  done: NUMBER_CHANGE_ROUTES.status,
  failed: NUMBER_CHANGE_ROUTES.status,
};
/** Number recovery's screens by the part of its pages they are on (its wing's pageRoles). */
const RECOVERY_PAGES: Readonly<Partial<Record<NumberChangeScreen, keyof FlowPageRoles>>> = {
  choose: 'request',
  details: 'request',
  sending: 'request',
  'send-failed': 'request',
  payment: 'payment',
  'payment-failed': 'payment',
  status: 'status',
  'follow-later': 'status',
  done: 'status',
  failed: 'status',
};

/** The page a screen is on; for a recovery, the one its wing declares (none without the wing). */
function pageOf(action: NumberChangeAction, screen: NumberChangeScreen): string | undefined {
  if (action === 'CHANGE') return CHANGE_PAGES[screen];
  const role = RECOVERY_PAGES[screen];
  return role ? numberRecoveryWing()?.pageRoles[role] : undefined;
}

const SHARED_PAYMENT_PAGES: readonly string[] = Object.values(SERVICE_PAYMENT_ROUTES);

export const numberChangeStatusRoute = (action: NumberChangeAction): string | undefined =>
  pageOf(action, 'status');

/**
 * The status page names the request (`requestId`), so a reload there once the flow is over (its
 * save cleared) reads that request from the gateway instead of starting a new change.
 */
export function showsSettledRequest(
  view: Pick<NumberChangeView, 'action' | 'requestId'>,
  here: { pathname: string; search: string },
): boolean {
  return (
    view.requestId === null &&
    here.pathname === numberChangeStatusRoute(view.action) &&
    readServiceRequestResultQuery(here.search) !== null
  );
}

/** The address the flow's page should be at for this view, or null to stay where it is. */
export function numberChangePagePath(
  view: Pick<NumberChangeView, 'action' | 'screen' | 'requestId' | 'payment' | 'busy'>,
  here: { pathname: string; search: string },
  orderRef: string,
): string | null {
  // Mid-call the screen is not settled (a status read may end anywhere): wait.
  if (view.busy || showsSettledRequest(view, here)) return null;
  const page = pageOf(view.action, view.screen);
  if (!page) return null;
  const query = new URLSearchParams({ orderRef });
  const shared = SHARED_PAYMENT_PAGES.includes(page);
  if (shared) query.set('flow', NUMBER_CHANGE_FLOW_ID);
  const onStatus = page === numberChangeStatusRoute(view.action);
  if (onStatus && view.requestId) {
    query.set('requestId', view.requestId);
    if (view.payment) query.set('paidOrder', view.payment.orderReference);
  }
  const same =
    here.pathname === page &&
    (!shared || servicePaymentFlow(here.search) === NUMBER_CHANGE_FLOW_ID) &&
    (!onStatus || readServiceRequestResultQuery(here.search)?.requestId === view.requestId);
  return same ? null : `${page}?${query.toString()}`;
}
