import { defineFlowVocabulary, defineJourneyVocabulary } from '../../journey/journey-vocabulary.ts';
import { LINE_REGISTRY_ROUTES } from './routes.ts';

/** The line registry's steps, as its page and machine name them (the view's screens). */
export const LINE_REGISTRY_STEPS = { curp: 'curp', identity: 'identity' } as const;

/**
 * The facts and conditions of journeys/line-registry.json: none (every holder of an unregistered
 * line walks the same steps). The flow has one page, /manage/line-registry, so both steps are
 * screens of it. The registration sends the CURP with the ID and the selfie, so neither step can
 * go; the ID and selfie come after the CURP (the CURP's 10-lines check is asked first, and the
 * foreigner's passport is checked against the temporary CURP typed there): the file can change
 * its steps' layout and analytics, not their order.
 */
export const LINE_REGISTRY_JOURNEY_VOCABULARY = defineJourneyVocabulary(
  {},
  {},
  {
    neededSteps: {
      [LINE_REGISTRY_STEPS.curp]: 'the holder’s CURP is what the registry registers the line under',
      [LINE_REGISTRY_STEPS.identity]:
        'the ID and the selfie are what the registry checks the CURP’s holder by',
    },
    stepsAfter: {
      [LINE_REGISTRY_STEPS.identity]: {
        steps: [LINE_REGISTRY_STEPS.curp],
        why: 'the CURP is checked (10 lines at most) before the ID, and a foreigner’s passport goes with the temporary CURP',
      },
    },
    onePage: LINE_REGISTRY_ROUTES.registration,
  },
);

/** The flow's vocabulary, found by journey/flow-vocabularies.ts (journeys:check reads it). */
export default defineFlowVocabulary('line-registry', LINE_REGISTRY_JOURNEY_VOCABULARY);
