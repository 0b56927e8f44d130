import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every stylesheet of the app: the design system's, the layouts', the shell's and the screens'. */
const appSource = join(dirname(fileURLToPath(import.meta.url)), '..');
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

describe('scrolling while typing', () => {
  it('no stylesheet makes the page scroll smoothly: each key of a field would wait for a scroll animation', () => {
    const smooth = cssFiles(appSource).filter((file) =>
      /scroll-behavior\s*:\s*smooth/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
    expect(smooth.map((file) => file.slice(appSource.length + 1))).toEqual([]);
  });
});
