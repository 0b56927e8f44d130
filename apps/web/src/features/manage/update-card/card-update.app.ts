import { UPDATE_CARD_ROUTES } from '@senda/core/flows/card-update';
import { defineFlowPages } from '../flow-app';

/** card-update's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'card-update',
  load: () => import('./update-card-page'),
  pageNames: {
    [UPDATE_CARD_ROUTES.verify]: 'Update Card Verify',
    [UPDATE_CARD_ROUTES.request]: 'Update Card Request',
    [UPDATE_CARD_ROUTES.submit]: 'Update Card Submit',
  },
  // The code's timer and the card's frame stay on screen from one page to the next.
  keepsPageAcrossRoutes: true,
});
