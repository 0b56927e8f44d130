import type { Line } from '../../gateway/lines/line.schema.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { UPDATE_CARD_ROUTES } from '../../navigation/routes.ts';
import { hasNoNumber } from './line-home.rules.ts';

/**
 * The line page's part of the card a line renews with: whether that card may be replaced, which
 * the expired-card notice links to and card update's wing (flows/card-update/) builds on. Kept
 * below the wings because the line page reads it whatever flows there are.
 */

/** Why the card of a line cannot change (the sandbox answers the same, 422810 with the reason). */
export type CardUpdateRefusal = 'SIM_NOT_ACTIVATED' | 'LINE_INACTIVE' | 'NO_NUMBER';

export type CardUpdateEligibility = { eligible: true } | { eligible: false; reason: CardUpdateRefusal };

/** The facts of a line that decide whether its card may change. */
export type CardUpdateLineFacts = Pick<Line, 'status' | 'activationDate' | 'portIn' | 'portedOut'>;

/**
 * A line whose number is still the customer's may change the card it renews with: Active, and
 * Grace or Suspend too (the card its next renewal, or a renewal paid now, would use). A SIM never
 * activated has no period to renew yet. An Inactive line whose transfer failed or whose number
 * another operator took has no number (it may come back: NO_NUMBER, as plan switch and SIM
 * replacement say); any other Inactive line has given its number back (closed).
 */
export function cardUpdateEligibility(line: CardUpdateLineFacts): CardUpdateEligibility {
  if (line.activationDate === null) return { eligible: false, reason: 'SIM_NOT_ACTIVATED' };
  if (line.status === 'Inactive') {
    return { eligible: false, reason: hasNoNumber(line) ? 'NO_NUMBER' : 'LINE_INACTIVE' };
  }
  return { eligible: true };
}

/**
 * Where the card the line renews with is replaced: only on a line that renews by itself (the one
 * place a card is kept for it) and may change it; null otherwise.
 */
export function renewalCardUpdatePath(
  line: CardUpdateLineFacts & Pick<Line, 'orderRef' | 'autoRenewal'>,
): string | null {
  if (!line.autoRenewal || !cardUpdateEligibility(line).eligible) return null;
  return managePath(UPDATE_CARD_ROUTES.verify, line.orderRef);
}
