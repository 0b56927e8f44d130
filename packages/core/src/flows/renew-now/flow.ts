import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow, lineRemedy } from '../define-flow.ts';
import {
  RENEW_NOW_LINE_FACTS,
  type RenewNowLineFacts,
  renewNowEligibility,
} from './renew-now.eligibility.ts';
import { RENEW_NOW_ROUTES } from './routes.ts';

/** Renew now's action on the line page (renew-now.rules.ts offers it while the line may renew). */
export const RENEW_NOW_LINE_ACTION = {
  labelId: 'line.action.renew_now',
  path: RENEW_NOW_ROUTES.review,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
  id: 'renew-now',
  order: 20,
  // One page (the plan and the amount), then the shared payment pages: no journey to reorder.
  journey: null,
  routes: {
    [RENEW_NOW_ROUTES.review]: 'renewal.review.title',
  },
  lineAction: RENEW_NOW_LINE_ACTION,
  // A missed renewal's "Pay your plan before …" on the line page, and the automatic renewal's
  // page after its charges failed, lead here while the line may renew (its line action's rule).
  lineRemedies: [
    lineRemedy({
      answers: 'renewal_missed',
      labelId: RENEW_NOW_LINE_ACTION.labelId,
      path: RENEW_NOW_ROUTES.review,
      needs: RENEW_NOW_LINE_FACTS,
      offered: (line: RenewNowLineFacts, now) => renewNowEligibility(line, now).eligible,
    }),
  ],
  texts: ['renewal'],
  // Why the line may not renew now: the line page's actions say it.
  manageTexts: ['renewal.refusal'],
  // Paid by card (saved or new), OXXO cash or SPEI on /manage/payment; the result page is shared.
  servicePayment: true,
  scenarios: ['grace-line'],
});
