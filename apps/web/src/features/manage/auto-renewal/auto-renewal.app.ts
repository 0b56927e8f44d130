import { AUTO_RENEWAL_ROUTES } from '@senda/core/flows/auto-renewal';
import { defineFlowPages } from '../flow-app';

/** auto-renewal's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'auto-renewal',
  load: () => import('./auto-renewal-page'),
  pageNames: {
    [AUTO_RENEWAL_ROUTES.details]: 'Auto Renewal Details',
    [AUTO_RENEWAL_ROUTES.payment]: 'Auto Renewal Payment',
    [AUTO_RENEWAL_ROUTES.cardPayment]: 'Auto Renewal Card Payment',
  },
});
