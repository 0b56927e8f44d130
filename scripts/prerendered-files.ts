/**
 * Where the build keeps each page's prerendered HTML: `prerendered/<locale><path>.html`.
 * Written by scripts/vite/prerender-route-frames.ts, served by static-server.ts and nginx-config.ts.
 */
export const PRERENDERED_DIR = 'prerendered';

export const prerenderedFile = (locale: string, path: string): string =>
  `${PRERENDERED_DIR}/${locale}${path}.html`;

/**
 * Every other route's HTML: index.html naming the chunks the route needs (scripts/vite/route-documents.ts),
 * `routes/<path>.html`, `/` as `routes/index.html`. Served when no prerendered page is.
 */
export const ROUTES_DIR = 'routes';

export const routeFile = (path: string): string =>
  path === '/' ? `${ROUTES_DIR}/index.html` : `${ROUTES_DIR}${path}.html`;
