import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestEligibility,
  ServiceRequestStatusAnswer,
  SubmittedServiceRequest,
} from '../service-request-template/index.ts';

/**
 * Plan switch's own types, on the template's type parameters. The gateway's answers (§7 plan-switch
 * eligibility by simNumber, order preview, submit, cancel eligibility) are turned into these by
 * plan-switch.services.ts.
 */

/** When the switch takes effect: now (the prorated difference is due) or at the next renewal. */
export const PLAN_SWITCH_TIMINGS = ['IMMEDIATE', 'NEXT_RENEWAL'] as const;
export type PlanSwitchTiming = (typeof PLAN_SWITCH_TIMINGS)[number];

/**
 * Why a line may not switch now (the gateway's refusal). SWITCH_PENDING: a switch is already
 * waiting for the next renewal; it may be cancelled while cancel eligibility allows it.
 */
export type PlanSwitchRefusal =
  | 'SIM_NOT_ACTIVATED'
  | 'LINE_IN_GRACE'
  | 'LINE_SUSPENDED'
  | 'LINE_INACTIVE'
  | 'PORT_IN_IN_PROGRESS'
  | 'SWITCH_PENDING'
  | 'OTHER';

/** What an eligible line carries: the plan it is on, so the plans step can mark it. */
export interface PlanSwitchEligibleLine {
  currentSku: string | null;
}

export type PlanSwitchEligibility = ServiceRequestEligibility<PlanSwitchEligibleLine, PlanSwitchRefusal>;
export type PlanSwitchCancelEligibility = ServiceRequestCancelEligibility;

/** One way a switch can be made, as the order preview prices it (MXN, IVA included). */
export interface PlanSwitchOptionPreview {
  timing: PlanSwitchTiming;
  /** ISO timestamp: when the new plan starts. */
  effectiveAt: string;
  /** Due now: the prorated difference for IMMEDIATE, 0 at the next renewal. */
  dueNow: number;
}

/** The order preview of the details step: the new plan beside the current one, and its options. */
export interface PlanSwitchPreview {
  currentSku: string;
  newSku: string;
  /** ISO timestamp of the line's next renewal, when the new plan's price is charged. */
  renewalDate: string;
  options: readonly PlanSwitchOptionPreview[];
}

/** What is requested: the line, the plan chosen on the plans step and the timing chosen on details. */
export interface PlanSwitchSubmission {
  simNumber: string;
  sku: string;
  timing: PlanSwitchTiming;
}

/** The submit answer: the request, the order to pay when something is due now, and when it applies. */
export interface SubmittedPlanSwitch extends SubmittedServiceRequest {
  timing: PlanSwitchTiming;
  /** ISO timestamp. */
  effectiveAt: string;
}

/**
 * The gateway calls plan switch needs, each taking the gateway client's abort signal; the app
 * passes core's plan-switch calls (gateway/plan-switch) and the service-request status call.
 */
export interface PlanSwitchGatewayCalls {
  eligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchEligibility>;
  cancelEligibility(line: { simNumber: string }, signal: AbortSignal): Promise<PlanSwitchCancelEligibility>;
  submit(submission: PlanSwitchSubmission, signal: AbortSignal): Promise<SubmittedPlanSwitch>;
  status(
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
  cancel(request: { simNumber: string; requestId: string | null }, signal: AbortSignal): Promise<unknown>;
}

/** The line a plan switch opens for, and whose it is: saves are kept per customer and line. */
export interface PlanSwitchLine {
  customer: string;
  simNumber: string;
}
