import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JourneySource, journeyIdFromPath } from './journey-source.ts';

/**
 * Journey files read from a folder on each request (Node only), so a product team's edit shows on
 * the next page load without restarting the gateway. A file that is not JSON is reported as
 * missing, with a warning, rather than taking the gateway down.
 */
export function journeysFromDirectory(directory: string): JourneySource {
  const files = (): string[] => {
    try {
      return readdirSync(directory).filter((name) => name.toLowerCase().endsWith('.json'));
    } catch {
      return [];
    }
  };
  return {
    ids: () => files().map(journeyIdFromPath).sort(),
    get: (journeyId) => {
      if (!/^[\w.-]+$/.test(journeyId)) return undefined;
      const file = files().find((name) => journeyIdFromPath(name) === journeyId);
      if (!file) return undefined;
      try {
        return JSON.parse(readFileSync(join(directory, file), 'utf8')) as unknown;
      } catch (error) {
        console.warn(`[sandbox] journey ${file} is not valid JSON`, error);
        return undefined;
      }
    },
  };
}
