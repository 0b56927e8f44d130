import { serviceRequestPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { manageOrderPath } from '../../navigation/order-paths.ts';
import { WEBVIEW_CLOSE_ROUTES } from '../../navigation/routes.ts';
import { TERMINATION_ROUTES } from './routes.ts';
import type { TerminationScreen, TerminationView } from './termination.view.ts';

/**
 * Which of the flow's four pages shows each screen. The address follows the machine: a step
 * reached by NEXT, and the outcome, are shown on their own page, so Back, a reload and a shared
 * link land where the customer was. Screens without a page of their own (the checks, a refusal)
 * are shown on whichever of the flow's pages is open.
 */
const PAGE_OF_SCREEN: Readonly<Partial<Record<TerminationScreen, string>>> = {
  request: TERMINATION_ROUTES.request,
  stay: TERMINATION_ROUTES.stay,
  submit: TERMINATION_ROUTES.submit,
  sending: TERMINATION_ROUTES.submit,
  'send-failed': TERMINATION_ROUTES.submit,
  submitted: TERMINATION_ROUTES.success,
  withdrawing: TERMINATION_ROUTES.success,
  closed: TERMINATION_ROUTES.success,
  claimed: TERMINATION_ROUTES.success,
  withdrawn: TERMINATION_ROUTES.success,
  failed: TERMINATION_ROUTES.success,
};

/** The address the flow's page should be at for this view, or null to stay where it is. */
export function terminationPagePath(
  view: Pick<TerminationView, 'screen' | 'busy'>,
  here: { pathname: string },
  orderRef: string,
): string | null {
  return serviceRequestPagePath(PAGE_OF_SCREEN[view.screen], view, here, { orderRef });
}

/**
 * Where the result page's way out leads: the line page; in the operator's app (webview), after a
 * claimed offer, the spec's /winbackrewards, which closes the webview and tells the app the reward.
 */
export function terminationDonePath(
  view: Pick<TerminationView, 'screen' | 'reward'>,
  context: { webview: boolean; orderRef: string },
): string {
  if (context.webview && view.screen === 'claimed') {
    const query = new URLSearchParams({ orderRef: context.orderRef });
    if (view.reward) query.set('rewardId', view.reward.rewardId);
    return `${WEBVIEW_CLOSE_ROUTES.winbackRewards}?${query.toString()}`;
  }
  return manageOrderPath(context.orderRef);
}
