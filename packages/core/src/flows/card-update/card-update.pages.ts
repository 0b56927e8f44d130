import { serviceRequestPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { manageOrderPath } from '../../navigation/order-paths.ts';
import { WEBVIEW_CLOSE_ROUTES } from '../../navigation/routes.ts';
import { CARD_UPDATE_STEPS } from './card-update.collect.ts';
import { type CardUpdateView, cardUpdateStepOf } from './card-update.view.ts';
import { UPDATE_CARD_ROUTES } from './routes.ts';

const PAGE_OF_STEP = {
  [CARD_UPDATE_STEPS.verify]: UPDATE_CARD_ROUTES.verify,
  [CARD_UPDATE_STEPS.request]: UPDATE_CARD_ROUTES.request,
  [CARD_UPDATE_STEPS.submit]: UPDATE_CARD_ROUTES.submit,
} as const;

/**
 * The address card update's page should be at for this view, or null to stay: the code on
 * /verify, the card on /request, the review and its result on /submit. Screens without a
 * page of their own (the checks, a refusal) stay on whichever is open.
 */
export function cardUpdatePagePath(
  view: Pick<CardUpdateView, 'screen' | 'busy'>,
  here: { pathname: string },
  orderRef: string,
): string | null {
  const step = cardUpdateStepOf(view.screen);
  // The code is asked for on /verify while it is being sent: that wait is the page's own.
  const busy = view.busy && view.screen !== 'requesting-code';
  return serviceRequestPagePath(step === null ? undefined : PAGE_OF_STEP[step], { busy }, here, { orderRef });
}

/**
 * Where the result's way out leads: the line page; in the operator's app (webview), the spec's
 * /updateCardSuccess, which closes the webview and tells the app the card changed.
 */
export function cardUpdateDonePath(context: { webview: boolean; orderRef: string }): string {
  if (context.webview) {
    return `${WEBVIEW_CLOSE_ROUTES.updateCardSuccess}?${new URLSearchParams({ orderRef: context.orderRef }).toString()}`;
  }
  return manageOrderPath(context.orderRef);
}
