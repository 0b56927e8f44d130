import * as v from 'valibot';
import { defineFlowVocabulary, defineJourneyVocabulary } from '../../journey/journey-vocabulary.ts';

const someText = v.pipe(v.string(), v.minLength(1));

/**
 * The facts and conditions of journeys/plan-switch.json: none (every customer walks the same
 * steps); the plan details show the plan chosen on the plans step, so they come after it. The
 * plans step keeps the plan's sku, the details step when the switch takes effect (both checked
 * again when the switch is sent).
 */
export const PLAN_SWITCH_JOURNEY_VOCABULARY = defineJourneyVocabulary(
  {},
  {},
  {
    stepsAfter: { 'plan-details': { steps: ['plans'], why: 'it shows the plan chosen there' } },
    stepData: {
      plans: v.looseObject({ sku: v.optional(someText) }),
      'plan-details': v.looseObject({ timing: v.optional(someText) }),
    },
  },
);

/** The flow's vocabulary, found by journey/flow-vocabularies.ts (journeys:check reads it). */
export default defineFlowVocabulary('plan-switch', PLAN_SWITCH_JOURNEY_VOCABULARY);
