export { REVERSE_PORT_OUT_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { ReversePortOutMessageId } from './messages.ts';
export {
  createReversePortOutMachine,
  REVERSE_PORT_OUT_FLOW,
  REVERSE_PORT_OUT_MESSAGES,
  type ReversePortOutFlow,
  type ReversePortOutMachine,
} from './reverse-port-out.machine.ts';
export { reversePortOutPagePath } from './reverse-port-out.pages.ts';
export { reversePortOutEligibilityQuery } from './reverse-port-out.queries.ts';
export {
  portOutHistoryPath,
  type ReversePortOutLineAction,
  refusalOffersPortOutHistory,
  reversePortOutDonePath,
  reversePortOutLineAction,
  reversePortOutRefusalMessageId,
} from './reverse-port-out.rules.ts';
export {
  confirmedNotRequested,
  provideReversePortOut,
  REVERSE_PORT_OUT_ATTEMPTS,
  ReversePortOutNotConfirmedError,
  type ReversePortOutServices,
  reversePortOutGatewayCalls,
} from './reverse-port-out.services.ts';
export type {
  ReversePortOutEligibleLine,
  ReversePortOutFlowEligibility,
  ReversePortOutGatewayCalls,
  ReversePortOutLine,
  SubmittedReversePortOut,
} from './reverse-port-out.types.ts';
export {
  type ReversePortOutCommand,
  type ReversePortOutScreen,
  type ReversePortOutView,
  reversePortOutView,
} from './reverse-port-out.view.ts';
