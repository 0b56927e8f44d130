import type { JourneyEvent, JourneyFacts, JourneyOutcome } from '../../journey/index.ts';

/**
 * Plan switch's own small types. The gateway's plan-switch eligibility (by simNumber), cancel
 * eligibility and cancel calls fit them.
 */

export interface PlanSwitchLineInput {
  simNumber: string;
}

export interface PlanSwitchEligibility {
  eligible: boolean;
  /** A message id for why not, when the gateway gives one. */
  reasonMessageId?: string | undefined;
}

/** A plan switch already requested for the line, and whether it can still be cancelled. */
export interface PlanSwitchCancelEligibility {
  cancelable: boolean;
  requestId?: string | undefined;
}

export interface CancelPlanSwitchInput {
  simNumber: string;
  requestId: string | null;
}

export interface PlanSwitchInput {
  simNumber: string;
  /** Facts for the journey's conditions (product type, payment due…). */
  facts?: Partial<JourneyFacts> | undefined;
}

export interface PlanSwitchContext {
  simNumber: string;
  facts: Partial<JourneyFacts>;
  cancelable: boolean;
  pendingRequestId: string | null;
  notice: string | null;
  journeyOutcome: JourneyOutcome | null;
  reasonMessageId: string | null;
  /** How the machine ended, once it has. */
  ending: PlanSwitchOutput['outcome'] | null;
}

export type PlanSwitchEvent =
  | JourneyEvent
  | { type: 'CANCEL_PLAN_SWITCH' }
  | { type: 'RETRY' }
  | { type: 'DISMISS_PLAN_SWITCH_NOTICE' };

export type PlanSwitchOutput =
  | { outcome: 'completed'; journey: JourneyOutcome }
  | { outcome: 'not-eligible'; messageId: string }
  | { outcome: 'cancelled'; messageId: string };
