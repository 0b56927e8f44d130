import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { JourneyData } from '../../journey/index.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import {
  restoreServiceRequest,
  type ServiceRequestInput,
  withServiceRequestPersistence,
} from '../service-request-template/index.ts';
import type { createPlanSwitchMachine, PlanSwitchMachine } from './plan-switch.machine.ts';
import type { PlanSwitchGatewayCalls, PlanSwitchLine, PlanSwitchSubmission } from './plan-switch.types.ts';

type PlanSwitchFlow = ReturnType<typeof createPlanSwitchMachine>;

export interface PlanSwitchServices {
  calls: PlanSwitchGatewayCalls;
  /** Where the flow's progress is kept across reloads (the app's localStorage). */
  storage: KeyValueStorage;
}

/** The plans step keeps the chosen plan's sku; anything else there cannot be requested. */
const PlanChoiceSchema = v.object({ plans: v.object({ sku: v.pipe(v.string(), v.minLength(1)) }) });

export class PlanSwitchChoiceMissingError extends Error {
  override readonly name = 'PlanSwitchChoiceMissingError';
}

/** The switch to request, read from what the journey collected (a boundary: it may come from storage). */
export function planSwitchSubmission(simNumber: string, data: JourneyData): PlanSwitchSubmission {
  const parsed = v.safeParse(PlanChoiceSchema, data);
  if (!parsed.success) throw new PlanSwitchChoiceMissingError('plan switch: no plan was chosen');
  return { simNumber, sku: parsed.output.plans.sku };
}

/**
 * The plan-switch machine wired to the gateway and to storage: what a screen runs, without
 * providing anything itself. The template's subject is the line's simNumber.
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
    },
  });
}

/** The machine's input for a line: a switch saved before a reload resumes where it was. */
export function planSwitchInput(
  flow: PlanSwitchFlow,
  services: Pick<PlanSwitchServices, 'storage'>,
  line: PlanSwitchLine,
): ServiceRequestInput {
  return {
    subject: line.simNumber,
    facts: line.facts,
    resume: restoreServiceRequest(services.storage, flow),
  };
}
