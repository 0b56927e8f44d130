import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StateStorage } from './state-storage.ts';

/**
 * A JSON file (Node only). Written to a temporary file and renamed, so a crash mid-write leaves
 * the previous state rather than half a file.
 */
export function fileStorage(path: string): StateStorage {
  return {
    load: () => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    },
    save: (json) => {
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, json, 'utf8');
      renameSync(temporary, path);
    },
    clear: () => rmSync(path, { force: true }),
  };
}
