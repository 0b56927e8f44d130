import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { BOOSTERS_ROUTES } from './routes.ts';

/** The request type a booster bought is in the history, with its label. */
export const BOOSTER_REQUEST_TYPE = 'BOOSTER';

/**
 * The gateway's refusals of a booster (ours: the spec names no booster call): a buy the line or its
 * plan may not have, and an automatic booster whose consent does not name what would be charged.
 */
export const BOOSTER_NOT_ELIGIBLE = { code: 'BOOSTER_NOT_ELIGIBLE', errorId: 422960 } as const;
export const AUTO_BOOSTER_CONSENT = { code: 'AUTO_BOOSTER_CONSENT', errorId: 422961 } as const;

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
  // Each refusal says what it is about instead of the flow's "we couldn't prepare your purchase".
  // Known by name only: the numbers are the sandbox's (422960 is also the recarga's "not active").
  errorCodes: [
    { code: BOOSTER_NOT_ELIGIBLE.code, messageId: 'boosters.refusal.not_eligible' },
    { code: AUTO_BOOSTER_CONSENT.code, messageId: 'boosters.refusal.auto_consent' },
  ],
});
