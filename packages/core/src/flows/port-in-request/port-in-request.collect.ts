import { JourneyDefinitionError, loadJourney } from '../../journey/index.ts';
import {
  journeyCollector,
  type ServiceRequestCollector,
} from '../../machines/service-request-template/index.ts';
import { FORM_STEP } from '../../machines/service-request-template/service-request.rules.ts';
import { PORT_IN_REQUEST_JOURNEY_VOCABULARY } from './vocabulary.ts';

/**
 * Port-in re-initiation's steps, as its page and saves name them: the transfer with its form (its
 * data is the template's one form, so a save from before the journey file still reads), then the
 * review the template submits on.
 */
export const PORT_IN_REQUEST_STEPS = { form: FORM_STEP, review: 'review' } as const;

/**
 * The collector the flow is compiled with, from journeys/port-in-request.json checked against its
 * vocabulary (one page; the form cannot go). The page has a screen for the form and the review
 * only: a step it has no screen for (a new name, a second final step) is refused here, as
 * loadJourney refuses what the vocabulary forbids, so a file the page cannot walk fails when the
 * flow is compiled.
 */
export function portInRequestCollector(journeySource: unknown): ServiceRequestCollector {
  const journey = loadJourney(journeySource, PORT_IN_REQUEST_JOURNEY_VOCABULARY);
  const screened: readonly string[] = [PORT_IN_REQUEST_STEPS.form];
  const issues = journey.steps
    .filter((step) => !step.final && !screened.includes(step.name))
    .map((step) => ({
      path: '$.onboarding.steps',
      message: `port-in re-initiation has no screen for step "${step.name}"`,
    }));
  const finals = journey.steps.filter((step) => step.final).map((step) => step.name);
  if (finals.join() !== PORT_IN_REQUEST_STEPS.review) {
    issues.push({
      path: '$.onboarding.steps',
      message: `port-in re-initiation reviews on one final step, "${PORT_IN_REQUEST_STEPS.review}"`,
    });
  }
  if (issues.length) throw new JourneyDefinitionError(journey.id, issues);
  return journeyCollector(journeySource, {
    submitOn: [PORT_IN_REQUEST_STEPS.review],
    vocabulary: PORT_IN_REQUEST_JOURNEY_VOCABULARY,
  });
}
