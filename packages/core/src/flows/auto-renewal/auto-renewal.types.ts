import type { AutoRenewalSpecification } from '../../gateway/auto-renewal/index.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { SavedCardChoice } from '../../machines/payment/payment.types.ts';
import type { SubmittedServiceRequest } from '../../machines/service-request-template/index.ts';
import type { AutoRenewalFlowRefusal, AutoRenewalTerms } from './auto-renewal.rules.ts';

/** What turning on starts from: the line's terms (amount, frequency, dates) and the customer's cards. */
export interface AutoRenewalOnDetails {
  spec: AutoRenewalSpecification;
  /** The customer's saved cards that can pay now (not expired), offered before a new card. */
  savedCards: SavedCardChoice[];
}

export type AutoRenewalEligibility<TDetails> =
  | { eligible: true; details: TDetails }
  | { eligible: false; reason: AutoRenewalFlowRefusal; reasonMessageId: MessageId };

/** The gateway calls auto-renewal needs (each with the gateway client's abort signal). */
export interface AutoRenewalGatewayCalls {
  /** The line's specifications, and (turning on) the saved cards to choose from. */
  onEligibility(signal: AbortSignal): Promise<AutoRenewalEligibility<AutoRenewalOnDetails>>;
  offEligibility(signal: AbortSignal): Promise<AutoRenewalEligibility<AutoRenewalSpecification>>;
  /** payment_request by subscription: on, with a saved card (nothing due) or a first payment to make. */
  enable(
    input: { terms: AutoRenewalTerms; spec: AutoRenewalSpecification; card: SavedCardChoice | null },
    signal: AbortSignal,
  ): Promise<SubmittedServiceRequest>;
  /** cancel by subscription: off at once. */
  disable(signal: AbortSignal): Promise<AutoRenewalSpecification>;
  status(request: { requestId: string }, signal: AbortSignal): Promise<{ status: ServiceRequestStatus }>;
}

/** The line auto-renewal is about, and whose it is: saves are kept per customer and line. */
export interface AutoRenewalLine {
  customer: string;
  accountNumber: string;
  orderRef: string;
}
