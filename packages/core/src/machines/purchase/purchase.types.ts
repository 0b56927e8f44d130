import type { JourneyEvent, JourneyFacts } from '../../journey/index.ts';

export { PURCHASE_JOURNEY_IDS, type PurchaseChannel } from '../../purchase/purchase-channel.ts';

/** Where post-verification routing sends the customer (machines/post-verification output). */
export interface VerifiedDestination {
  path: string;
  rule: string;
}

/** How the OTP timer ended badly (machines/otp-timer output, max retries). */
export interface OtpRetriesExhausted {
  status: 'max_retries';
  redirectTo: string;
}

/** A journey event for the app to send, with the facts it carries. */
export type PurchaseJourneyEvent = Extract<JourneyEvent, { type: 'SET_STEP' } | { type: 'EXIT' }>;
export type PurchaseFacts = Partial<JourneyFacts>;
