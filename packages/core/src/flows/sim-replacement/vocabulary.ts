import {
  condition,
  defineFlowVocabulary,
  defineJourneyVocabulary,
} from '../../journey/journey-vocabulary.ts';

/**
 * The one fact SIM replacement's journey may test: whether the new SIM is delivered (a physical
 * SIM always is; an eSIM as the specification's ESIM-SIM_REPLACMENT entry says). The order-request
 * step states it with its NEXT (simReplacementNext, from the specification), the delivery step
 * names it in its `when`.
 */
export const SIM_REPLACEMENT_JOURNEY_VOCABULARY = defineJourneyVocabulary(
  { deliveryNeeded: [true, false] },
  {
    deliveryNeeded: condition<{ deliveryNeeded: boolean }>(
      ['deliveryNeeded'],
      'The new SIM is delivered (a physical SIM, or an eSIM the specification says needs delivery)',
      (facts) => facts.deliveryNeeded,
    ),
  },
  {
    neededSteps: {
      kyc: 'the gateway refuses a SIM replacement whose holder has not confirmed who they are, so every request would be refused at "Confirm and pay"',
      'delivery-details':
        'it asks where a delivered SIM goes, and without it no physical SIM could be replaced (the request needs the address)',
    },
  },
);

/** The flow's vocabulary, found by journey/flow-vocabularies.ts (journeys:check reads it). */
export default defineFlowVocabulary('sim-replacement', SIM_REPLACEMENT_JOURNEY_VOCABULARY);
