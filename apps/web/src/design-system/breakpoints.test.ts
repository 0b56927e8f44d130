import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BREAKPOINT_MOBILE_MAX_PX, BREAKPOINT_TABLET_MAX_PX } from '@senda/core/config';
import { describe, expect, it } from 'vitest';
import { MEDIA_QUERIES, viewportForWidth } from './breakpoints';

/** Every stylesheet of the app: the design system's, the layouts', the shell's and the screens'. */
const appSource = join(dirname(fileURLToPath(import.meta.url)), '..');

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

describe('breakpoints', () => {
  it('classifies widths on the §9 boundaries', () => {
    expect(viewportForWidth(360)).toBe('mobile');
    expect(viewportForWidth(BREAKPOINT_MOBILE_MAX_PX)).toBe('mobile');
    expect(viewportForWidth(BREAKPOINT_MOBILE_MAX_PX + 1)).toBe('tablet');
    expect(viewportForWidth(BREAKPOINT_TABLET_MAX_PX)).toBe('tablet');
    expect(viewportForWidth(BREAKPOINT_TABLET_MAX_PX + 1)).toBe('desktop');
  });

  it('uses only the §9 breakpoints in every stylesheet media query of the app', () => {
    const allowed = new Set<string>([MEDIA_QUERIES.tabletUp, MEDIA_QUERIES.desktopUp, MEDIA_QUERIES.mobile]);
    const files = cssFiles(appSource);
    // Every condition of every @media prelude that names a width or a height, in any syntax
    // (`min-width: …`, `width >= …`, em or rem), so another unit or form cannot slip by.
    const sizeConditions = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media([^{]*)\{/g)].flatMap((media) =>
        [...(media[1] ?? '').matchAll(/\([^)]*\)/g)]
          .map((condition) => condition[0])
          .filter((condition) => /width|height/.test(condition))
          .map((condition) => ({ file: file.slice(appSource.length + 1), condition })),
      ),
    );
    expect(new Set(sizeConditions.map(({ file }) => file.split('/')[0])).size).toBeGreaterThan(1);
    expect(sizeConditions.filter(({ condition }) => !allowed.has(condition))).toEqual([]);
  });
});
