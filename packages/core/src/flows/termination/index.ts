export { TERMINATION_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { TerminationMessageId } from './messages.ts';
export { TERMINATION_ROUTES, type TerminationRoute } from './routes.ts';
export {
  createTerminationMachine,
  TERMINATION_MESSAGES,
  TERMINATION_SUBMIT_STEPS,
  type TerminationFlow,
  type TerminationMachine,
} from './termination.machine.ts';
export { terminationDonePath, terminationPagePath } from './termination.pages.ts';
export { terminationCancelEligibilityQuery, terminationEligibilityQuery } from './termination.queries.ts';
export {
  canWithdrawTermination,
  isPendingTermination,
  refusalOffersRequestHistory,
  type TerminationLineAction,
  terminationLineAction,
  terminationRefusalMessageId,
  type WinBackOfferAction,
  winBackOfferAction,
} from './termination.rules.ts';
export {
  acceptedOffer,
  provideTermination,
  TERMINATION_ATTEMPTS,
  TerminationChoiceMissingError,
  type TerminationServices,
  terminationGatewayCalls,
  terminationSubmission,
} from './termination.services.ts';
export type {
  SubmittedTerminationRequest,
  TerminationCancelEligibility,
  TerminationEligibility,
  TerminationEligibleLine,
  TerminationGatewayCalls,
  TerminationLine,
  TerminationSubmission,
} from './termination.types.ts';
export {
  type TerminationCommand,
  type TerminationRequestProblems,
  type TerminationScreen,
  type TerminationView,
  terminationRequestData,
  terminationRequestProblems,
  terminationView,
} from './termination.view.ts';
