import { REVERSE_PORT_OUT_ROUTES } from '@senda/core/navigation';
import { defineFlowPages } from '../flow-app';

/** reverse-port-out's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'reverse-port-out',
  load: () => import('./reverse-port-out-page'),
  pageNames: {
    [REVERSE_PORT_OUT_ROUTES.request]: 'Reverse Port Out',
    [REVERSE_PORT_OUT_ROUTES.success]: 'Reverse Port Out Success',
  },
  // A request settled at once keeps its outcome on the success page (its progress is cleared,
  // so a fresh mount there would start the flow over), as termination's does.
  keepsPageAcrossRoutes: true,
});
