import type { JourneyEvent, JourneyFacts } from '../../journey/index.ts';

/** The purchase journey files by channel (§6 channels: web and retail). */
export const PURCHASE_JOURNEY_IDS = { web: 'purchase', retail: 'retail-purchase' } as const;
export type PurchaseChannel = keyof typeof PURCHASE_JOURNEY_IDS;

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
