export { type PortInMachine, portInMachine } from './port-in.machine.ts';
export {
  portInDetailsValid,
  portInFailure,
  portInFieldErrors,
  portInOtpComplete,
  portInRefusal,
} from './port-in.rules.ts';
export type {
  CodeCheckInput,
  CodeCheckResult,
  CodeRequestInput,
  CodeRequestResult,
  NumberCheckInput,
  NumberCheckResult,
  PortInContext,
  PortInEvent,
  PortInField,
  PortInFieldErrors,
  PortInInput,
  PortInRestored,
  PortInVerifiedEmitted,
} from './port-in.types.ts';
export { type PortInPrimaryAction, type PortInStage, type PortInView, portInView } from './port-in.view.ts';
