export { SIM_REPLACEMENT_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { SimReplacementMessageId } from './messages.ts';
export { SIM_REPLACEMENT_ROUTES, type SimReplacementRoute } from './routes.ts';
export {
  createSimReplacementMachine,
  SIM_REPLACEMENT_JOURNEY_VOCABULARY,
  SIM_REPLACEMENT_MESSAGES,
  SIM_REPLACEMENT_SUBMIT_STEPS,
  type SimReplacementFlow,
  type SimReplacementMachine,
} from './sim-replacement.machine.ts';
export { SIM_REPLACEMENT_FLOW_ID, simReplacementPagePath } from './sim-replacement.pages.ts';
export { simReplacementEligibilityQuery } from './sim-replacement.queries.ts';
export {
  blocksOldSim,
  SIM_REPLACEMENT_REASON_LABELS,
  SIM_TYPE_LABELS,
  type SimReplacementLineAction,
  simReplacementDeliveryNeeded,
  simReplacementFee,
  simReplacementLineAction,
  simReplacementNext,
  simReplacementRefusalMessageId,
} from './sim-replacement.rules.ts';
export {
  provideSimReplacement,
  SIM_REPLACEMENT_ATTEMPTS,
  SimReplacementChoiceMissingError,
  type SimReplacementServices,
  simReplacementGatewayCalls,
  simReplacementSubmission,
} from './sim-replacement.services.ts';
export type {
  SimReplacementEligibility,
  SimReplacementEligibleLine,
  SimReplacementGatewayCalls,
  SimReplacementLine,
  SimReplacementSubmission,
  SubmittedSimReplacementRequest,
} from './sim-replacement.types.ts';
export {
  type SimReplacementCommand,
  type SimReplacementScreen,
  type SimReplacementView,
  simReplacementView,
} from './sim-replacement.view.ts';
