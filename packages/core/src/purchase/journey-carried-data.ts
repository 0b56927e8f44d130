import type { JourneyDefinition } from '../journey/journey-definition.ts';
import type { Stores } from '../stores/create-stores.ts';

/**
 * How each step's choice is taken out of the order when a journey has no such step: the
 * counterpart, in the stores, of the vocabulary's `carriedData` (a test keeps the two lists
 * equal). A product team that removes the extras step would otherwise leave extras a returning
 * customer chose before in the basket, charged, with no page to remove them from.
 */
const DROP_STEP_DATA: Readonly<Record<string, (stores: Stores) => void>> = {
  'addon-selection': (stores) => stores.store.set(stores.onboarding.setSecondaryProducts, []),
};

export const STEPS_WITH_DROPPABLE_DATA: readonly string[] = Object.keys(DROP_STEP_DATA);

/**
 * Drops what steps this journey does not have left in the stores (its vocabulary's carried
 * data), and returns their names. Run when the journey starts, before anything is restored.
 */
export function dropDataOfAbsentSteps(
  journey: Pick<JourneyDefinition, 'vocabulary' | 'step'>,
  stores: Stores,
): string[] {
  const absent = Object.keys(journey.vocabulary.carriedData).filter((step) => !journey.step(step));
  for (const step of absent) DROP_STEP_DATA[step]?.(stores);
  return absent;
}
