import type { JourneyDefinition } from './journey-definition.ts';
import type { JourneyContext } from './journey-machine.types.ts';
import { plannedPath } from './journey-navigation.ts';

/**
 * "Step n of m" for the step layout (§2): the position of the current step on the path the
 * customer's facts lead through, final steps (success, failed) not counted. Recomputed from the
 * facts, so choosing a physical SIM or a number transfer changes m as it changes the steps.
 */
export function journeyProgress(
  journey: JourneyDefinition,
  context: Pick<JourneyContext, 'current' | 'facts' | 'chosen'>,
): { current: number; total: number } | undefined {
  if (context.current === null) return undefined;
  const path = plannedPath(journey, context.facts, context.chosen).filter(
    (name) => !journey.step(name)?.final,
  );
  const index = path.indexOf(context.current);
  if (index === -1) return undefined;
  return { current: index + 1, total: path.length };
}
