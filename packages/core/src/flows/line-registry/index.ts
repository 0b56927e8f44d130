export { attemptsLeftOf } from '../../gateway/lines/line-registry-status.schema.ts';
export * from './gateway/index.ts';
export {
  createLineRegistrationMachine,
  LINE_REGISTRY_EKYC_CONTEXT,
  type LineRegistrationMachine,
} from './line-registry.machine.ts';
export {
  LINE_REGISTRY_ERRORS,
  type RegistrationRefusal,
  registrationRefusal,
  registryStatusMessageId,
  registrySuspensionMessageId,
  serviceAfterRegistering,
} from './line-registry.rules.ts';
export {
  type LineRegistrationDeps,
  lineRegistrationInput,
  provideLineRegistrationMachine,
} from './line-registry.services.ts';
export type {
  LineRegistrationContext,
  LineRegistrationEvent,
  LineRegistrationInput,
  RegisterInput,
} from './line-registry.types.ts';
export {
  type LineRegistrationSenders,
  type LineRegistrationView,
  type LineRegistryStatusView,
  lineRegistrationSenders,
  lineRegistrationView,
  lineRegistryStatusView,
} from './line-registry.view.ts';
export type { LineRegistryMessageId } from './messages.ts';
export { LINE_REGISTRY_ROUTES, type LineRegistryRoute } from './routes.ts';
