import * as v from 'valibot';
import { type AnyActorLogic, fromPromise } from 'xstate';
import { PLAN_SWITCH_TIMINGS } from '../../gateway/plan-switch/index.ts';
import type { JourneyData } from '../../journey/index.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import {
  restoreServiceRequest,
  type ServiceRequestInput,
  withServiceRequestPersistence,
} from '../service-request-template/index.ts';
import type { PlanSwitchFlow, PlanSwitchMachine } from './plan-switch.machine.ts';
import type { PlanSwitchGatewayCalls, PlanSwitchLine, PlanSwitchSubmission } from './plan-switch.types.ts';

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

/** The plans step keeps the chosen plan's sku, the details step the timing chosen for it. */
const PlanChoiceSchema = v.object({
  plans: v.object({ sku: v.pipe(v.string(), v.minLength(1)) }),
  'plan-details': v.object({ timing: v.picklist(PLAN_SWITCH_TIMINGS) }),
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
 * The plan-switch machine wired to the gateway, to storage and to the payment child: what a
 * screen runs, without providing anything itself. The template's subject is the line's simNumber.
 */
export function providePlanSwitch(flow: PlanSwitchFlow, services: PlanSwitchServices): PlanSwitchMachine {
  const { calls } = services;
  return withServiceRequestPersistence(flow.machine, flow, services.storage).provide({
    actors: {
      checkEligibility: fromPromise(({ input, signal }) =>
        calls.eligibility({ simNumber: input.subject }, signal),
      ),
      checkCancelEligibility: fromPromise(({ input, signal }) =>
        calls.cancelEligibility({ simNumber: input.subject }, signal),
      ),
      submit: fromPromise(({ input, signal }) =>
        calls.submit(planSwitchSubmission(input.subject, input.data), signal),
      ),
      fetchStatus: fromPromise(async ({ input, signal }) => {
        const answer = await calls.status({ requestId: input.requestId }, signal);
        return { status: answer.status, reasonMessageId: answer.reasonMessageId };
      }),
      cancel: fromPromise(({ input, signal }) =>
        calls.cancel({ simNumber: input.subject, requestId: input.requestId }, signal),
      ),
      pay: services.payment,
    },
  });
}

/** The machine's input for a line: a switch saved for this customer and line resumes where it was. */
export function planSwitchInput(
  flow: PlanSwitchFlow,
  services: Pick<PlanSwitchServices, 'storage'>,
  line: PlanSwitchLine,
): ServiceRequestInput {
  const owner = { customer: line.customer, subject: line.simNumber };
  return { ...owner, resume: restoreServiceRequest(services.storage, flow, owner) };
}
