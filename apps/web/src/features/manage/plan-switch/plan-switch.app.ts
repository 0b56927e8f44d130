import { PLAN_SWITCH_ROUTES } from '@senda/core/flows/plan-switch';
import { defineFlowPages } from '../flow-app';

/** plan-switch's pages in the route table: the page module its routes load and their analytics names. */
export default defineFlowPages({
  id: 'plan-switch',
  load: () => import('./plan-switch-page'),
  pageNames: {
    [PLAN_SWITCH_ROUTES.plans]: 'Plan Switch Plans',
    [PLAN_SWITCH_ROUTES.planDetails]: 'Plan Switch Plan Details',
    [PLAN_SWITCH_ROUTES.orderSummary]: 'Plan Switch Order Summary',
  },
});
