import { createServiceRequestMachine } from '../service-request-template/index.ts';
import type { ServiceRequestMessages } from '../service-request-template/service-request-template.types.ts';

export const PLAN_SWITCH_MESSAGES = {
  notEligible: 'errors.plan_switch.not_eligible',
  submitFailed: 'errors.plan_switch.submit_failed',
  failed: 'errors.plan_switch.failed',
  cancelled: 'plan_switch.cancelled',
  cancelFailed: 'errors.plan_switch.cancel_failed',
  followLater: 'plan_switch.follow_later',
} as const satisfies ServiceRequestMessages;

/**
 * The final step of journeys/plan-switch.json after which the switch is requested: the new plan is
 * chosen and, when something was due, paid. Ending on payment-failed sends nothing; that page
 * offers the way back.
 */
export const PLAN_SWITCH_SUBMIT_STEPS = ['payment-success'] as const;

/**
 * Plan switch (§1 manage: plan switch; §7 eligibility by simNumber and cancel eligibility) is the
 * service-request template's first user: the line's eligibility is checked, the steps of
 * journeys/plan-switch.json (plans → plan details → order summary → payment when due) collect the
 * new plan, the switch is submitted and its status followed. A switch already pending for the
 * line can be cancelled while its cancel eligibility allows it. The subject is the line's
 * simNumber; plan-switch.services.ts wires the actors to the gateway and the progress to storage.
 */
export function createPlanSwitchMachine(journeySource: unknown) {
  return createServiceRequestMachine({
    id: 'planSwitch',
    collect: { kind: 'journey', source: journeySource, submitOn: PLAN_SWITCH_SUBMIT_STEPS },
    messages: PLAN_SWITCH_MESSAGES,
  });
}

export type PlanSwitchMachine = ReturnType<typeof createPlanSwitchMachine>['machine'];
