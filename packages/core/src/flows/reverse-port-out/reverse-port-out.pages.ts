import { serviceRequestPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { REVERSE_PORT_OUT_ROUTES } from '../../navigation/routes.ts';
import type { ReversePortOutScreen, ReversePortOutView } from './reverse-port-out.view.ts';

/**
 * Which of the flow's two pages shows each screen: the request, and from the moment it is
 * sent, the success page (a reload there follows the request it saved). Screens without a page of
 * their own (the checks, a refusal) stay on whichever is open.
 */
const PAGE_OF_SCREEN: Readonly<Partial<Record<ReversePortOutScreen, string>>> = {
  request: REVERSE_PORT_OUT_ROUTES.request,
  'send-failed': REVERSE_PORT_OUT_ROUTES.request,
  requested: REVERSE_PORT_OUT_ROUTES.success,
  done: REVERSE_PORT_OUT_ROUTES.success,
  failed: REVERSE_PORT_OUT_ROUTES.success,
};

/** The address the page should be at for this view, or null to stay where it is. */
export function reversePortOutPagePath(
  view: Pick<ReversePortOutView, 'screen' | 'busy'>,
  here: { pathname: string },
  orderRef: string,
): string | null {
  return serviceRequestPagePath(PAGE_OF_SCREEN[view.screen], view, here, { orderRef });
}
