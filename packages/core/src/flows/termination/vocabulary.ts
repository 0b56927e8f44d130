import {
  condition,
  defineFlowVocabulary,
  defineJourneyVocabulary,
} from '../../journey/journey-vocabulary.ts';

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

/** The flow's vocabulary, found by journey/flow-vocabularies.ts (journeys:check reads it). */
export default defineFlowVocabulary('termination', TERMINATION_JOURNEY_VOCABULARY);
