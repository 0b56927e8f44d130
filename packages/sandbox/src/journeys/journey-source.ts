/**
 * Where journey settings come from. The handler asks a source and never knows whether it read a
 * folder (Node), a Vite glob (browser) or a test fixture.
 */
export interface JourneySource {
  get(journeyId: string): unknown;
  ids(): string[];
}

/** `journeys/purchase.json` → `purchase`. */
export function journeyIdFromPath(path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  return file.replace(/\.json$/i, '');
}

/**
 * From an object keyed by id or by file path, such as
 * `import.meta.glob('@journeys/*.json', { eager: true, import: 'default' })`.
 * A module record (`{ default: ... }`) is unwrapped.
 */
export function journeysFromRecord(record: Readonly<Record<string, unknown>>): JourneySource {
  const byId = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    const content =
      value && typeof value === 'object' && 'default' in value
        ? (value as { default: unknown }).default
        : value;
    byId.set(journeyIdFromPath(key), content);
  }
  return {
    get: (journeyId) => byId.get(journeyId),
    ids: () => [...byId.keys()].sort(),
  };
}

export const noJourneys: JourneySource = { get: () => undefined, ids: () => [] };
