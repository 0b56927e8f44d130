import { cardUpdateLineAction, type Line } from '@senda/core';
import { EligibleLineAction } from '../eligible-line-action';

/**
 * The line page's and the request hub's "Update card": the link while the line allows it (core's
 * cardUpdateLineAction, from the line itself: no call to wait for), the reason otherwise.
 */
export function UpdateCardAction({ line }: { line: Line }) {
  return (
    <EligibleLineAction
      action={cardUpdateLineAction(line)}
      pending={false}
      unavailableTitleId="update_card.action.unavailable"
    />
  );
}
