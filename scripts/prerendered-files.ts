/**
 * Where the build keeps each page's prerendered HTML: `prerendered/<locale><path>.html`.
 * Written by scripts/vite/prerender-route-frames.ts, served by static-server.ts and nginx-config.ts.
 */
export const PRERENDERED_DIR = 'prerendered';

export const prerenderedFile = (locale: string, path: string): string =>
  `${PRERENDERED_DIR}/${locale}${path}.html`;
