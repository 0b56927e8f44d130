import { TOP_UP_ROUTES } from '@senda/core/flows/top-up';
import { defineFlowPages } from '../flow-app';

/** The recarga's page in the route table: the page module and its analytics name. */
export default defineFlowPages({
  id: 'top-up',
  load: () => import('./top-up-page'),
  pageNames: { [TOP_UP_ROUTES.start]: 'Top Up' },
  // Anyone pays a recarga: no session is needed, nor asked for.
  opensSignedOut: true,
});
