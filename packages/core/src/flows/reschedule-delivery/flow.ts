import { RESCHEDULE_DELIVERY_ROUTES } from '../../navigation/routes.ts';
import { defineFlow } from '../define-flow.ts';

export default defineFlow({
  id: 'reschedule-delivery',
  order: 40,
  journey: 'reschedule-delivery',
  // Address, then the review: nothing in it depends on a fact.
  routes: {
    [RESCHEDULE_DELIVERY_ROUTES.simOnly]: 'reschedule_delivery.flow.title',
    [RESCHEDULE_DELIVERY_ROUTES.reviewDetail]: 'reschedule_delivery.review.title',
    [RESCHEDULE_DELIVERY_ROUTES.payment]: 'reschedule_delivery.payment.title',
    // Neutral: the page says "rescheduled" only once the booking it reads is done.
    [RESCHEDULE_DELIVERY_ROUTES.paymentSuccess]: 'reschedule_delivery.flow.title',
  },
  // Opened from the failed delivery's e-mail link and the order page, not from the line's actions.
  lineAction: null,
  // The redelivery fee is paid on the flow's own /reschedule/payment, not the shared pages.
  // Its pages open from an e-mail link, possibly signed out; their route loads the areas before
  // the first render all the same (MESSAGE_AREA_PAGES, from this manifest).
  texts: ['reschedule_delivery'],
  servicePayment: false,
  scenarios: ['failed-delivery'],
  // A failed delivery rebooked to another door than the one the SIM was going to.
  stepUpActions: ['DELIVERY_ADDRESS_CHANGE'],
});
