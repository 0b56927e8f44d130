import {
  createServiceRequestMachine,
  journeyCollector,
} from '../../machines/service-request-template/index.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import type { SimReplacementRefusal } from './gateway/index.ts';
import type { SimReplacementEligibleLine, SubmittedSimReplacementRequest } from './sim-replacement.types.ts';
import { SIM_REPLACEMENT_JOURNEY_VOCABULARY } from './vocabulary.ts';

export const SIM_REPLACEMENT_MESSAGES = {
  notEligible: 'sim_replacement.error.not_eligible',
  submitFailed: 'sim_replacement.error.submit_failed',
  failed: 'sim_replacement.error.failed',
  cancelled: 'sim_replacement.cancelled',
  followLater: 'sim_replacement.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow pays an order its submit creates (the template's `pay` option). */
export const SIM_REPLACEMENT_PAYMENT = { failed: 'sim_replacement.payment_failed' } as const;

/** The final step of journeys/sim-replacement.json: the summary, reviewed and sent from there. */
export const SIM_REPLACEMENT_SUBMIT_STEPS = ['order-summary'] as const;

export { SIM_REPLACEMENT_JOURNEY_VOCABULARY };

/**
 * SIM replacement (the spec's eligibility by accountNumber, specifications, multipart submit) on the
 * service-request template: the line's eligibility and the specification are read (refusals carry
 * a typed reason), the steps of journeys/sim-replacement.json (order request → identity check →
 * delivery when needed → summary) collect the reason, the new SIM's type, the identity check's
 * uploads and the delivery, the request is sent (the gateway blocks a lost or stolen SIM there
 * and then, and creates the fee's order), that order is paid, and the request is followed. The
 * subject is the line's accountNumber; sim-replacement.services.ts wires the actors.
 */
export function createSimReplacementMachine(journeySource: unknown) {
  return createServiceRequestMachine<
    SimReplacementEligibleLine,
    SubmittedSimReplacementRequest,
    SimReplacementRefusal
  >({
    id: 'simReplacement',
    pay: SIM_REPLACEMENT_PAYMENT,
    collect: journeyCollector(journeySource, {
      submitOn: SIM_REPLACEMENT_SUBMIT_STEPS,
      vocabulary: SIM_REPLACEMENT_JOURNEY_VOCABULARY,
    }),
    messages: SIM_REPLACEMENT_MESSAGES,
    // A new SIM (physical or eSIM) takes the line over; the account's address approves.
    stepUp: { action: 'SIM_REPLACEMENT' },
  });
}

export type SimReplacementFlow = ReturnType<typeof createSimReplacementMachine>;
export type SimReplacementMachine = SimReplacementFlow['machine'];
