import { NUMBER_CHANGE_ROUTES } from '@senda/core/flows/number-change';
import { defineFlowPages } from '../flow-app';

/** number-change's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'number-change',
  load: () => import('./number-change-page'),
  pageNames: {
    [NUMBER_CHANGE_ROUTES.choose]: 'Change Number',
    [NUMBER_CHANGE_ROUTES.details]: 'Change Number Details',
    [NUMBER_CHANGE_ROUTES.status]: 'Change Number Status',
  },
});
