import {
  type AnalyticsPlanChange,
  analyticsPlanEdits,
  describeAnalyticsChange,
} from './journey-analytics.ts';
import { loadJourney } from './journey-check.ts';
import type { JourneyDefinition } from './journey-definition.ts';

/** One thing an edit changes that a product team should know, with the step it concerns. */
export type JourneyEditNote =
  | { kind: 'analytics'; change: AnalyticsPlanChange }
  | { kind: 'data'; step: string; what: string }
  | { kind: 'screen'; step: string; route: string; journeyId: string };

/**
 * What an edit of a journey file does that a product team should know before shipping, against
 * the file's previous version (the last commit's): analytics events moved or dropped, a removed
 * step's choices dropped from returning customers' orders, a removed step's screen no longer
 * reached. Empty when there is no previous version or it is not a valid journey. The journey
 * editor says each in its reader's language; journeyEditWarnings words them for journeys:check.
 */
export function journeyEditNotes(previous: unknown, journey: JourneyDefinition): JourneyEditNote[] {
  const before = previousJourney(previous, journey);
  if (!before) return [];
  const renamed = new Set(journey.steps.flatMap((step) => step.formerNames ?? []));
  const removed = before.steps.filter((step) => !journey.step(step.name) && !renamed.has(step.name));
  const carried = Object.entries(journey.vocabulary.carriedData).filter(([name]) =>
    removed.some((step) => step.name === name),
  );
  return [
    ...analyticsPlanEdits(before, journey).map((change) => ({ kind: 'analytics' as const, change })),
    // Steps whose choices the order carries on (the vocabulary's `carriedData`): a returning
    // customer's choice from them is dropped, since no page would let them change it.
    ...carried.map(([step, what]) => ({ kind: 'data' as const, step, what })),
    // The screen stays in the app and in Storybook, but no customer of this journey reaches it
    // (a developer can delete it once no journey file uses it).
    ...removed.map((step) => ({
      kind: 'screen' as const,
      step: step.name,
      route: step.route,
      journeyId: journey.id,
    })),
  ];
}

/**
 * journeyEditNotes as `journeys:check` prints them, each starting with what it is about
 * (`analytics: …`, `data: …`, `screen: …`); the Storybook preview shows them beside the file.
 */
export function journeyEditWarnings(previous: unknown, journey: JourneyDefinition): string[] {
  return journeyEditNotes(previous, journey).map(describeEditNote);
}

function describeEditNote(note: JourneyEditNote): string {
  switch (note.kind) {
    case 'analytics':
      return `analytics: ${describeAnalyticsChange(note.change)}`;
    case 'data':
      return `data: step "${note.step}" was removed: ${note.what} are dropped from a returning customer's order, since no page would let them change it`;
    case 'screen':
      return `screen: step "${note.step}" was removed: no customer of "${note.journeyId}" reaches its screen (${note.route}) any more; the screen and its Storybook stories stay, unused by this journey (to keep it for some customers, give it a "when" instead)`;
  }
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
