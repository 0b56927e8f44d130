import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BREAKPOINT_MOBILE_MAX_PX, BREAKPOINT_TABLET_MAX_PX } from '@senda/core';
import { describe, expect, it } from 'vitest';
import { MEDIA_QUERIES, viewportForWidth } from './breakpoints';

const here = dirname(fileURLToPath(import.meta.url));

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

  it('uses only the §9 breakpoints in every stylesheet media query', () => {
    const allowed = new Set([MEDIA_QUERIES.tabletUp, MEDIA_QUERIES.desktopUp, MEDIA_QUERIES.mobile]);
    const widths = cssFiles(here).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((?:min|max)-width:\s*\d+px\)/g)].map((m) => m[0]),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const query of widths) expect(allowed).toContain(query);
  });
});
