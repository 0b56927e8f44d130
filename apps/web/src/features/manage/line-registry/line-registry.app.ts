import { LINE_REGISTRY_ROUTES } from '@senda/core/flows/line-registry';
import { defineFlowPages } from '../flow-app';

/** The line registry's page in the route table: the page module its route loads and its analytics name. */
export default defineFlowPages({
  id: 'line-registry',
  load: () => import('./line-registry-page'),
  pageNames: {
    [LINE_REGISTRY_ROUTES.registration]: 'Line Registry',
  },
});
