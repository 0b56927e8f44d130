/// <reference types="vite/client" />

/**
 * Every journey file in journeys/, found by the bundler (not a list kept by hand): the preview
 * reads the files from here, so a file added there is previewed as it is, even before a flow
 * knows it (the preview then says which flow is missing). Storybook's hot reload follows an edit.
 */
const FILES = import.meta.glob<unknown>('../../../../../journeys/*.json', { import: 'default' });

const idOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The ids of the files in journeys/ (`plan-switch` for journeys/plan-switch.json), sorted. */
export const JOURNEY_FILE_IDS: readonly string[] = Object.keys(FILES)
  .filter((path) => !path.endsWith('.schema.json'))
  .map(idOf)
  .sort();

/** The content of journeys/<id>.json as it is on disk, unchecked. */
export function journeyFileJson(id: string): Promise<unknown> {
  const load = Object.entries(FILES).find(([path]) => idOf(path) === id)?.[1];
  if (!load) return Promise.reject(new Error(`no file journeys/${id}.json`));
  return load();
}

/** Set by .storybook/main.ts: the journey files as the last commit has them, by id. */
declare const __SENDA_COMMITTED_JOURNEYS__: Readonly<Record<string, unknown>> | undefined;

/**
 * journeys/<id>.json as the last commit has it, to warn about what the edit changes; undefined
 * for a new file, outside git, or outside Storybook.
 */
export function committedJourneyFile(id: string): unknown {
  if (typeof __SENDA_COMMITTED_JOURNEYS__ === 'undefined') return undefined;
  return Object.hasOwn(__SENDA_COMMITTED_JOURNEYS__, id) ? __SENDA_COMMITTED_JOURNEYS__[id] : undefined;
}
