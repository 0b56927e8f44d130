export {
  type EarlyRescheduleRead,
  type EarlyRescheduleText,
  earlyRescheduleSentence,
  earlyRescheduleTexts,
  isRescheduleValidation,
} from './early-reschedule.ts';
export * from './gateway/index.ts';
export type { RescheduleDeliveryMessageId } from './messages.ts';
export {
  createRescheduleDeliveryMachine,
  RESCHEDULE_DELIVERY_EXIT,
  RESCHEDULE_DELIVERY_MESSAGES,
  RESCHEDULE_DELIVERY_SUBMIT_STEPS,
  RESCHEDULE_LINK_CUSTOMER,
  type RescheduleDeliveryFlow,
  type RescheduleDeliveryMachine,
} from './reschedule-delivery.machine.ts';
export { readRescheduleResultId, rescheduleDeliveryPagePath } from './reschedule-delivery.pages.ts';
export { reschedulePaymentQuery } from './reschedule-delivery.queries.ts';
export {
  RESCHEDULE_CODE_QUERY_NAMES,
  readRescheduleCode,
  redeliveryFee,
  redeliveryFeeDue,
  rescheduleAddress,
  rescheduleChoice,
  rescheduleMethod,
  rescheduleRefusalMessageId,
  sameAsBilling,
} from './reschedule-delivery.rules.ts';
export {
  provideRescheduleDelivery,
  RESCHEDULE_ATTEMPTS,
  RescheduleChoiceMissingError,
  type RescheduleDeliveryDeps,
  type RescheduleDeliveryServices,
  rescheduleGatewayCalls,
  rescheduleSubmission,
} from './reschedule-delivery.services.ts';
export type {
  RescheduleChoice,
  RescheduleEligibility,
  RescheduleEligible,
  RescheduleGatewayCalls,
  RescheduleLinkRefusal,
  SubmittedReschedule,
} from './reschedule-delivery.types.ts';
export {
  type RescheduleDeliveryCommand,
  type RescheduleDeliveryScreen,
  type RescheduleDeliveryView,
  rescheduleDeliveryView,
  rescheduleResultTitleId,
} from './reschedule-delivery.view.ts';
