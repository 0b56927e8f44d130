export { NUMBER_RECOVERY_LINE_ACTION } from './flow.ts';
export type { NumberRecoveryMessageId } from './messages.ts';
export { NUMBER_RECOVERY_ROUTES, type NumberRecoveryRoute } from './routes.ts';
