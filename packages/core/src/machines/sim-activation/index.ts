export { type SimActivationMachine, simActivationMachine } from './sim-activation.machine.ts';
export {
  type ActivationRefusal,
  activationRefusal,
  iccidMessageId,
  type SimActivationCase,
  simActivationCase,
} from './sim-activation.rules.ts';
export { provideSimActivationMachine } from './sim-activation.services.ts';
export type {
  ActivateSimInput,
  LoadLineInput,
  SimActivationContext,
  SimActivationEmitted,
  SimActivationEvent,
  SimActivationInput,
  SimActivationOutput,
} from './sim-activation.types.ts';
export { type SimActivationPhase, type SimActivationView, simActivationView } from './sim-activation.view.ts';
