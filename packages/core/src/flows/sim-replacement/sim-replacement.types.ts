import type { ServiceRequestStatus, SimType } from '../../gateway/enums.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestEligibility,
  ServiceRequestOwner,
  ServiceRequestStatusAnswer,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type {
  SimReplacementDelivery,
  SimReplacementReason,
  SimReplacementRefusal,
  SimReplacementSpecifications,
} from './gateway/index.ts';

/** What an eligible line carries: the SIM it has now, and the specification (fees, eSIM delivery). */
export interface SimReplacementEligibleLine {
  currentSimType: SimType;
  specifications: SimReplacementSpecifications;
}

export type SimReplacementEligibility = ServiceRequestEligibility<
  SimReplacementEligibleLine,
  SimReplacementRefusal
>;

/** What is requested, read from the journey's steps. */
export interface SimReplacementSubmission {
  accountNumber: string;
  reason: SimReplacementReason;
  simType: SimType;
  kycIds: string[];
  delivery: SimReplacementDelivery | null;
}

/** The submit answer: the request, the fee's order, and whether the old SIM is blocked now. */
export interface SubmittedSimReplacementRequest extends SubmittedServiceRequest {
  simType: SimType;
  oldSimBlocked: boolean;
}

/**
 * The gateway calls SIM replacement needs, each taking the gateway client's abort signal. The
 * submit and the status name the request's owner (the customer and the line's account number):
 * the attempt's idempotency key is kept for that line alone.
 */
export interface SimReplacementGatewayCalls {
  eligibility(line: { accountNumber: string }, signal: AbortSignal): Promise<SimReplacementEligibility>;
  /** `stepUpToken`: the step-up proof the customer gave, sent as X-Step-Up-Token. */
  submit(
    owner: ServiceRequestOwner,
    submission: SimReplacementSubmission,
    signal: AbortSignal,
    stepUpToken?: string,
  ): Promise<SubmittedSimReplacementRequest>;
  status(
    owner: ServiceRequestOwner,
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
}

/** A replacement is not cancelled from the flow: the fee unpaid, a new attempt replaces it. */
export const NO_CANCEL: ServiceRequestCancelEligibility = { cancelable: false };

/** The line a replacement opens for, and whose it is: saves are kept per customer and line. */
export interface SimReplacementLine {
  customer: string;
  accountNumber: string;
  /** The line's order: its cached reads are keyed by it (and read again after a change). */
  orderRef?: string | undefined;
}
