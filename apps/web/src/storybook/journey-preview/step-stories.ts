/// <reference types="vite/client" />
import { claimsOfStoryModules } from '../coverage/story-claims';

/**
 * Every story module, loaded only when a preview asks (they are Storybook's own chunks already):
 * the stories that claim a journey step (`<journey>.<step>`, as stepStory writes it) are the
 * walk-through's screens.
 */
const STORY_MODULES = import.meta.glob<Record<string, unknown>>('../../**/*.stories.tsx');

let claimsLoaded: Promise<ReadonlyMap<string, readonly string[]>> | undefined;

/** Story id of the first story showing each step of `journeyId`, by step name. */
export async function stepStoryIds(journeyId: string): Promise<ReadonlyMap<string, string>> {
  claimsLoaded ??= Promise.all(
    Object.entries(STORY_MODULES).map(async ([file, load]) => [file, await load()] as const),
  ).then((modules) => claimsOfStoryModules(Object.fromEntries(modules)));
  const claims = await claimsLoaded;
  // The story that shows the step itself: it claims the step first (as stepStory writes it), and
  // of those the one claiming least (at rest on the step, not a story that moves on from it).
  const best = new Map<string, { id: string; claims: number }>();
  const prefix = `${journeyId}.`;
  for (const [storyId, states] of claims) {
    const first = states[0];
    if (!first?.startsWith(prefix)) continue;
    const step = first.slice(prefix.length);
    if (step.includes('.')) continue;
    const known = best.get(step);
    if (!known || states.length < known.claims) best.set(step, { id: storyId, claims: states.length });
  }
  return new Map([...best].map(([step, { id }]) => [step, id]));
}
