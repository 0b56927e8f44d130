import { type FlagValues, journeyRevisionFlag } from '../config/flag-definitions.ts';
import type { KeyValueStorage } from '../stores/persisted-atom.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { savedJourneyInProgressRevision } from './journey-persistence.ts';

/**
 * Which revision of a journey a visitor walks. A product team ships an edited revision beside the
 * current file (journeys/revisions/<id>.r<N>.json) and rolls it out with the journey's flag
 * (`journey-revision.<id>`: N, or 0 for the current file), split by the flag service on the
 * context's targeting key, so a visitor keeps their share across page loads. A customer midway
 * through a journey keeps the revision they started, whatever the flag says now; a revision that
 * cannot be loaded, a flag service that is down or a flag that names nothing is the current file.
 */

export { journeyRevisionFlag };

/** The revision the flags name for a journey starting now; null: the current file. */
export function flaggedJourneyRevision(values: Partial<FlagValues>, journeyId: string): number | null {
  const value = (values as Record<string, unknown>)[journeyRevisionFlag(journeyId)];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The revision to walk: the one a journey under way was saved with, else the flag's; null is the
 * current file.
 */
export function chooseJourneyRevision(
  storage: KeyValueStorage,
  journeyId: string,
  flags: Partial<FlagValues>,
): number | null {
  return savedJourneyInProgressRevision(storage, journeyId) ?? flaggedJourneyRevision(flags, journeyId);
}

/** What a revision is told apart by: a journey definition, or a flow made from one (flow-journey.ts). */
type JourneyRevisionOf = Pick<JourneyDefinition, 'id' | 'revision'>;

export interface JourneyRevisionSources<T extends JourneyRevisionOf = JourneyDefinition> {
  /** The current file: the gateway's, or the bundled copy when the gateway's is unusable. */
  current(): Promise<T>;
  /** A revision shipped beside it, checked and compiled; null when none was shipped. */
  revision(revision: number): Promise<T> | null;
}

/**
 * The definition of the revision chosen: the current file when it is that revision (the gateway may
 * already serve it) or when none is chosen, else the shipped revision file. A revision that was not
 * shipped, does not pass the checks or is another journey's is the current file: a wrong flag never
 * breaks a journey.
 */
export async function loadJourneyRevision<T extends JourneyRevisionOf = JourneyDefinition>(
  journeyId: string,
  wanted: number | null,
  sources: JourneyRevisionSources<T>,
  onUnusable: (error: unknown) => void = () => {},
): Promise<T> {
  if (wanted !== null) {
    const current = sources.current();
    try {
      if ((await current).revision === wanted) return current;
    } catch {
      // The current file cannot be loaded at all: the revision's may still be.
    }
    try {
      const shipped = await sources.revision(wanted);
      if (shipped && shipped.id === journeyId && shipped.revision === wanted) return shipped;
      onUnusable(new Error(`journey ${journeyId} revision ${wanted} is not shipped`));
    } catch (error) {
      onUnusable(error);
    }
    return current;
  }
  return sources.current();
}
