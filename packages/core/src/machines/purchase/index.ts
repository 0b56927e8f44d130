export {
  loadRunnableJourney,
  purchaseEventAfterOtpRetries,
  purchaseEventAfterVerification,
  purchaseJourneyId,
} from './purchase.machine.ts';
export {
  type OtpRetriesExhausted,
  PURCHASE_JOURNEY_IDS,
  type PurchaseChannel,
  type PurchaseFacts,
  type PurchaseJourneyEvent,
  type VerifiedDestination,
} from './purchase.types.ts';
