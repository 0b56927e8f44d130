import { PORT_IN_REQUEST_ROUTES } from '@senda/core/flows/port-in-request';
import { defineFlowPages } from '../flow-app';

/** port-in-request's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'port-in-request',
  load: () => import('./port-in-request-page'),
  pageNames: {
    [PORT_IN_REQUEST_ROUTES.cancelPortIn]: 'Cancel Port In',
  },
});
