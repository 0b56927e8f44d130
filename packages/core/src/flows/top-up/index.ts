export { TOP_UP_ERROR_IDS } from './error-ids.ts';
export * from './gateway/index.ts';
export type { TopUpMessageId } from './messages.ts';
export { TOP_UP_ROUTES, type TopUpRoute } from './routes.ts';
export { type TopUpMachine, topUpMachine } from './top-up.machine.ts';
export {
  maskHolder,
  readPayerEmail,
  readTopUpNumber,
  TOP_UP_LOOKUP_LIMITS,
  TOP_UP_NUMBER_DIGITS,
  type TopUpRefusal,
  topUpRefusalOf,
  topUpRetryMinutes,
} from './top-up.rules.ts';
export { provideTopUp, topUpGatewayCalls } from './top-up.services.ts';
export type { TopUpCalls, TopUpContext, TopUpEvent, TopUpInput } from './top-up.types.ts';
export { type TopUpScreen, type TopUpView, topUpView } from './top-up.view.ts';
