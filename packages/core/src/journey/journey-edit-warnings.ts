import { analyticsPlanChanges } from './journey-analytics.ts';
import { loadJourney } from './journey-check.ts';
import type { JourneyDefinition } from './journey-definition.ts';

/**
 * What an edit of a journey file does that a product team should know before shipping, against
 * the file's previous version (the last commit's): analytics events moved or dropped, a removed
 * step's choices dropped from returning customers' orders, a removed step's screen no longer
 * reached. Each starts with what it is about (`analytics: …`, `data: …`, `screen: …`). Empty when
 * there is no previous version or it is not a valid journey. `journeys:check` prints these; the
 * Storybook preview shows them beside the file.
 */
export function journeyEditWarnings(previous: unknown, journey: JourneyDefinition): string[] {
  const before = previousJourney(previous, journey);
  if (!before) return [];
  const renamed = new Set(journey.steps.flatMap((step) => step.formerNames ?? []));
  const removed = before.steps.filter((step) => !journey.step(step.name) && !renamed.has(step.name));
  const carried = Object.entries(journey.vocabulary.carriedData).filter(([name]) =>
    removed.some((step) => step.name === name),
  );
  return [
    ...analyticsPlanChanges(before, journey).map((change) => `analytics: ${change}`),
    // Steps whose choices the order carries on (the vocabulary's `carriedData`): a returning
    // customer's choice from them is dropped, since no page would let them change it.
    ...carried.map(
      ([name, what]) =>
        `data: step "${name}" was removed: ${what} are dropped from a returning customer's order, since no page would let them change it`,
    ),
    // The screen stays in the app and in Storybook, but no customer of this journey reaches it
    // (a developer can delete it once no journey file uses it).
    ...removed.map(
      (step) =>
        `screen: step "${step.name}" was removed: no customer of "${journey.id}" reaches its screen (${step.route}) any more; the screen and its Storybook stories stay, unused by this journey (to keep it for some customers, give it a "when" instead)`,
    ),
  ];
}

/** The previous version, checked with the journey's own vocabulary; none when it is not valid. */
function previousJourney(previous: unknown, journey: JourneyDefinition): JourneyDefinition | undefined {
  if (previous === undefined) return undefined;
  try {
    return loadJourney(previous, journey.vocabulary);
  } catch {
    return undefined;
  }
}
