/** The plan-switch flow's own pages; it pays on the shared service payment pages. */
export const PLAN_SWITCH_ROUTES = {
  plans: '/manage/plan-switch/plans',
  planDetails: '/manage/plan-switch/plan-details',
  orderSummary: '/manage/plan-switch/order-summary',
} as const;
export type PlanSwitchRoute = (typeof PLAN_SWITCH_ROUTES)[keyof typeof PLAN_SWITCH_ROUTES];
