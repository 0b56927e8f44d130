export {
  createPlanSwitchMachine,
  PLAN_SWITCH_MESSAGES,
  PLAN_SWITCH_SUBMIT_STEPS,
  type PlanSwitchFlow,
  type PlanSwitchMachine,
} from './plan-switch.machine.ts';
export {
  PlanSwitchChoiceMissingError,
  type PlanSwitchServices,
  planSwitchInput,
  planSwitchSubmission,
  providePlanSwitch,
} from './plan-switch.services.ts';
export {
  PLAN_SWITCH_TIMINGS,
  type PlanSwitchCancelEligibility,
  type PlanSwitchEligibility,
  type PlanSwitchEligibleLine,
  type PlanSwitchGatewayCalls,
  type PlanSwitchLine,
  type PlanSwitchOptionPreview,
  type PlanSwitchPreview,
  type PlanSwitchRefusal,
  type PlanSwitchSubmission,
  type PlanSwitchTiming,
  type SubmittedPlanSwitch,
} from './plan-switch.types.ts';
export {
  type PlanSwitchCommand,
  type PlanSwitchScreen,
  type PlanSwitchView,
  planSwitchView,
} from './plan-switch.view.ts';
