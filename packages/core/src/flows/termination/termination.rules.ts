import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { JourneyFactValues } from '../../journey/index.ts';
import type { RequestRowView } from '../../machines/request-history/request-history.view.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { PLAN_SWITCH_ROUTES } from '../plan-switch/routes.ts';
import { TERMINATION_LINE_ACTION } from './flow.ts';
import type { TerminationRefusal, WinBackOffer } from './gateway/termination.schema.ts';
import type { TerminationCancelEligibilityAnswer } from './gateway/termination-cancel-eligibility.ts';
import type { TerminationEligibilityAnswer } from './gateway/termination-eligibility.ts';

/** 4121101's reason, in the customer's words, each saying what to do about it. */
const REFUSAL_MESSAGES: Readonly<Record<TerminationRefusal, MessageId>> = {
  PENDING_REQUEST: 'termination.refusal.pending_request',
  PORT_IN_IN_PROGRESS: 'termination.refusal.port_in_in_progress',
  TERMINATION_PENDING: 'termination.refusal.termination_pending',
  LINE_INACTIVE: 'termination.refusal.line_inactive',
  NO_NUMBER: 'termination.refusal.no_number',
  OTHER: 'errors.code.4121101',
};
export const terminationRefusalMessageId = (reason: TerminationRefusal): MessageId =>
  REFUSAL_MESSAGES[reason];

/** A refusal the request history resolves (a request to cancel there, or the one to withdraw). */
export const refusalOffersRequestHistory = (reason: TerminationRefusal | null): boolean =>
  reason === 'PENDING_REQUEST' || reason === 'TERMINATION_PENDING';

/**
 * The line page's "Cancel line": offered exactly when the gateway says the line may be cancelled,
 * the reason otherwise; null while the answer is not in (nothing is promised).
 */
export type TerminationLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; labelId: MessageId; reasonId: MessageId };

export function terminationLineAction(
  line: Pick<Line, 'orderRef'>,
  eligibility: TerminationEligibilityAnswer | undefined,
): TerminationLineAction | null {
  if (!eligibility) return null;
  const { labelId, path } = TERMINATION_LINE_ACTION;
  if (eligibility.eligible) return { kind: 'offer', labelId, path: managePath(path, line.orderRef) };
  return { kind: 'refused', labelId, reasonId: terminationRefusalMessageId(eligibility.reason) };
}

/** A cancellation of the line not done yet: the one row whose withdraw the gateway is asked about. */
export const isPendingTermination = (row: Pick<RequestRowView, 'kind' | 'outcome'>): boolean =>
  row.kind === 'TERMINATION_REQUEST' && row.outcome === 'pending';

/**
 * The request history's "Withdraw the cancellation": on the line's pending termination, while the
 * gateway's cancel eligibility names that request (until the line closes).
 */
export function canWithdrawTermination(
  row: Pick<RequestRowView, 'requestId' | 'kind' | 'outcome'>,
  eligibility: TerminationCancelEligibilityAnswer | undefined,
): boolean {
  return (
    isPendingTermination(row) && eligibility?.cancelable === true && eligibility.requestId === row.requestId
  );
}

/**
 * What taking an offer does: a reward is claimed in this flow (the stay step's NEXT with the
 * offer accepted); a cheaper plan is a plan switch, opened with that plan chosen.
 */
export type WinBackOfferAction = { kind: 'claim'; offerId: string } | { kind: 'plan-switch'; path: string };

export function winBackOfferAction(offer: WinBackOffer, orderRef: string): WinBackOfferAction {
  if (offer.kind !== 'CHEAPER_PLAN') return { kind: 'claim', offerId: offer.offerId };
  return {
    kind: 'plan-switch',
    path: managePath(PLAN_SWITCH_ROUTES.plans, orderRef, { sku: offer.plan.sku }),
  };
}

/**
 * Whether the submit cancels the line (the account's address approves it first) rather
 * than claim the win-back offer accepted on the stay step, which changes nothing of the account's.
 * The same fact the submit reads (acceptedOffer in termination.services.ts).
 */
export const terminationChangesAccount = (facts: JourneyFactValues): boolean => facts.offerAccepted !== true;
