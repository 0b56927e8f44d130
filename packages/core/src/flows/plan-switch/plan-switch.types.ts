import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestEligibility,
  ServiceRequestOwner,
  ServiceRequestStatusAnswer,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type { PlanSwitchRefusal, PlanSwitchTiming } from './gateway/index.ts';

/**
 * Plan switch's own types, on the template's type parameters. The gateway's answers (the spec's plan-switch
 * eligibility by simNumber, order preview, submit, cancel eligibility) are turned into these by
 * plan-switch.services.ts.
 */

/** What an eligible line carries: the plan it is on, so the plans step can mark it. */
export interface PlanSwitchEligibleLine {
  currentSku: string | null;
}

export type PlanSwitchEligibility = ServiceRequestEligibility<PlanSwitchEligibleLine, PlanSwitchRefusal>;
export type PlanSwitchCancelEligibility = ServiceRequestCancelEligibility & {
  /** Why the pending switch cannot be cancelled, when it cannot. */
  reasonMessageId?: MessageId | undefined;
};

/** What is requested: the line, the plan chosen on the plans step and the timing chosen on details. */
export interface PlanSwitchSubmission {
  simNumber: string;
  sku: string;
  timing: PlanSwitchTiming;
}

/** The submit answer: the request, the order to pay when something is due now, and when it applies. */
export interface SubmittedPlanSwitchRequest extends SubmittedServiceRequest {
  timing: PlanSwitchTiming;
  /** ISO timestamp. */
  effectiveAt: string;
}

/**
 * The gateway calls plan switch needs, each taking the gateway client's abort signal; the app
 * passes core's plan-switch calls (its gateway/) and the service-request status call.
 * Those that send or settle a switch name its owner (the customer and the line's simNumber): the
 * attempt's idempotency key is kept for that line alone.
 */
export interface PlanSwitchGatewayCalls {
  eligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchEligibility>;
  cancelEligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchCancelEligibility>;
  submit(
    owner: ServiceRequestOwner,
    submission: PlanSwitchSubmission,
    signal: AbortSignal,
  ): Promise<SubmittedPlanSwitchRequest>;
  status(
    owner: ServiceRequestOwner,
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
  cancel(
    owner: ServiceRequestOwner,
    request: { simNumber: string; requestId: string | null },
    signal: AbortSignal,
  ): Promise<unknown>;
}

/** The line a plan switch opens for, and whose it is: saves are kept per customer and line. */
export interface PlanSwitchLine {
  customer: string;
  simNumber: string;
  /** The line's order: its cached reads are keyed by it (and read again after a change). */
  orderRef?: string | undefined;
}
