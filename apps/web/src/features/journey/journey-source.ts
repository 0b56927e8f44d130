import { type JourneyDefinition, loadJourneyRevision } from '@senda/core/journey';
import { loadRunnableJourney } from '@senda/core/machines/purchase';
import { yieldToMain } from '../../shared/yield-to-main';
import { revisionFile } from './journey-revision-files';

/**
 * Journey settings come from the gateway, so a product team's edit reaches customers
 * without a release. If the gateway fails or serves a file that does not pass the checks, the
 * copy bundled at build time is used instead; only when both are broken does the journey fail,
 * with a clear error (errors.journey.broken_file) rather than a crash. The bundled copies are every
 * file in journeys/, found there (each its own chunk, loaded only when its journey falls back), so a
 * new journey file needs no line here; journey-source.test.ts checks every flow's journey has one.
 */
const BUNDLED = import.meta.glob<unknown>('@journeys/*.json', { import: 'default' });

/** `…/journeys/purchase.json` → `purchase`: the glob's keys are the files' paths. */
const journeyIdOfFile = (path: string): string => (path.split('/').pop() ?? path).replace(/\.json$/, '');

export type JourneySourceKind = 'gateway' | 'bundled' | 'revision';

/**
 * The definition of the revision chosen (journey-revision.ts): the current file as below, or a
 * shipped revision file; `wanted` null is the current file.
 */
export async function loadJourneyRevisionDefinition(
  settings: Promise<unknown>,
  journeyId: string,
  wanted: number | null,
): Promise<{ definition: JourneyDefinition; source: JourneySourceKind }> {
  let current: ReturnType<typeof loadJourneyDefinition> | undefined;
  const currentFile = () => {
    current ??= loadJourneyDefinition(settings, journeyId);
    return current;
  };
  const definition = await loadJourneyRevision(
    journeyId,
    wanted,
    {
      current: () => currentFile().then((loaded) => loaded.definition),
      revision: (revision) => {
        const file = revisionFile(journeyId, revision);
        return file ? file().then(loadRunnableJourney) : null;
      },
    },
    (error) =>
      console.warn(`[journey] ${journeyId}: revision ${wanted} unusable, using the current file`, error),
  );
  if (current && (await current).definition === definition) return current;
  return { definition, source: 'revision' };
}

export async function loadJourneyDefinition(
  /** The journey's settings read (through the query cache, which the page load may have filled). */
  settings: Promise<unknown>,
  journeyId: string,
): Promise<{ definition: JourneyDefinition; source: JourneySourceKind }> {
  try {
    const remote = await settings;
    // Checking the file is several milliseconds on a slow phone: a task of its own, not added to
    // whatever else the answer's arrival set off.
    await yieldToMain();
    return { definition: loadRunnableJourney(remote), source: 'gateway' };
  } catch (error) {
    console.warn(`[journey] ${journeyId}: gateway settings unusable, using the bundled copy`, error);
  }
  return { definition: loadRunnableJourney(await bundledJourneyFile(journeyId)), source: 'bundled' };
}

/** The journey file as bundled at build time (journeys/<id>.json), unchecked. */
export function bundledJourneyFile(journeyId: string): Promise<unknown> {
  const bundled = Object.entries(BUNDLED).find(([path]) => journeyIdOfFile(path) === journeyId)?.[1];
  if (!bundled) return Promise.reject(new Error(`Unknown journey "${journeyId}"`));
  return bundled();
}
