import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { MINIFY_OPTIONS } from '../../../scripts/vite/minify-options.ts';
import { REACT_19_ALIASES } from '../../../scripts/vite/react-19-aliases.ts';
import { gzipKb } from './bundle-size.ts';
import { inProductionEnv } from './production-env.ts';

const ENTRY = fileURLToPath(new URL('./library-floor.entry.ts', import.meta.url));

/**
 * KB gzip of the required libraries alone, as the first load uses them (library-floor.entry.ts),
 * built with the app's target, minifier and aliases into one file.
 */
export async function measureLibraryFloor(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'senda-floor-'));
  try {
    await inProductionEnv(() =>
      build({
        configFile: false,
        logLevel: 'error',
        mode: 'production',
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
    return gzipKb(join(outDir, 'floor.js'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
