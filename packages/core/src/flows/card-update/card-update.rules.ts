import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { hasNoNumber } from '../../machines/line-home/line-home.rules.ts';
import { managePath } from '../../navigation/order-paths.ts';
import {
  type CardUpdateEligibility,
  type CardUpdateLineFacts,
  type CardUpdateRefusal,
  cardMayChange,
} from './card-update.eligibility.ts';
import { UPDATE_CARD_LINE_ACTION } from './flow.ts';

export type { CardUpdateEligibility, CardUpdateRefusal } from './card-update.eligibility.ts';

/**
 * Whether a line's card may change (cardMayChange), and why not: a SIM never activated, or an
 * Inactive line, which has no number (a transfer that failed or a number another operator took:
 * it may come back, NO_NUMBER, as plan switch and SIM replacement say) or has given it back (closed).
 */
export function cardUpdateEligibility(line: CardUpdateLineFacts): CardUpdateEligibility {
  if (cardMayChange(line)) return { eligible: true };
  if (line.activationDate === null) return { eligible: false, reason: 'SIM_NOT_ACTIVATED' };
  return { eligible: false, reason: hasNoNumber(line) ? 'NO_NUMBER' : 'LINE_INACTIVE' };
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
