import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES, WEBVIEW_CLOSE_ROUTES } from '../../navigation/routes.ts';
import { REVERSE_PORT_OUT_LINE_ACTION } from './flow.ts';
import type { ReversePortOutEligibility, ReversePortOutRefusal } from './gateway/index.ts';

/** Why a line may not ask for its number back, in the customer's words, each saying what to do. */
const REFUSALS: Readonly<Record<ReversePortOutRefusal, MessageId>> = {
  NOT_PORTED_OUT: 'reverse_port_out.refusal.not_ported_out',
  WINDOW_CLOSED: 'reverse_port_out.refusal.window_closed',
  REQUEST_OPEN: 'reverse_port_out.refusal.request_open',
  OTHER: 'reverse_port_out.refusal.other',
};
export const reversePortOutRefusalMessageId = (reason: ReversePortOutRefusal): MessageId => REFUSALS[reason];

/** A refusal the port-out request history answers (the request already open is listed there). */
export const refusalOffersPortOutHistory = (reason: ReversePortOutRefusal | null): boolean =>
  reason === 'REQUEST_OPEN';

/**
 * The line page's "Bring my number back": offered exactly when the gateway says the line may ask,
 * the reason when its number was taken and it may not; nothing for a line whose number never left
 * (nothing to bring back), nor while the answer is not in.
 */
export type ReversePortOutLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; reasonId: MessageId };

export function reversePortOutLineAction(
  line: Pick<Line, 'orderRef'>,
  eligibility: ReversePortOutEligibility | undefined,
): ReversePortOutLineAction | null {
  if (!eligibility) return null;
  if (eligibility.eligible) {
    // The status sentence's link is the same rule (ported_out.status-remedy.ts).
    const { labelId, path } = REVERSE_PORT_OUT_LINE_ACTION;
    return { kind: 'offer', labelId, path: managePath(path, line.orderRef) };
  }
  if (eligibility.reason === 'NOT_PORTED_OUT') return null;
  return { kind: 'refused', reasonId: reversePortOutRefusalMessageId(eligibility.reason) };
}

/** Where the port-out requests are listed for the line (/manage/past-port-out-service-request). */
export const portOutHistoryPath = (orderRef: string): string =>
  managePath(MANAGE_ROUTES.pastPortOutServiceRequest, orderRef);

/**
 * Where the success page's "Done" leads: the line page; in the operator's app (webview), the spec's
 * /reversePortOutSuccess, which tells the app through the bridge and closes the webview.
 */
export function reversePortOutDonePath(context: {
  webview: boolean;
  orderRef: string;
  requestId: string | null;
}): string {
  if (!context.webview) return managePath(MANAGE_ROUTES.order, context.orderRef);
  const query = new URLSearchParams({ orderRef: context.orderRef });
  if (context.requestId) query.set('requestId', context.requestId);
  return `${WEBVIEW_CLOSE_ROUTES.reversePortOutSuccess}?${query.toString()}`;
}
