import type { JourneyDefinition, JourneyFactValues } from '@senda/core/journey';
import type { ServiceRequestProgress } from '@senda/core/machines/service-request-template';
import type { JourneySource } from '@senda/sandbox';
import type { ScenarioCustomer } from './scenario-customer';
import type { StoryEnv, StorySetupResult } from './story-env';

/**
 * Something that takes over the stories of a preview page opened for it (the journey editor's walk
 * shows each real step screen to its customer with the edited file): installed once by the preview
 * (.storybook/preview.tsx), so the story setup names none of its users and a page not opened for one
 * runs each story as written.
 */
export interface StoryPageTakeover {
  /** The journeys this page's sandbox serves, given the bundled ones. */
  journeys(bundled: JourneySource): JourneySource;
  /** When this page shows `journeyId`'s steps to someone else: how their world is made instead. */
  journeyStep(journeyId: string): JourneyStepTakeover | undefined;
  /**
   * When this page shows a service flow's page (`page`, a name of its flow stories' pages) to
   * someone else: how the flow's save is made for them instead of the story's.
   */
  flowPage(machineId: string, page: string): FlowPageTakeover | undefined;
}

export interface FlowPageTakeover {
  /** The flow's save for the signed-in customer's line as they leave it on their way to the page. */
  before(env: StoryEnv, customer: ScenarioCustomer): Promise<Partial<ServiceRequestProgress> | null>;
}

export interface JourneyStepTakeover {
  /** Seeds the stores and the sandbox as that customer leaves them on their way to `step`. */
  setup(env: StoryEnv, journey: JourneyDefinition, step: string): Promise<StorySetupResult>;
  /** The facts the journey counts that customer with. */
  facts(journey: JourneyDefinition): JourneyFactValues;
}

let installed: StoryPageTakeover | undefined;

export function installStoryPageTakeover(takeover: StoryPageTakeover): void {
  installed = takeover;
}

export const storyPageTakeover = (): StoryPageTakeover | undefined => installed;
