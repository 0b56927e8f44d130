import type { Money } from '../../gateway/common.schema.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { PlanSwitchTiming } from '../../gateway/plan-switch/plan-switch.schema.ts';
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
export type PlanSwitchCancelEligibility = ServiceRequestCancelEligibility & {
  /** Why the pending switch cannot be cancelled, when it cannot. */
  reasonMessageId?: string | undefined;
};

/** What is requested: the line, the plan chosen on the plans step and when it takes effect. */
export interface PlanSwitchSubmission {
  simNumber: string;
  sku: string;
  timing: PlanSwitchTiming;
}

/** The switch as made: the order to pay with payment_request when something is due now. */
export interface SubmittedPlanSwitchRequest {
  requestId: string;
  payment?: { orderRef: string; amount: Money } | undefined;
}

/**
 * The gateway calls plan switch needs, each taking the gateway client's abort signal: the real
 * ones are `planSwitchGatewayCalls` (plan-switch.services.ts); tests may pass fakes.
 */
export interface PlanSwitchGatewayCalls {
  eligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchEligibility>;
  cancelEligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchCancelEligibility>;
  submit(submission: PlanSwitchSubmission, signal: AbortSignal): Promise<SubmittedPlanSwitchRequest>;
  status(
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
  cancel(request: { simNumber: string; requestId: string | null }, signal: AbortSignal): Promise<unknown>;
}

/** The line a plan switch opens for. */
export interface PlanSwitchLine {
  simNumber: string;
  /** The line's order: its cached reads are keyed by it (and read again after a change). */
  orderRef?: string | undefined;
  /** Facts for the journey's conditions (product type, payment due…). */
  facts?: Partial<JourneyFacts> | undefined;
}
