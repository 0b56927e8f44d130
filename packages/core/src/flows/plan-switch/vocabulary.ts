import { defineFlowVocabulary, defineJourneyVocabulary } from '../../journey/journey-vocabulary.ts';

/**
 * The facts and conditions of journeys/plan-switch.json: none (every customer walks the same
 * steps); the plan details show the plan chosen on the plans step, so they come after it.
 */
export const PLAN_SWITCH_JOURNEY_VOCABULARY = defineJourneyVocabulary(
  {},
  {},
  { stepsAfter: { 'plan-details': { steps: ['plans'], why: 'it shows the plan chosen there' } } },
);

/** The flow's vocabulary, found by journey/flow-vocabularies.ts (journeys:check reads it). */
export default defineFlowVocabulary('plan-switch', PLAN_SWITCH_JOURNEY_VOCABULARY);
