import { JourneyDefinitionError, loadJourney } from '../../journey/index.ts';
import { LINE_REGISTRY_JOURNEY_VOCABULARY, LINE_REGISTRY_STEPS } from './vocabulary.ts';

/** A step of the line registry: a screen of /manage/line-registry (the view's `screen`). */
export type LineRegistryStep = (typeof LINE_REGISTRY_STEPS)[keyof typeof LINE_REGISTRY_STEPS];

const SCREENED: readonly string[] = Object.values(LINE_REGISTRY_STEPS);
const isScreened = (name: string): name is LineRegistryStep => SCREENED.includes(name);

/**
 * The line registry's steps in the order journeys/line-registry.json gives them, checked against
 * its vocabulary (one page; neither step can go; the ID and selfie after the CURP). The page has a
 * screen for the CURP and for the ID and selfie only: a step it has no screen for is refused here,
 * as loadJourney refuses what the vocabulary forbids, so a file the page cannot walk fails when the
 * machine is compiled, not when a customer reaches the step.
 */
export function lineRegistrySteps(journeySource: unknown): readonly LineRegistryStep[] {
  const journey = loadJourney(journeySource, LINE_REGISTRY_JOURNEY_VOCABULARY);
  const issues = journey.steps.flatMap((step, index) =>
    isScreened(step.name)
      ? []
      : [
          {
            path: `$.onboarding.steps[${index}].name`,
            message: `the line registry has no screen for step "${step.name}"`,
          },
        ],
  );
  if (issues.length) throw new JourneyDefinitionError(journey.id, issues);
  return journey.steps.map((step) => step.name).filter(isScreened);
}
