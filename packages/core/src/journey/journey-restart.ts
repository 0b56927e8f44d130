import type { JourneyDefinition } from './journey-definition.ts';
import { normaliseRoute } from './journey-definition.ts';
import type { JourneyRestore } from './journey-persistence.ts';

/**
 * A journey saved after it ended (payment success or failed) is kept only to show that final page
 * again on a reload. Opening any other step route means a new purchase: start over, rather than
 * sending the customer back to a finished order's success page.
 */
export function endedJourneyStartsOver(
  journey: JourneyDefinition,
  restore: JourneyRestore,
  pathname: string,
): boolean {
  const snapshot = restore.actorOptions.snapshot as
    | { status?: string; context?: { current?: string | null } }
    | undefined;
  if (snapshot?.status !== 'done') return false;
  const ended = snapshot.context?.current ? journey.step(snapshot.context.current) : undefined;
  return ended === undefined || normaliseRoute(ended.route) !== normaliseRoute(pathname);
}
