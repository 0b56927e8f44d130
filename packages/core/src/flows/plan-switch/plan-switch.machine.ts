import {
  createServiceRequestMachine,
  journeyCollector,
} from '../../machines/service-request-template/index.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import type { PlanSwitchRefusal } from './gateway/index.ts';
import type { PlanSwitchEligibleLine, SubmittedPlanSwitchRequest } from './plan-switch.types.ts';
import { PLAN_SWITCH_JOURNEY_VOCABULARY } from './vocabulary.ts';

export const PLAN_SWITCH_MESSAGES = {
  notEligible: 'errors.plan_switch.not_eligible',
  submitFailed: 'errors.plan_switch.submit_failed',
  failed: 'errors.plan_switch.failed',
  cancelled: 'plan_switch.cancelled',
  followLater: 'plan_switch.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow pays an order its submit creates (the template's `pay` option). */
export const PLAN_SWITCH_PAYMENT = { failed: 'plan_switch.payment_failed' } as const;

/** The flow withdraws a request while allowed (the template's `cancel` option). */
export const PLAN_SWITCH_CANCEL = { failed: 'errors.plan_switch.cancel_failed' } as const;

/**
 * The final step of journeys/plan-switch.json: the order summary, where what was collected is
 * reviewed and sent. Payment is not a step of the journey: the template pays the order the
 * submit created, on the shared /manage/payment pages.
 */
export const PLAN_SWITCH_SUBMIT_STEPS = ['order-summary'] as const;

export { PLAN_SWITCH_JOURNEY_VOCABULARY };

/**
 * Plan switch (the spec's manage: plan switch; the spec's eligibility by simNumber and cancel eligibility) on the
 * service-request template: the line's eligibility is checked (refusals carry a typed reason), the
 * steps of journeys/plan-switch.json (plans → plan details → order summary) collect the new plan
 * and when it applies, the switch is submitted (the gateway creates the order when something is
 * due now), that order is paid, and the switch's status is followed. A switch already pending for
 * the line can be cancelled while its cancel eligibility allows it. The subject is the line's
 * simNumber; plan-switch.services.ts wires the actors to the gateway and the progress to storage.
 * Its journey uses no conditions: nothing of the purchase's facts reaches it.
 */
export function createPlanSwitchMachine(journeySource: unknown) {
  return createServiceRequestMachine<PlanSwitchEligibleLine, SubmittedPlanSwitchRequest, PlanSwitchRefusal>({
    id: 'planSwitch',
    pay: PLAN_SWITCH_PAYMENT,
    cancel: PLAN_SWITCH_CANCEL,
    collect: journeyCollector(journeySource, {
      submitOn: PLAN_SWITCH_SUBMIT_STEPS,
      vocabulary: PLAN_SWITCH_JOURNEY_VOCABULARY,
    }),
    messages: PLAN_SWITCH_MESSAGES,
  });
}

export type PlanSwitchFlow = ReturnType<typeof createPlanSwitchMachine>;
export type PlanSwitchMachine = PlanSwitchFlow['machine'];
