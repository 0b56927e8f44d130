import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { MINIFY_OPTIONS } from '../../../scripts/vite/minify-options.ts';
import { REACT_19_ALIASES } from '../../../scripts/vite/react-19-aliases.ts';
import { reactRouterProduction } from '../../../scripts/vite/react-router-production.ts';
import { gzipKb } from './bundle-size.ts';
import { inProductionEnv } from './production-env.ts';

const ENTRY = fileURLToPath(new URL('./library-floor.entry.ts', import.meta.url));
/** Where the floor page is written inside the bench's build, and the path it is served at. */
export const FLOOR_DIR = 'library-floor';
export const FLOOR_PAGE = `/${FLOOR_DIR}/index.html`;

/**
 * The floor page: the same head as the app's index.html would give a browser (charset, viewport,
 * title) and the floor script, which renders one heading. No stylesheet and no spinner: the heading
 * is the page's first and largest paint.
 */
const floorHtml = (script: string) =>
  '<!doctype html>\n<html lang="es-MX">\n<head>\n<meta charset="UTF-8" />\n' +
  '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />\n' +
  `<title>Senda</title>\n<script type="module" src="/${FLOOR_DIR}/${script}"></script>\n</head>\n` +
  '<body>\n<div id="root"></div>\n</body>\n</html>\n';

/**
 * The required libraries alone, as the first load uses them (library-floor.entry.ts), built with
 * the app's target, minifier and aliases into one file. Returns its KB gzip; with `intoDist`, the
 * floor page (script and HTML) is also written into that build, at FLOOR_PAGE, to be measured.
 */
export async function measureLibraryFloor(intoDist?: string): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'senda-floor-'));
  try {
    await inProductionEnv(() =>
      build({
        configFile: false,
        logLevel: 'error',
        mode: 'production',
        plugins: [reactRouterProduction()],
        resolve: { alias: REACT_19_ALIASES },
        define: { 'process.env.NODE_ENV': '"production"' },
        build: {
          outDir,
          target: 'es2022',
          ...MINIFY_OPTIONS,
          modulePreload: false,
          rollupOptions: { input: ENTRY, output: { entryFileNames: 'floor.js', inlineDynamicImports: true } },
        },
      }),
    );
    if (intoDist) {
      const pageDir = join(intoDist, FLOOR_DIR);
      mkdirSync(pageDir, { recursive: true });
      copyFileSync(join(outDir, 'floor.js'), join(pageDir, 'floor.js'));
      writeFileSync(join(pageDir, 'index.html'), floorHtml('floor.js'));
    }
    return gzipKb(join(outDir, 'floor.js'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
