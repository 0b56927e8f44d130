import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { BOOSTERS_ROUTES } from './routes.ts';

/** The request type a booster bought is in the history, with its label. */
export const BOOSTER_REQUEST_TYPE = 'BOOSTER';

/** The line page's way to the boosters (the usage card leads with it when the line is low or out of data). */
export const BOOSTERS_LINE_LINK = {
  labelId: 'boosters.line.buy',
  path: BOOSTERS_ROUTES.choose,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
  id: 'boosters',
  order: 22,
  // One page (the add-ons and the automatic booster), then the shared payment pages: no journey.
  journey: null,
  routes: { [BOOSTERS_ROUTES.choose]: 'boosters.title' },
  // Offered from the line's usage card (line-usage), not among the line's actions.
  lineAction: null,
  // Paid by saved card, new card, OXXO cash or SPEI on /manage/payment; the result page is shared.
  servicePayment: true,
  scenarios: ['line-usage-out-of-data'],
  texts: ['boosters'],
  // The usage card's link and the history's label are shown off the flow's pages.
  manageTexts: ['boosters.line', 'boosters.request_type'],
  requestTypes: { [BOOSTER_REQUEST_TYPE]: 'boosters.request_type' },
  // A booster changes no account, SIM, number or address: no step-up (see README).
  stepUpActions: [],
});
