export { autoRenewalQuery } from '../../queries/renewal-specifications-query.ts';
export { autoRenewalTermsCollector } from './auto-renewal.collect.ts';
export {
  type AutoRenewalDetailsView,
  autoRenewalDetailsView,
  missedRenewalPath,
} from './auto-renewal.details.ts';
export {
  AUTO_RENEWAL_OFF_MESSAGES,
  AUTO_RENEWAL_ON_MESSAGES,
  type AutoRenewalOffFlow,
  type AutoRenewalOffMachine,
  type AutoRenewalOnFlow,
  type AutoRenewalOnMachine,
  createAutoRenewalOffMachine,
  createAutoRenewalOnMachine,
} from './auto-renewal.machine.ts';
export {
  AUTO_RENEWAL_TERMS_STEP,
  type AutoRenewalFlowRefusal,
  type AutoRenewalTerms,
  type AutoRenewalTermsErrors,
  AutoRenewalTermsSchema,
  autoRenewalEligibility,
  autoRenewalLineAction,
  autoRenewalRefusalMessageId,
  autoRenewalTermsErrors,
  firstPaymentDue,
  NEW_CARD,
  readAutoRenewalTerms,
  renewalCardLabel,
  renewalNoticeDate,
} from './auto-renewal.rules.ts';
export {
  AUTO_RENEWAL_ATTEMPTS,
  type AutoRenewalDeps,
  type AutoRenewalServices,
  autoRenewalGatewayCalls,
  provideAutoRenewalOff,
  provideAutoRenewalOn,
  provideAutoRenewalPayment,
} from './auto-renewal.services.ts';
export type {
  AutoRenewalEligibility,
  AutoRenewalGatewayCalls,
  AutoRenewalLine,
  AutoRenewalOnDetails,
} from './auto-renewal.types.ts';
export {
  type AutoRenewalCommand,
  type AutoRenewalOffView,
  type AutoRenewalOnView,
  type AutoRenewalScreen,
  autoRenewalConfirmingOff,
  autoRenewalDetailsPath,
  autoRenewalDone,
  autoRenewalOffView,
  autoRenewalOnView,
  autoRenewalPagePath,
} from './auto-renewal.view.ts';
export { AUTO_RENEWAL_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { AutoRenewalMessageId } from './messages.ts';
export { AUTO_RENEWAL_ROUTES, type AutoRenewalRoute } from './routes.ts';
