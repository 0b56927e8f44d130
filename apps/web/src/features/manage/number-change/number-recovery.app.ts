import { NUMBER_RECOVERY_ROUTES } from '@senda/core/flows/number-recovery';
import { defineFlowPages } from '../flow-app';

/** number-recovery's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'number-recovery',
  load: () => import('./number-recovery-page'),
  pageNames: {
    [NUMBER_RECOVERY_ROUTES.request]: 'Recovery Number',
    [NUMBER_RECOVERY_ROUTES.payment]: 'Recovery Number Payment',
    [NUMBER_RECOVERY_ROUTES.status]: 'Recovery Number Status',
  },
});
