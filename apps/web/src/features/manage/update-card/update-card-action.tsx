import { cardUpdateLineAction } from '@senda/core/flows/card-update';
import type { Line } from '@senda/core/gateway';
import { EligibleLineAction } from '../eligible-line-action';

/**
 * The line page's and the request hub's "Update card": the link while the line allows it (core's
 * cardUpdateLineAction, from the line itself: no call to wait for), the reason otherwise; nothing on a
 * line whose automatic renewal is off.
 */
export function UpdateCardAction({ line }: { line: Line }) {
  const action = cardUpdateLineAction(line);
  // Nothing renews on a card while automatic renewal is off: there is no card to update.
  if (action === null) return null;
  return (
    <EligibleLineAction action={action} pending={false} unavailableTitleId="update_card.action.unavailable" />
  );
}
