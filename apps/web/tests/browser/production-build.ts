import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** `npm run build`'s output for the browser tests: its own folder, left as the build wrote it. */
export const PRODUCTION_DIST = join(ROOT, 'node_modules/.senda-production-dist');

/**
 * Set by `npm test` for its whole run: global setup builds for production before the browser files
 * start, beside the sandbox build, so the build is not counted in the browser files' span (their
 * time budget) and no file waits on it. A run of chosen files builds it in the file that needs it.
 */
export const PRODUCTION_PREBUILD_ENV = 'SENDA_PRODUCTION_PREBUILD';

/** Vite's production build (`npm run build`) into PRODUCTION_DIST, unless told to reuse one. */
export async function buildForProduction(label: string): Promise<void> {
  if (process.env.SENDA_SKIP_BUILD === '1' && existsSync(join(PRODUCTION_DIST, 'index.html'))) return;
  const started = Date.now();
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      mode: 'production',
      build: { outDir: PRODUCTION_DIST, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  console.info(`[${label}] production build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
