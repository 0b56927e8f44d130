import { defineFlow } from '../define-flow.ts';
import { TOP_UP_ERROR_IDS } from './error-ids.ts';
import { TOP_UP_ROUTES } from './routes.ts';

export default defineFlow({
  id: 'top-up',
  order: 95,
  // Two screens of one page (the number, then the line and the payer's e-mail), then the
  // pay-by-link page: nothing for a product team to reorder.
  journey: null,
  routes: { [TOP_UP_ROUTES.start]: 'top_up.title' },
  // Anyone's recarga, from the home page: no line page entry.
  lineAction: null,
  // Paid on the pay-by-link page (as a guest), not on the service payment pages.
  servicePayment: false,
  texts: ['top_up'],
  scenarios: ['top-up-active'],
  errorCodes: [
    {
      code: 'TOP_UP_NUMBER_UNKNOWN',
      errorId: TOP_UP_ERROR_IDS.numberUnknown,
      messageId: 'top_up.refusal.unknown',
    },
    {
      code: 'TOP_UP_LINE_NOT_ACTIVE',
      errorId: TOP_UP_ERROR_IDS.lineNotActive,
      messageId: 'top_up.refusal.not_active',
    },
    {
      code: 'TOP_UP_TRIES_EXCEEDED',
      errorId: TOP_UP_ERROR_IDS.triesExceeded,
      messageId: 'top_up.refusal.too_many_tries',
    },
  ],
});
