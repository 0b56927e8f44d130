import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  ServiceRequestEligibility,
  ServiceRequestOwner,
  ServiceRequestStatusAnswer,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type { ReversePortOutRefusal } from './gateway/index.ts';

/**
 * Reverse port-out's own types, on the template's type parameters. The subject is the
 * line's account number.
 */

/** What an eligible line carries: the number taken, by whom, when, and the window to ask it back. */
export interface ReversePortOutEligibleLine {
  number: string;
  recipient: string;
  portedOutAt: string;
  /** The transfer has not completed yet (`portedOutAt` is when it would): asking stops it. */
  underWay?: boolean | undefined;
  windowEndsAt: string;
  /** From the specifications: the window's calendar days and the hours it takes once asked. */
  windowDays: number;
  completionHours: number;
}

export type ReversePortOutFlowEligibility = ServiceRequestEligibility<
  ReversePortOutEligibleLine,
  ReversePortOutRefusal
>;

export type SubmittedReversePortOut = SubmittedServiceRequest & {
  number: string;
  recipient: string;
  /** When the number is back at the latest. */
  expectedBy: string;
};

/**
 * The submit and the status name the request's owner (the customer and the line's account
 * number): the attempt's idempotency key is kept for that line alone.
 */
export interface ReversePortOutGatewayCalls {
  eligibility(line: { accountNumber: string }, signal: AbortSignal): Promise<ReversePortOutFlowEligibility>;
  /** `stepUpToken`: the step-up proof the customer gave, sent as X-Step-Up-Token. */
  submit(
    owner: ServiceRequestOwner,
    line: { accountNumber: string },
    signal: AbortSignal,
    stepUpToken?: string,
  ): Promise<SubmittedReversePortOut>;
  status(
    owner: ServiceRequestOwner,
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
}

/** The line a reverse port-out opens for, and whose it is. */
export interface ReversePortOutLine {
  customer: string;
  accountNumber: string;
  /** The line's order: its cached reads are keyed by it (and read again after a change). */
  orderRef: string;
}
