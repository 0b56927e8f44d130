import { BOOSTERS_ROUTES } from '@senda/core/flows/boosters';
import { defineFlowPages } from '../flow-app';

/** The boosters' page in the route table: the page module its route loads (its own chunk) and its analytics name. */
export default defineFlowPages({
  id: 'boosters',
  load: () => import('./boosters-page'),
  pageNames: { [BOOSTERS_ROUTES.choose]: 'Boosters' },
});
