import type { MessageId } from '../../i18n/messages/index.ts';
import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { RENEW_NOW_ROUTES } from '../../navigation/routes.ts';

/** Renew now's action on the line page (renew-now.rules.ts offers it while the line may renew). */
export const RENEW_NOW_LINE_ACTION = {
  labelId: 'line.action.renew_now',
  path: RENEW_NOW_ROUTES.review,
} as const satisfies { labelId: MessageId; path: string };

export default defineServiceFlow({
  id: 'renew-now',
  order: 20,
  // One page (the plan and the amount), then the shared payment pages: no journey to reorder.
  journey: null,
  routes: {
    [RENEW_NOW_ROUTES.review]: 'renewal.review.title',
  },
  lineAction: RENEW_NOW_LINE_ACTION,
  // Paid by card (saved or new), OXXO cash or SPEI on /manage/payment; the result page is shared.
  servicePayment: true,
  scenarios: ['grace-line'],
});
