import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { UPDATE_CARD_LINE_ACTION } from '../../navigation/flow-manifests.ts';
import { managePath } from '../../navigation/order-paths.ts';

/** Why the card of a line cannot change (the sandbox answers the same, 422810 with the reason). */
export type CardUpdateRefusal = 'SIM_NOT_ACTIVATED' | 'LINE_INACTIVE';

export type CardUpdateEligibility = { eligible: true } | { eligible: false; reason: CardUpdateRefusal };

/**
 * A line whose number is still the customer's may change the card it renews with: Active, and
 * Grace or Suspend too (the card its next renewal, or a renewal paid now, would use). A SIM never
 * activated has no period to renew yet; an Inactive line has given its number back.
 */
export function cardUpdateEligibility(line: Pick<Line, 'status' | 'activationDate'>): CardUpdateEligibility {
  if (line.activationDate === null) return { eligible: false, reason: 'SIM_NOT_ACTIVATED' };
  if (line.status === 'Inactive') return { eligible: false, reason: 'LINE_INACTIVE' };
  return { eligible: true };
}

const REFUSAL_MESSAGES: Readonly<Record<CardUpdateRefusal, MessageId>> = {
  SIM_NOT_ACTIVATED: 'update_card.refusal.sim_not_activated',
  LINE_INACTIVE: 'update_card.refusal.line_inactive',
};

export const cardUpdateRefusalMessageId = (reason: CardUpdateRefusal): MessageId => REFUSAL_MESSAGES[reason];

/** The line page's "Update card": the link when the line allows it, why not otherwise. */
export type CardUpdateLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; labelId: MessageId; reasonId: MessageId };

export function cardUpdateLineAction(
  line: Pick<Line, 'orderRef' | 'status' | 'activationDate'>,
): CardUpdateLineAction {
  const { labelId, path } = UPDATE_CARD_LINE_ACTION;
  const answer = cardUpdateEligibility(line);
  if (answer.eligible) return { kind: 'offer', labelId, path: managePath(path, line.orderRef) };
  return { kind: 'refused', labelId, reasonId: cardUpdateRefusalMessageId(answer.reason) };
}
