/// <reference types="vite/client" />
import { type DeclaredStory, storiesOfModules } from '../coverage/story-claims';
import { stepScreenStories } from './step-screens';

/**
 * Every story module, loaded only when a preview asks (they are Storybook's own chunks already):
 * the stories that show a journey's steps are the walk-through's screens.
 */
const STORY_MODULES = import.meta.glob<Record<string, unknown>>('../../**/*.stories.tsx');

let storiesLoaded: Promise<readonly DeclaredStory[]> | undefined;

/** Every story as its module declares it (loaded once a page). */
export function declaredStories(): Promise<readonly DeclaredStory[]> {
  storiesLoaded ??= Promise.all(
    Object.entries(STORY_MODULES).map(async ([file, load]) => [file, await load()] as const),
  ).then((modules) => storiesOfModules(Object.fromEntries(modules)));
  return storiesLoaded;
}

/** Story id of the story showing each step of the journey, by step name (stepScreenStories). */
export async function stepStoryIds(journey: {
  id: string;
  steps: readonly { name: string; route: string }[];
}): Promise<ReadonlyMap<string, string>> {
  return stepScreenStories(await declaredStories(), journey.id, journey.steps);
}
