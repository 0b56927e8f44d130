import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startStorefrontStack } from '../../../../scripts/storefront-stack.ts';

/**
 * Once for all browser tests: build the app as `npm start` does, start the sandbox gateway over
 * HTTP with a fresh state file, and serve the build with the gateway proxied. Tests get the URLs
 * through `inject`.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    gatewayUrl: string;
    /** The payment provider's origin (the sandbox serves it on a port of its own). */
    providerUrl: string;
    /** The build the storefront serves (the nginx test serves it too). */
    distDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** Its own output folder, so a build running elsewhere (dev, bench) cannot change it mid-test. */
const distDir = join(repoRoot, 'node_modules/.senda-browser-dist');

export default async function setup(project: TestProject) {
  if (process.env.SENDA_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: join(repoRoot, 'vite.config.ts'),
        logLevel: 'error',
        mode: 'production',
        build: { outDir: distDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'senda-browser-'));
  const stack = await startStorefrontStack({
    dist: distDir,
    stateFile: join(stateDir, 'state.json'),
    journeysDir: join(repoRoot, 'journeys'),
  });

  project.provide('storefrontUrl', stack.storefrontUrl);
  project.provide('gatewayUrl', stack.gatewayUrl);
  project.provide('providerUrl', stack.providerUrl);
  project.provide('distDir', distDir);

  return async () => {
    await stack.close();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
