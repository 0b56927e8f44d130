export { NUMBER_CHANGE_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { NumberChangeMessageId } from './messages.ts';
export {
  createNumberChangeMachine,
  createNumberRecoveryMachine,
  NUMBER_CHANGE_MESSAGES,
  NUMBER_CHANGE_SUBMIT_STEPS,
  NUMBER_RECOVERY_MESSAGES,
  type NumberChangeFlow,
  type NumberChangeMachine,
} from './number-change.machine.ts';
export {
  NUMBER_CHANGE_FLOW_ID,
  NUMBER_RECOVERY_FLOW_ID,
  numberChangePagePath,
  numberChangeStatusRoute,
  showsSettledRequest,
} from './number-change.pages.ts';
export { numberChangeEligibilityQuery } from './number-change.queries.ts';
export {
  codeBoxes,
  codeIsSpent,
  codeOfBoxes,
  NumberChangeChoiceMissingError,
  type NumberChangeLineAction,
  numberCategoryLabel,
  numberChangeLineAction,
  numberChangeRefusalMessageId,
  numberChangeSubmission,
  numberRecoveryRemedy,
  numberRecoverySubmission,
  refusalOffersRequestHistory as numberChangeRefusalOffersRequestHistory,
  reviewCodeProblem,
  typedCode,
} from './number-change.rules.ts';
export {
  NUMBER_CHANGE_ATTEMPTS,
  type NumberChangeServices,
  numberChangeCodeKey,
  numberChangeGatewayCalls,
  provideNumberChange,
  provideNumberChangeCodeMachine,
  savedCode,
} from './number-change.services.ts';
export type {
  NumberChangeEligibility,
  NumberChangeEligibleLine,
  NumberChangeGatewayCalls,
  NumberChangeLine,
  NumberChangeSubmission,
  SentCode,
  SubmittedNumberChangeRequest,
} from './number-change.types.ts';
export {
  type ChosenNumber,
  type NumberChangeCommand,
  type NumberChangeScreen,
  type NumberChangeView,
  numberChangeSteps,
  numberChangeView,
} from './number-change.view.ts';
export {
  chosenNumberData,
  numberChangeChoiceInput,
  provideNumberChangeChoice,
} from './number-change-choice.ts';
export {
  type NumberChangeCodeInput,
  type NumberChangeCodeMachine,
  type NumberChangeCodeView,
  numberChangeCodeMachine,
  numberChangeCodeView,
} from './number-change-code.machine.ts';
export { NUMBER_CHANGE_ROUTES, type NumberChangeRoute } from './routes.ts';
