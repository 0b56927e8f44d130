import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow, lineRemedy } from '../define-flow.ts';
import { cardMayChange } from './card-update.eligibility.ts';
import { UPDATE_CARD_ROUTES } from './routes.ts';

/** Card update's action on the line page (card-update.rules.ts offers it while the line allows it). */
export const UPDATE_CARD_LINE_ACTION = {
  labelId: 'line.action.update_card',
  path: UPDATE_CARD_ROUTES.verify,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
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
  // The line page's notice that the card the line renews with expired links here while the line's
  // card may change; the payment methods page's row of a card that renews a line too.
  lineRemedies: [
    lineRemedy({
      answers: 'renewal_card',
      labelId: UPDATE_CARD_LINE_ACTION.labelId,
      path: UPDATE_CARD_ROUTES.verify,
      needs: { status: true, activationDate: true },
      offered: cardMayChange,
    }),
  ],
  // Nothing is paid: the card is checked by the provider and kept for the line's renewals.
  texts: ['update_card'],
  // Its line action's offer and refusals, shown on the line page.
  manageTexts: ['update_card.action', 'update_card.refusal'],
  servicePayment: false,
  scenarios: ['expired-card'],
  // The spec's change-card action: the request history lists the update under it.
  requestTypes: { CHANGE_CARD_DETAILS: 'service_request.type.change_card_details' },
  // Not the spec's: the sandbox answers them as 422810 and 422811 (a line whose card may not
  // change, a submit before the code to the account's e-mail proved who asks); read by name, as
  // the other wings' own refusals are.
  errorCodes: [
    { code: 'CARD_UPDATE_NOT_ELIGIBLE', messageId: 'errors.card_update.not_eligible' },
    { code: 'CARD_UPDATE_NOT_VERIFIED', messageId: 'errors.card_update.not_verified' },
  ],
});
