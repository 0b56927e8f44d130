export {
  CancelPlanSwitchBodySchema,
  cancelPlanSwitch,
  cancelPlanSwitchEndpoint,
} from './cancel-plan-switch.ts';
export {
  PLAN_SWITCH_TIMINGS,
  type PlanSwitchPlan,
  type PlanSwitchTiming,
  PlanSwitchTimingSchema,
  SimNumberSchema,
} from './plan-switch.schema.ts';
export {
  PLAN_SWITCH_CANCEL_REFUSALS,
  type PlanSwitchCancelEligibilityAnswer,
  type PlanSwitchCancelRefusal,
  planSwitchCancelEligibility,
  planSwitchCancelEligibilityEndpoint,
} from './plan-switch-cancel-eligibility.ts';
export {
  PLAN_SWITCH_REFUSALS,
  type PlanSwitchEligibilityAnswer,
  type PlanSwitchRefusal,
  planSwitchEligibility,
  planSwitchEligibilityEndpoint,
} from './plan-switch-eligibility.ts';
export {
  type PlanSwitchOption,
  type PlanSwitchPreview,
  type PlanSwitchPreviewBody,
  PlanSwitchPreviewBodySchema,
  planSwitchPreview,
  planSwitchPreviewEndpoint,
} from './plan-switch-preview.ts';
export {
  type SubmitPlanSwitchBody,
  SubmitPlanSwitchBodySchema,
  type SubmittedPlanSwitch,
  submitPlanSwitch,
  submitPlanSwitchEndpoint,
} from './submit-plan-switch.ts';
