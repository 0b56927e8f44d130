import { defineFlow } from '../define-flow.ts';
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
  // Its refusals (404960, 422960, 429060) are answered to its own calls only, and its machine says
  // each (top-up.rules.ts): the shared error catalogue needs none of them.
});
