export { NUMBER_LOCK_LINE_ACTION, NUMBER_LOCKED, NUMBER_UNLOCK } from './flow.ts';
export {
  type NumberLock,
  NumberLockSchema,
  numberLock,
  numberLockEndpoint,
  type UpdateNumberLockBody,
  UpdateNumberLockBodySchema,
  updateNumberLock,
  updateNumberLockEndpoint,
} from './gateway/number-lock.ts';
export type { NumberLockMessageId } from './messages.ts';
export { type NumberLockMachine, numberLockMachine } from './number-lock.machine.ts';
export { numberLockQuery } from './number-lock.queries.ts';
export {
  type NumberLockSwitch,
  type NumberLockTap,
  numberLockSwitch,
  withNumberLock,
} from './number-lock.rules.ts';
export { lockNumber, type NumberLockDeps, provideNumberLockMachine } from './number-lock.services.ts';
export { numberLockShown } from './number-lock.shown.ts';
export type { NumberLockInput } from './number-lock.types.ts';
export { type NumberLockScreen, type NumberLockView, numberLockView } from './number-lock.view.ts';
export { NUMBER_LOCK_ROUTES } from './routes.ts';
