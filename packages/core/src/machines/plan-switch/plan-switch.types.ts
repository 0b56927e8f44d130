import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { JourneyFacts } from '../../journey/index.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestEligibility,
  ServiceRequestStatusAnswer,
} from '../service-request-template/index.ts';

/**
 * Plan switch's own small types. The template's answers fit the §7 plan-switch eligibility (by
 * simNumber) and cancel eligibility as they are.
 */
export type PlanSwitchEligibility = ServiceRequestEligibility;
export type PlanSwitchCancelEligibility = ServiceRequestCancelEligibility;

/** What is requested: the line and the plan chosen on the plans step. */
export interface PlanSwitchSubmission {
  simNumber: string;
  sku: string;
}

/**
 * The gateway calls plan switch needs, each taking the gateway client's abort signal. Core has no
 * plan-switch endpoints yet (nor the sandbox): whoever adds them passes them here, and the
 * service-request status call (gateway/service-requests, `getServiceRequestStatus`) as `status`.
 */
export interface PlanSwitchGatewayCalls {
  eligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchEligibility>;
  cancelEligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchCancelEligibility>;
  submit(submission: PlanSwitchSubmission, signal: AbortSignal): Promise<{ requestId: string }>;
  status(
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
  cancel(request: { simNumber: string; requestId: string | null }, signal: AbortSignal): Promise<unknown>;
}

/** The line a plan switch opens for. */
export interface PlanSwitchLine {
  simNumber: string;
  /** Facts for the journey's conditions (product type, payment due…). */
  facts?: Partial<JourneyFacts> | undefined;
}
