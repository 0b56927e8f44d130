/** The catalogue as the customer browses it, shared by the home page and plan selection. */
export { PlanList, type PlanListProps } from './plan-list';
export { SimTypeChoice } from './sim-type-choice';
