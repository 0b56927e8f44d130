import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestEligibility,
  ServiceRequestOwner,
  ServiceRequestStatusAnswer,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type {
  LineReward,
  TerminationLosses,
  TerminationReason,
  TerminationRefund,
  TerminationRefusal,
  WinBackOffer,
} from './gateway/index.ts';

/**
 * Termination's own types, on the template's type parameters. The gateway's answers (the spec
 * termination eligibility, reasons, win-back aggregation, service-request, claim, cancel
 * eligibility, cancel) are turned into these by termination.services.ts.
 */

/**
 * What an eligible line carries: what closing it loses, the refund when its SIM was never
 * activated, the reasons to choose from, and the win-back offers (the spec's winBackOptions).
 */
export interface TerminationEligibleLine {
  losses: TerminationLosses;
  refund: TerminationRefund | null;
  reasons: TerminationReason[];
  offers: WinBackOffer[];
}

export type TerminationEligibility = ServiceRequestEligibility<TerminationEligibleLine, TerminationRefusal>;
export type TerminationCancelEligibility = ServiceRequestCancelEligibility;

/** What the request step collects (the spec's terminationReason, terminationFeedback). */
export interface TerminationSubmission {
  accountNumber: string;
  reason: string;
  feedback: string;
  /** Where the refund of an order paid in cash goes (asked only then). */
  refundClabe?: string;
}

/**
 * The submit answer: a termination request (when the line closes, the refund), or, when the
 * customer accepted an offer, the reward the claim allocated (no termination request exists).
 */
export type SubmittedTerminationRequest = SubmittedServiceRequest &
  (
    | {
        kind: 'termination';
        /** ISO timestamp. */
        closesAt: string;
        refund: TerminationRefund | null;
      }
    | { kind: 'claim'; reward: LineReward; offerId: string }
  );

/**
 * The gateway calls termination needs, each taking the gateway client's abort signal. Those that
 * send or settle a request name its owner (the customer and the line's account number): the
 * attempt's idempotency key is kept for that line alone.
 */
export interface TerminationGatewayCalls {
  eligibility(line: { accountNumber: string }, signal: AbortSignal): Promise<TerminationEligibility>;
  cancelEligibility(
    line: { accountNumber: string },
    signal: AbortSignal,
  ): Promise<TerminationCancelEligibility>;
  /** `stepUpToken`: the step-up proof the customer gave, sent as X-Step-Up-Token. */
  submit(
    owner: ServiceRequestOwner,
    submission: TerminationSubmission,
    signal: AbortSignal,
    stepUpToken?: string,
  ): Promise<SubmittedTerminationRequest>;
  claim(
    owner: ServiceRequestOwner,
    claim: { accountNumber: string; offerId: string },
    signal: AbortSignal,
  ): Promise<SubmittedTerminationRequest>;
  status(
    owner: ServiceRequestOwner,
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
  cancel(
    owner: ServiceRequestOwner,
    request: { accountNumber: string; requestId: string | null },
    signal: AbortSignal,
  ): Promise<unknown>;
}

/** The line a termination opens for, and whose it is: saves are kept per customer and line. */
export interface TerminationLine {
  customer: string;
  accountNumber: string;
  /** The line's order: its cached reads are keyed by it (and read again after a change). */
  orderRef?: string | undefined;
}

/** Why a refusal, in the customer's words, and what to do. */
export type TerminationRefusalMessages = Readonly<Record<TerminationRefusal, MessageId>>;
