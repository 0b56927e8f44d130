import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every TypeScript source below `dir` (tests and stories included), or every file whose name
 * `pattern` matches, skipping installs and builds.
 */
export function sourceFilesOf(dir: string, pattern = /\.(ts|tsx|mts)$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'storybook-static'].includes(entry.name) || entry.name.startsWith('.'))
      return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesOf(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}
