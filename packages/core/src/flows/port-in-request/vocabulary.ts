import { defineFlowVocabulary, defineJourneyVocabulary } from '../../journey/journey-vocabulary.ts';
import { FORM_STEP } from '../../machines/service-request-template/service-request.rules.ts';
import { PORT_IN_REQUEST_ROUTES } from './routes.ts';

/**
 * The facts and conditions of journeys/port-in-request.json: none (every customer whose transfer
 * may start again walks the same steps). The spec gives the flow one page, /manage/cancel-portin,
 * so both steps are screens of it. The review sends what the form took (the corrected details, or
 * the choice of a new number), so the form cannot go; the review is the final step, so nothing can
 * come after it: the file can change its steps' layout and analytics, not their order.
 */
export const PORT_IN_REQUEST_JOURNEY_VOCABULARY = defineJourneyVocabulary(
  {},
  {},
  {
    neededSteps: {
      [FORM_STEP]: 'the transfer’s corrected details (or a new number instead) are what the review sends',
    },
    onePage: PORT_IN_REQUEST_ROUTES.cancelPortIn,
  },
);

/** The flow's vocabulary, found by journey/flow-vocabularies.ts (journeys:check reads it). */
export default defineFlowVocabulary('port-in-request', PORT_IN_REQUEST_JOURNEY_VOCABULARY);
