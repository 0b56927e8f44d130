/**
 * The revisions shipped beside the current files for a rollout (journeys/revisions/<id>.r<N>.json),
 * each its own chunk, loaded only by a visitor the journey's flag sends to it: the purchase's
 * (journey-source.ts) and every servicing flow's (manage/flow-journey-load.ts) alike.
 */
const REVISIONS = import.meta.glob<unknown>('@journeys/revisions/*.json', { import: 'default' });

const fileName = (path: string): string => path.split('/').pop() ?? path;

/** `…/journeys/revisions/purchase.r2.json` for journey `purchase`, revision 2; undefined: none shipped. */
export function revisionFile(journeyId: string, revision: number): (() => Promise<unknown>) | undefined {
  const name = `${journeyId}.r${revision}.json`;
  return Object.entries(REVISIONS).find(([path]) => fileName(path) === name)?.[1];
}

/** The journeys with a revision shipped: the flag service reads their `journey-revision.<id>` flags. */
export const JOURNEYS_WITH_REVISIONS: readonly string[] = [
  ...new Set(Object.keys(REVISIONS).map((path) => fileName(path).replace(/\.r\d+\.json$/, ''))),
];
