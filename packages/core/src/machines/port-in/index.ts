export { portInOptions } from '../../queries/port-in-options.read.ts';
export { type PortInMachine, portInMachine } from './port-in.machine.ts';
export {
  portInDetailsValid,
  portInFailure,
  portInFieldErrors,
  portInOtpComplete,
  portInRefusal,
} from './port-in.rules.ts';
export {
  type PortInServicesDeps,
  portInMachineInput,
  providePortInMachine,
} from './port-in.services.ts';
export type {
  CodeCheckInput,
  CodeCheckResult,
  CodeRequestInput,
  CodeRequestResult,
  NumberCheckInput,
  NumberCheckResult,
  PortInContext,
  PortInDonor,
  PortInDraft,
  PortInEvent,
  PortInField,
  PortInFieldErrors,
  PortInInput,
  PortInRestored,
  PortInVerifiedEmitted,
  RecordTransferParams,
} from './port-in.types.ts';
export { type PortInPrimaryAction, type PortInStage, type PortInView, portInView } from './port-in.view.ts';
