import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { hasNoNumber } from '../line-home/line-home.rules.ts';
import { UPDATE_CARD_LINE_ACTION } from './card-update.flow.ts';

/** Why the card of a line cannot change (the sandbox answers the same, 422810 with the reason). */
export type CardUpdateRefusal = 'SIM_NOT_ACTIVATED' | 'LINE_INACTIVE' | 'NO_NUMBER';

export type CardUpdateEligibility = { eligible: true } | { eligible: false; reason: CardUpdateRefusal };

/**
 * A line whose number is still the customer's may change the card it renews with: Active, and
 * Grace or Suspend too (the card its next renewal, or a renewal paid now, would use). A SIM never
 * activated has no period to renew yet. An Inactive line whose transfer failed or whose number
 * another operator took has no number (it may come back: NO_NUMBER, as plan switch and SIM
 * replacement say); any other Inactive line has given its number back (closed).
 */
type CardUpdateLineFacts = Pick<Line, 'status' | 'activationDate' | 'portIn' | 'portedOut'>;

export function cardUpdateEligibility(line: CardUpdateLineFacts): CardUpdateEligibility {
  if (line.activationDate === null) return { eligible: false, reason: 'SIM_NOT_ACTIVATED' };
  if (line.status === 'Inactive') {
    return { eligible: false, reason: hasNoNumber(line) ? 'NO_NUMBER' : 'LINE_INACTIVE' };
  }
  return { eligible: true };
}

const REFUSAL_MESSAGES: Readonly<Record<CardUpdateRefusal, MessageId>> = {
  SIM_NOT_ACTIVATED: 'update_card.refusal.sim_not_activated',
  LINE_INACTIVE: 'update_card.refusal.line_inactive',
  NO_NUMBER: 'update_card.refusal.no_number',
};

export const cardUpdateRefusalMessageId = (reason: CardUpdateRefusal): MessageId => REFUSAL_MESSAGES[reason];

/** "Update card" on a line that renews by itself: the link when the line allows it, why not otherwise. */
export type CardUpdateLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; labelId: MessageId; reasonId: MessageId };

/**
 * The line page's "Update card": only on a line that renews by itself, the one place a card is
 * kept for this line (its renewals are charged on it). With automatic renewal off no card is
 * kept: each renewal is paid the way the customer chooses then, so there is nothing to update
 * (null), and turning automatic renewal on is where a card is given.
 */
export function cardUpdateLineAction(
  line: CardUpdateLineFacts & Pick<Line, 'orderRef' | 'autoRenewal'>,
): CardUpdateLineAction | null {
  if (!line.autoRenewal) return null;
  const { labelId, path } = UPDATE_CARD_LINE_ACTION;
  const answer = cardUpdateEligibility(line);
  if (answer.eligible) return { kind: 'offer', labelId, path: managePath(path, line.orderRef) };
  return { kind: 'refused', labelId, reasonId: cardUpdateRefusalMessageId(answer.reason) };
}
