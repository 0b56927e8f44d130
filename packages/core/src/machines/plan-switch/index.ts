export {
  createPlanSwitchMachine,
  PLAN_SWITCH_MESSAGES,
  type PlanSwitchMachine,
} from './plan-switch.machine.ts';
export type {
  CancelPlanSwitchInput,
  PlanSwitchCancelEligibility,
  PlanSwitchContext,
  PlanSwitchEligibility,
  PlanSwitchEvent,
  PlanSwitchInput,
  PlanSwitchLineInput,
  PlanSwitchOutput,
} from './plan-switch.types.ts';
