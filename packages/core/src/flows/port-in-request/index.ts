export { PORT_IN_REQUEST_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { PortInRequestMessageId } from './messages.ts';
export { PORT_IN_REQUEST_STEPS } from './port-in-request.collect.ts';
export { reinitiationFieldErrors } from './port-in-request.form.ts';
export {
  createPortInRequestMachine,
  NEW_NUMBER_CHOICE,
  PORT_IN_REQUEST_MESSAGES,
  type PortInRequestFlow,
  type PortInRequestMachine,
  portInRequestChoice,
} from './port-in-request.machine.ts';
export { portInChangesQuery } from './port-in-request.queries.ts';
export {
  nipRequestSmsLink,
  type PortInRequestLineAction,
  portInCancelRefusalMessageId,
  portInRequestLineAction,
  transferTemporaryNumber,
} from './port-in-request.rules.ts';
export {
  PORT_IN_REQUEST_ATTEMPTS,
  PortInDetailsMissingError,
  type PortInRequestServices,
  portInRequestGatewayCalls,
  providePortInRequest,
  reinitiationOf,
} from './port-in-request.services.ts';
export type {
  PortInReinitiation,
  PortInRequestEligibility,
  PortInRequestEligible,
  PortInRequestGatewayCalls,
  PortInRequestLine,
  PortInRequestRefusal,
  SubmittedPortInRequest,
} from './port-in-request.types.ts';
export {
  type PortInRequestCommand,
  type PortInRequestForm,
  type PortInRequestScreen,
  type PortInRequestView,
  portInRequestView,
} from './port-in-request.view.ts';
export { PORT_IN_REQUEST_ROUTES } from './routes.ts';
