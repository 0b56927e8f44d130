import { NUMBER_LOCK_ROUTES } from '@senda/core/flows/number-lock';
import { defineFlowPages } from '../flow-app';

/** number-lock's page in the route table: the page that turns the lock off, and its analytics name. */
export default defineFlowPages({
  id: 'number-lock',
  load: () => import('./number-lock-page'),
  pageNames: { [NUMBER_LOCK_ROUTES.unlock]: 'Number Lock Off' },
});
