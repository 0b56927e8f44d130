import { RENEW_NOW_ROUTES } from '@senda/core/flows/renew-now';
import { defineFlowPages } from '../flow-app';

/** renew-now's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'renew-now',
  load: () => import('./renew-now-page'),
  pageNames: {
    [RENEW_NOW_ROUTES.review]: 'Renew Now',
  },
});
