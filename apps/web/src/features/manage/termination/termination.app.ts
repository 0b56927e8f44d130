import { TERMINATION_ROUTES } from '@senda/core/flows/termination';
import { defineFlowPages } from '../flow-app';

/** termination's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'termination',
  load: () => import('./termination-page'),
  pageNames: {
    [TERMINATION_ROUTES.request]: 'Termination Request',
    [TERMINATION_ROUTES.stay]: 'Termination Stay',
    [TERMINATION_ROUTES.submit]: 'Termination Submit',
    [TERMINATION_ROUTES.success]: 'Termination Success',
  },
  keepsPageAcrossRoutes: true,
});
