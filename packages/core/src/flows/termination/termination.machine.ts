import {
  createServiceRequestMachine,
  journeyCollector,
} from '../../machines/service-request-template/index.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import type { TerminationRefusal } from './gateway/index.ts';
import { terminationChangesAccount } from './termination.rules.ts';
import type { SubmittedTerminationRequest, TerminationEligibleLine } from './termination.types.ts';
import { TERMINATION_JOURNEY_VOCABULARY } from './vocabulary.ts';

export const TERMINATION_MESSAGES = {
  notEligible: 'errors.code.4121101',
  submitFailed: 'termination.errors.submit_failed',
  failed: 'termination.errors.failed',
  cancelled: 'termination.withdrawn',
  followLater: 'termination.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow withdraws a request while allowed (the template's `cancel` option). */
export const TERMINATION_CANCEL = { failed: 'termination.errors.withdraw_failed' } as const;

/** The final step of journeys/termination.json: the confirmation, where the choice is sent. */
export const TERMINATION_SUBMIT_STEPS = ['submit'] as const;

/**
 * Termination with win-back (the spec's manage; the spec's termination) on the service-request template: the
 * line's eligibility (4121101 with its reason), the steps of journeys/termination.json
 * (request → stay → submit) collect the reason, the feedback and the choice about the offers,
 * and the submit either claims the offer accepted or sends the termination, whose status is
 * followed; while cancel eligibility allows, the customer may withdraw it (the template's
 * CANCEL). The subject is the line's account number; termination.services.ts wires it.
 */
export function createTerminationMachine(journeySource: unknown) {
  return createServiceRequestMachine<
    TerminationEligibleLine,
    SubmittedTerminationRequest,
    TerminationRefusal
  >({
    id: 'termination',
    cancel: TERMINATION_CANCEL,
    collect: journeyCollector(journeySource, {
      submitOn: TERMINATION_SUBMIT_STEPS,
      vocabulary: TERMINATION_JOURNEY_VOCABULARY,
    }),
    messages: TERMINATION_MESSAGES,
    // Only the termination itself is approved by the account's address, not a claim.
    stepUp: { action: 'TERMINATION', needed: ({ facts }) => terminationChangesAccount(facts) },
  });
}

export type TerminationFlow = ReturnType<typeof createTerminationMachine>;
export type TerminationMachine = TerminationFlow['machine'];
