import type { MessageId } from '../../i18n/messages/index.ts';
import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { UPDATE_CARD_ROUTES } from '../../navigation/routes.ts';

/** Card update's action on the line page (card-update.rules.ts offers it while the line allows it). */
export const UPDATE_CARD_LINE_ACTION = {
  labelId: 'line.action.update_card',
  path: UPDATE_CARD_ROUTES.verify,
} as const satisfies { labelId: MessageId; path: string };

export default defineServiceFlow({
  id: 'card-update',
  order: 110,
  // The code, the card, the review (journeys/card-update.json; the card after the code).
  journey: 'card-update',
  routes: {
    [UPDATE_CARD_ROUTES.verify]: 'update_card.verify.title',
    [UPDATE_CARD_ROUTES.request]: 'update_card.request.title',
    [UPDATE_CARD_ROUTES.submit]: 'update_card.submit.title',
  },
  lineAction: UPDATE_CARD_LINE_ACTION,
  // Nothing is paid: the card is checked by the provider and kept for the line's renewals.
  texts: ['update_card'],
  servicePayment: false,
  scenarios: ['expired-card'],
});
