import { RESCHEDULE_DELIVERY_ROUTES } from '@senda/core/navigation';
import { defineFlowPages } from '../flow-app';

/** reschedule-delivery's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'reschedule-delivery',
  load: () => import('./reschedule-delivery-page'),
  pageNames: {
    [RESCHEDULE_DELIVERY_ROUTES.simOnly]: 'Reschedule Delivery Address',
    [RESCHEDULE_DELIVERY_ROUTES.reviewDetail]: 'Reschedule Delivery Review',
    [RESCHEDULE_DELIVERY_ROUTES.payment]: 'Reschedule Delivery Payment',
    [RESCHEDULE_DELIVERY_ROUTES.paymentSuccess]: 'Reschedule Delivery Success',
  },
  // The failed delivery's e-mail link opens the flow signed out; the code checks who may go on.
  opensSignedOut: true,
});
