export { attemptsLeftOf } from '../../gateway/lines/line-registry-status.schema.ts';
export {
  createLineRegistrationMachine,
  LINE_REGISTRY_EKYC_CONTEXT,
  type LineRegistrationMachine,
} from './line-registration.machine.ts';
export {
  LINE_REGISTRY_ERRORS,
  type RegistrationRefusal,
  registrationRefusal,
  registryStatusMessageId,
  registrySuspensionMessageId,
  serviceAfterRegistering,
} from './line-registration.rules.ts';
export {
  type LineRegistrationDeps,
  lineRegistrationInput,
  provideLineRegistrationMachine,
} from './line-registration.services.ts';
export type {
  LineRegistrationContext,
  LineRegistrationEvent,
  LineRegistrationInput,
  RegisterInput,
} from './line-registration.types.ts';
export {
  type LineRegistrationSenders,
  type LineRegistrationView,
  type LineRegistryStatusView,
  lineRegistrationSenders,
  lineRegistrationView,
  lineRegistryStatusView,
} from './line-registration.view.ts';
