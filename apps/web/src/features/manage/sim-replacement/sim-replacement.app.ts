import { SIM_REPLACEMENT_ROUTES } from '@senda/core/flows/sim-replacement';
import { defineFlowPages } from '../flow-app';

/** sim-replacement's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'sim-replacement',
  load: () => import('./sim-replacement-page'),
  pageNames: {
    [SIM_REPLACEMENT_ROUTES.orderRequest]: 'Sim Replacement Order Request',
    [SIM_REPLACEMENT_ROUTES.kyc]: 'Sim Replacement Kyc',
    [SIM_REPLACEMENT_ROUTES.deliveryDetails]: 'Sim Replacement Delivery Details',
    [SIM_REPLACEMENT_ROUTES.orderSummary]: 'Sim Replacement Order Summary',
    [SIM_REPLACEMENT_ROUTES.orderPayment]: 'Sim Replacement Order Payment',
  },
});
