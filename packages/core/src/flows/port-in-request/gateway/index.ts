export type { ActivePortInConfig } from './active-port-in-config.ts';
export {
  ActivePortInConfigSchema,
  activePortInConfig,
  activePortInConfigEndpoint,
} from './active-port-in-config.ts';
export type { CancelledPortIn } from './cancel-port-in.ts';
export { CancelledPortInSchema, cancelPortIn, cancelPortInEndpoint } from './cancel-port-in.ts';
export type { PortInCancelEligibility, PortInCancelRefusal } from './port-in-cancel-eligibility.ts';
export {
  PORT_IN_CANCEL_REFUSALS,
  PortInCancelEligibilitySchema,
  portInCancelEligibility,
  portInCancelEligibilityEndpoint,
} from './port-in-cancel-eligibility.ts';
export type { PortInFailureReason } from './port-in-change.schema.ts';
export { PORT_IN_FAILURE_REASONS } from './port-in-change.schema.ts';
export type {
  PortInReinitiationEligibility,
  PortInReinitiationRefusal,
} from './port-in-reinitiation-eligibility.ts';
export {
  PORT_IN_REINITIATION_REFUSALS,
  PortInReinitiationEligibilitySchema,
  portInReinitiationEligibility,
  portInReinitiationEligibilityEndpoint,
} from './port-in-reinitiation-eligibility.ts';
export type { ReinitiatePortInBody } from './reinitiate-port-in.ts';
export {
  ReinitiatePortInBodySchema,
  reinitiatePortIn,
  reinitiatePortInEndpoint,
} from './reinitiate-port-in.ts';
export type { NewNumberTaken, TakeNewNumberBody } from './take-new-number.ts';
export {
  NewNumberTakenSchema,
  TakeNewNumberBodySchema,
  takeNewNumber,
  takeNewNumberEndpoint,
} from './take-new-number.ts';
