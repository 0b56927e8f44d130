export {
  createPlanSwitchMachine,
  PLAN_SWITCH_MESSAGES,
  PLAN_SWITCH_SUBMIT_STEPS,
  type PlanSwitchMachine,
} from './plan-switch.machine.ts';
export {
  PlanSwitchChoiceMissingError,
  type PlanSwitchServices,
  planSwitchInput,
  planSwitchSubmission,
  providePlanSwitch,
} from './plan-switch.services.ts';
export type {
  PlanSwitchCancelEligibility,
  PlanSwitchEligibility,
  PlanSwitchGatewayCalls,
  PlanSwitchLine,
  PlanSwitchSubmission,
} from './plan-switch.types.ts';
