import * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import type { JourneyData } from '../../journey/index.ts';
import {
  type ServiceRequestResume,
  serviceRequestPhase,
} from '../../machines/service-request-template/index.ts';
import { paymentDue } from '../../machines/service-request-template/payment-due.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { cancelPlanSwitch } from './gateway/cancel-plan-switch.ts';
import { PlanSwitchTimingSchema } from './gateway/plan-switch.schema.ts';
import { planSwitchCancelEligibility } from './gateway/plan-switch-cancel-eligibility.ts';
import { planSwitchEligibility } from './gateway/plan-switch-eligibility.ts';
import { submitPlanSwitch } from './gateway/submit-plan-switch.ts';
import type { PlanSwitchFlow, PlanSwitchMachine } from './plan-switch.machine.ts';
import { planSwitchCancelRefusalMessageId, planSwitchRefusalMessageId } from './plan-switch.rules.ts';
import type {
  PlanSwitchGatewayCalls,
  PlanSwitchLine,
  PlanSwitchSubmission,
  SubmittedPlanSwitchRequest,
} from './plan-switch.types.ts';

export interface PlanSwitchServices {
  calls: PlanSwitchGatewayCalls;
  /** Where the flow's progress is kept across reloads (the app's localStorage). */
  storage: KeyValueStorage;
  /**
   * The payment child (ServiceRequestPaymentInput → ServiceRequestPaymentOutput): the app's
   * payment flow for the order the submit created.
   */
  payment: AnyActorLogic;
}

/**
 * The plans step keeps the chosen plan's sku and the details step when it takes effect; anything
 * else there cannot be requested.
 */
const PlanChoiceSchema = v.object({
  plans: v.object({ sku: v.pipe(v.string(), v.minLength(1)) }),
  'plan-details': v.object({ timing: PlanSwitchTimingSchema }),
});

export class PlanSwitchChoiceMissingError extends Error {
  override readonly name = 'PlanSwitchChoiceMissingError';
}

/** The switch to request, read from what the journey collected (a boundary: it may come from storage). */
export function planSwitchSubmission(simNumber: string, data: JourneyData): PlanSwitchSubmission {
  const parsed = v.safeParse(PlanChoiceSchema, data);
  if (!parsed.success) throw new PlanSwitchChoiceMissingError('plan switch: no plan or timing was chosen');
  return { simNumber, sku: parsed.output.plans.sku, timing: parsed.output['plan-details'].timing };
}

/**
 * The attempt of this line's switch, recorded before the submit leaves: the same switch (plan and
 * timing) sent again (a lost answer, a retry, a reload in between) carries the same key, so the
 * gateway answers the request and order it already made instead of making a second. Another
 * choice gets a new key.
 */
export const PLAN_SWITCH_ATTEMPTS = serviceRequestAttempts(
  'planSwitch',
  v.object({ sku: v.string(), timing: PlanSwitchTimingSchema }),
);

/**
 * Plan switch's gateway calls (the spec's eligibility by simNumber, cancel eligibility, plan-switch cancel;
 * the submit and the service-request status). A change to the line (a switch sent, cancelled, or
 * settled) reads that line's queries again, keyed by its order, and no other line's.
 */
export function planSwitchGatewayCalls(
  { gateway, queryClient, storage }: ServiceGatewayDeps,
  line: Pick<PlanSwitchLine, 'orderRef'>,
): PlanSwitchGatewayCalls {
  const lineChanged = () => (line.orderRef ? invalidateLineQueries(queryClient, line.orderRef) : undefined);
  return {
    async eligibility({ simNumber }, signal) {
      const answer = await planSwitchEligibility(cancellable(gateway, signal), { simNumber });
      return answer.eligible
        ? // The gateway's eligibility names no plan: the plans step marks the current one from the line.
          { eligible: true, details: { currentSku: null } }
        : {
            eligible: false,
            reason: answer.reason,
            reasonMessageId: planSwitchRefusalMessageId(answer.reason),
          };
    },
    async cancelEligibility({ simNumber }, signal) {
      const answer = await planSwitchCancelEligibility(cancellable(gateway, signal), { simNumber });
      return answer.cancelable
        ? { cancelable: true, requestId: answer.requestId }
        : { cancelable: false, reasonMessageId: planSwitchCancelRefusalMessageId(answer.reason) };
    },
    async submit(owner, submission, signal): Promise<SubmittedPlanSwitchRequest> {
      const { sku, timing } = submission;
      const idempotencyKey = PLAN_SWITCH_ATTEMPTS.idempotencyKey(storage, owner, { sku, timing });
      const answer = await submitPlanSwitch(cancellable(gateway, signal), { ...submission, idempotencyKey });
      void lineChanged();
      return {
        requestId: answer.requestId,
        status: answer.status,
        timing: answer.timing,
        effectiveAt: answer.effectiveAt,
        payment: paymentDue(answer.payment),
      };
    },
    async status(owner, { requestId }, signal) {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the next switch is a new attempt, and the line shows its plan as it now is.
        PLAN_SWITCH_ATTEMPTS.forget(storage, owner);
        void lineChanged();
      }
      return { status: answer.status };
    },
    async cancel(owner, { simNumber, requestId }, signal) {
      if (!requestId) throw new Error('plan switch: no request to cancel');
      const answer = await cancelPlanSwitch(cancellable(gateway, signal), { simNumber, requestId });
      PLAN_SWITCH_ATTEMPTS.forget(storage, owner);
      void lineChanged();
      return answer;
    },
  };
}

/**
 * The plan-switch machine wired to the gateway, to storage and to the payment child: what a
 * screen runs, without providing anything itself. The template's subject is the line's simNumber.
 */
export function providePlanSwitch(flow: PlanSwitchFlow, services: PlanSwitchServices): PlanSwitchMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ simNumber: subject }, signal),
    cancelEligibility: ({ subject }, signal) => calls.cancelEligibility({ simNumber: subject }, signal),
    submit: (input, signal) => calls.submit(input, planSwitchSubmission(input.subject, input.data), signal),
    status: (input, signal) => calls.status(input, { requestId: input.requestId }, signal),
    cancel: (input, signal) =>
      calls.cancel(input, { simNumber: input.subject, requestId: input.requestId }, signal),
    pay: services.payment,
  });
}

/**
 * Where a switch starts when a plan was already chosen elsewhere (termination's win-back offer of
 * a cheaper plan): the plans step, with it chosen. The generic input resumes a saved switch first.
 */
export function planSwitchChosenResume(chosenSku: string | null): ServiceRequestResume | null {
  if (!chosenSku) return null;
  return {
    requestId: null,
    checkpoint: 'collecting',
    payment: null,
    data: { plans: { sku: chosenSku } },
    journey: null,
    notice: null,
  };
}
