import { defineFlowVocabulary, defineJourneyVocabulary } from '../../journey/journey-vocabulary.ts';

/**
 * The facts and conditions of journeys/card-update.json: none (every customer walks the same
 * steps). The code proves who asks before the provider's fields take a card, and the submit sends
 * the update the code opened with the card's token, so neither step can go and the card comes
 * after the code: the only order the file can give is verify, request, then the review.
 */
export const CARD_UPDATE_JOURNEY_VOCABULARY = defineJourneyVocabulary(
  {},
  {},
  {
    neededSteps: {
      verify: 'the code sent to the account’s e-mail opens the update the card is sent with',
      request: 'the new card is what the update sends',
    },
    stepsAfter: {
      request: { steps: ['verify'], why: 'the card is taken only once the code has proved who asks' },
    },
  },
);

/** The flow's vocabulary, found by journey/flow-vocabularies.ts (journeys:check reads it). */
export default defineFlowVocabulary('card-update', CARD_UPDATE_JOURNEY_VOCABULARY);
