export { appBootMachine } from './app-boot.machine.ts';
export type { AppBootEvent, AppBootInput, AppBootOutcome, MaintenanceStatus } from './app-boot.types.ts';
