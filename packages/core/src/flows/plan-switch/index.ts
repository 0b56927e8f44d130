export { PLAN_SWITCH_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { PlanSwitchMessageId } from './messages.ts';
export {
  createPlanSwitchMachine,
  PLAN_SWITCH_MESSAGES,
  PLAN_SWITCH_SUBMIT_STEPS,
  type PlanSwitchFlow,
  type PlanSwitchMachine,
} from './plan-switch.machine.ts';
export {
  planSwitchPagePath,
  readPlanSwitchChosenSku,
} from './plan-switch.pages.ts';
export {
  planSwitchCancelEligibilityQuery,
  planSwitchEligibilityQuery,
  planSwitchPreviewQuery,
} from './plan-switch.queries.ts';
export {
  canCancelPlanSwitch,
  isPendingPlanSwitch,
  type PlanSwitchChoice,
  type PlanSwitchLineAction,
  planSwitchCancelRefusalMessageId,
  planSwitchChoices,
  planSwitchLineAction,
  planSwitchRefusalMessageId,
} from './plan-switch.rules.ts';
export {
  PLAN_SWITCH_ATTEMPTS,
  PlanSwitchChoiceMissingError,
  type PlanSwitchServices,
  planSwitchChosenResume,
  planSwitchGatewayCalls,
  planSwitchSubmission,
  providePlanSwitch,
} from './plan-switch.services.ts';
export type {
  PlanSwitchCancelEligibility,
  PlanSwitchEligibility,
  PlanSwitchEligibleLine,
  PlanSwitchGatewayCalls,
  PlanSwitchLine,
  PlanSwitchSubmission,
  SubmittedPlanSwitchRequest,
} from './plan-switch.types.ts';
export {
  type PlanSwitchCommand,
  type PlanSwitchScreen,
  type PlanSwitchView,
  planSwitchView,
} from './plan-switch.view.ts';
export { PLAN_SWITCH_ROUTES, type PlanSwitchRoute } from './routes.ts';
