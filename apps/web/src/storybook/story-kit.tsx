import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MachineDirection } from './machine-registry';
import type { SendaParameters, StoryParameters } from './story-env';
import type { StoryJourneyId, StoryJourneySpec } from './story-journey';
import { StoryApp } from './story-root';
import type { SandboxSetup } from './story-sandbox';

/**
 * The render of stories that show the whole app: the real routes decide which screen shows.
 * (A CSF default export must be an object literal: `{ title, render: renderApp } satisfies Meta`.)
 */
export const renderApp: Meta['render'] = () => <StoryApp />;

export interface AppStoryOptions {
  /** Extra claims (`otpTimer.expired`, `notifications.type.danger`…). */
  states?: readonly string[];
  setup?: SendaParameters['setup'];
  sandbox?: SandboxSetup;
  machines?: Record<string, MachineDirection>;
  play?: StoryObj['play'];
  name?: string;
}

/** The app at `route` (path and query), as a customer who opened that URL sees it. */
export function routeStory(route: string, options: AppStoryOptions = {}): StoryObj {
  return story(options, { route });
}

export interface StepStoryOptions extends AppStoryOptions {
  facts?: StoryJourneySpec['facts'];
  journeyData?: StoryJourneySpec['journeyData'];
  /** Query parameters for the step's URL and the session bootstrap (`?channel=retail`). */
  query?: string;
}

/**
 * A journey step: the journey machine put on `step` (claimed as `<journey>.<step>`), the stores
 * seeded by `setup` as the earlier steps would have left them.
 */
export function stepStory(journey: StoryJourneyId, step: string, options: StepStoryOptions = {}): StoryObj {
  return story(
    { ...options, states: [`${journey}.${step}`, ...(options.states ?? [])] },
    {
      journey: { id: journey, step, facts: options.facts, journeyData: options.journeyData },
      ...(options.query ? { route: `/${options.query}` } : {}),
    },
  );
}

function story(options: AppStoryOptions, senda: SendaParameters): StoryObj {
  const parameters: StoryParameters = {
    machineStates: options.states ?? [],
    senda: { ...senda, setup: options.setup, sandbox: options.sandbox, machines: options.machines },
  };
  return {
    ...(options.name ? { name: options.name } : {}),
    ...(options.play ? { play: options.play } : {}),
    parameters,
  };
}
