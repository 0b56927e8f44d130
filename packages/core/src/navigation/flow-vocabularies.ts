import { PURCHASE_JOURNEY_VOCABULARY } from '../journey/journey-conditions.ts';
import {
  condition,
  defineJourneyVocabulary,
  EMPTY_JOURNEY_VOCABULARY,
  type JourneyVocabulary,
} from '../journey/journey-vocabulary.ts';
import { CARD_UPDATE_JOURNEY_VOCABULARY } from '../machines/card-update/card-update.vocabulary.ts';
import { PLAN_SWITCH_JOURNEY_VOCABULARY } from '../machines/plan-switch/plan-switch.vocabulary.ts';
import { SIM_REPLACEMENT_JOURNEY_VOCABULARY } from '../machines/sim-replacement/sim-replacement.vocabulary.ts';
import { type FlowId, flowOfJourney } from './flow-manifests.ts';

/**
 * The facts and conditions of journeys/termination.json: whether the line has win-back offers to
 * show (stated by the request step's NEXT: without any, the offers' step is not a screen to tap
 * through), and whether one was accepted on the stay step (the submit then claims it instead of
 * sending the termination).
 */
export const TERMINATION_JOURNEY_VOCABULARY = defineJourneyVocabulary(
  { offerAccepted: [false, true], offersAvailable: [true, false] },
  {
    offersAvailable: condition<{ offersAvailable: boolean }>(
      ['offersAvailable'],
      'The gateway has win-back offers for this line (the offers step shows only then).',
      (facts) => facts.offersAvailable,
    ),
    offerDeclined: condition<{ offerAccepted: boolean }>(
      ['offerAccepted'],
      'The customer declined the win-back offers ("No thanks, cancel my line").',
      (facts) => !facts.offerAccepted,
    ),
  },
);

/**
 * The facts and conditions each flow's journey file may name (journey-vocabulary.ts), keyed by the
 * flow's id (a flow manifest added without its entry here fails the typecheck): journeys:check
 * checks the file against these, as the flow's machine loads it. Not in the manifests themselves:
 * the servicing route table and the message areas read those, and a vocabulary (its conditions and
 * their descriptions) belongs to the journey that runs it (issue 33).
 */
export const FLOW_VOCABULARIES: Readonly<Record<FlowId, JourneyVocabulary>> = {
  purchase: PURCHASE_JOURNEY_VOCABULARY,
  'retail-purchase': PURCHASE_JOURNEY_VOCABULARY,
  'plan-switch': PLAN_SWITCH_JOURNEY_VOCABULARY,
  'renew-now': EMPTY_JOURNEY_VOCABULARY,
  'auto-renewal': EMPTY_JOURNEY_VOCABULARY,
  'reschedule-delivery': EMPTY_JOURNEY_VOCABULARY,
  'sim-replacement': SIM_REPLACEMENT_JOURNEY_VOCABULARY,
  termination: TERMINATION_JOURNEY_VOCABULARY,
  'port-in-request': EMPTY_JOURNEY_VOCABULARY,
  'reverse-port-out': EMPTY_JOURNEY_VOCABULARY,
  'number-change': EMPTY_JOURNEY_VOCABULARY,
  'number-recovery': EMPTY_JOURNEY_VOCABULARY,
  'card-update': CARD_UPDATE_JOURNEY_VOCABULARY,
};

/** The vocabulary of the flow whose journey file has this id, if a flow has it. */
export function vocabularyOfJourney(journeyId: string): JourneyVocabulary | undefined {
  const flow = flowOfJourney(journeyId);
  return flow ? FLOW_VOCABULARIES[flow.id as FlowId] : undefined;
}
