/** The catalogue as the customer browses it: plan lists shared by the home page and plan selection. */
export { PlanList, type PlanListProps } from './plan-list';
