import type { JourneyDefinition } from './journey-definition.ts';
import type { JourneyContext } from './journey-machine.types.ts';
import { forwardTarget } from './journey-navigation.ts';

/**
 * "Step n of m" for the step layout (§2): n counts the steps the customer actually walked to get
 * here (the trail) plus this one; m adds the steps still ahead on the path their facts lead
 * through. Final steps (success, failed) are not counted. Walking the trail rather than replaying
 * the path from the start keeps n from jumping back once, say, the log-in steps stop applying.
 */
export function journeyProgress(
  journey: JourneyDefinition,
  context: Pick<JourneyContext, 'current' | 'facts' | 'chosen' | 'trail'>,
): { current: number; total: number } | undefined {
  const { current } = context;
  if (current === null || journey.step(current)?.final) return undefined;
  const counted = (name: string) => !journey.step(name)?.final;
  const behind = context.trail.filter(counted).length;
  let ahead = 0;
  let next = forwardTarget(journey, current, context.facts, context.chosen);
  while (next !== null && ahead <= journey.steps.length) {
    if (counted(next)) ahead += 1;
    next = forwardTarget(journey, next, context.facts, context.chosen);
  }
  return { current: behind + 1, total: behind + 1 + ahead };
}
