import type { TimelineEntry } from './sandbox-data.schema.ts';

/**
 * The statuses of a planned timeline (a port-in, a service request) reached by `now`, oldest
 * first; the first one always is, since a request starts in it.
 */
export function reachedEntries(timeline: readonly TimelineEntry[], now: number): TimelineEntry[] {
  const reached = timeline.filter((entry) => entry.at <= now);
  return reached.length > 0 ? reached : timeline.slice(0, 1);
}
