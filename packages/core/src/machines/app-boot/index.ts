export { appBootMachine } from './app-boot.machine.ts';
export {
  type AppBootServicesDeps,
  provideAppBootMachine,
} from './app-boot.services.ts';
export type { AppBootEvent, AppBootInput, AppBootOutcome, MaintenanceStatus } from './app-boot.types.ts';
