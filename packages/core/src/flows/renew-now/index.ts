export { RENEW_NOW_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { RenewNowMessageId } from './messages.ts';
export {
  createRenewNowMachine,
  RENEW_NOW_MESSAGES,
  type RenewNowFlow,
  type RenewNowMachine,
} from './renew-now.machine.ts';
export { RENEW_NOW_FLOW_ID, renewNowPagePath } from './renew-now.pages.ts';
export {
  RENEW_NOW_WINDOW_DAYS,
  type RenewNowEligibility,
  type RenewNowRefusal,
  renewNowEligibility,
  renewNowLineAction,
  renewNowRefusalMessageId,
} from './renew-now.rules.ts';
export {
  provideRenewNow,
  RENEW_NOW_ATTEMPTS,
  type RenewNowServices,
  renewNowGatewayCalls,
  renewNowPaymentChoice,
} from './renew-now.services.ts';
export type {
  RenewNowEligibleLine,
  RenewNowGatewayCalls,
  RenewNowLine,
  SubmittedRenewalRequest,
} from './renew-now.types.ts';
export {
  type RenewNowCommand,
  type RenewNowScreen,
  type RenewNowView,
  renewNowView,
} from './renew-now.view.ts';
export { RENEW_NOW_ROUTES, type RenewNowRoute } from './routes.ts';
