import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startStorefrontStack } from '../../../../scripts/storefront-stack.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { buildForProduction, PRODUCTION_PREBUILD_ENV } from './production-build';

/**
 * Once for all browser tests: build the app as `npm start` does; start one Chromium that every
 * file connects to; and, for each worker of the project, start a sandbox gateway over HTTP with a
 * fresh state (in memory) and serve the build with that gateway proxied. A file talks only to its
 * worker's stack (browser.ts picks it by VITEST_POOL_ID): files running at the same time never
 * share a sandbox, so one moving the sandbox's clock or laying texts over its messages cannot
 * reach another. Tests get the URLs through `inject`.
 */
export interface BrowserStack {
  storefrontUrl: string;
  gatewayUrl: string;
  /** The payment provider's origin (the sandbox serves it on a port of its own). */
  providerUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per worker, in worker order (VITEST_POOL_ID 1 is the first). */
    browserStacks: BrowserStack[];
    /** The build the storefronts serve (the nginx test serves it too). */
    distDir: string;
    /**
     * The one Chromium of the run (`launchServer`), which every file connects to: launching one
     * per file cost about a second each (start, first context, close) on a loaded machine.
     */
    chromiumEndpoint: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** Its own output folder, so a build running elsewhere (dev, bench) cannot change it mid-test. */
const distDir = join(repoRoot, 'node_modules/.senda-browser-dist');

export default async function setup(project: TestProject) {
  if (process.env.SENDA_SKIP_BUILD !== '1' || !existsSync(join(distDir, 'index.html'))) {
    const started = Date.now();
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: join(repoRoot, 'vite.config.ts'),
        logLevel: 'error',
        // The sandbox demo, as `npm start` builds it (`npm run build:sandbox`): the tests read the
        // OTP mailbox and the events it keeps. Its outDir is given as that script gives it,
        // relative to Vite's root, so a plugin that reads it from the working directory breaks
        // this build as it broke `npm start` (npm-start.browser.test.ts serves the result).
        // production.browser.test.ts builds for production.
        mode: 'sandbox',
        build: { outDir: relative(join(repoRoot, 'apps/web'), distDir), emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    console.info(`[browser] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (process.env[PRODUCTION_PREBUILD_ENV] === '1') await buildForProduction('browser');
  // The worker ids a group of files runs with are 1 to the project's maxWorkers.
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const chromiumServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const stacks = await Promise.all(
    // Each sandbox's state in memory (no state file): nothing restarts it, and writing the whole
    // state on every change grew slower as the run's customers piled up.
    Array.from({ length: workers }, () =>
      startStorefrontStack({
        dist: distDir,
        journeysDir: join(repoRoot, 'journeys'),
        flagsDir: join(repoRoot, 'flags'),
      }),
    ),
  );

  project.provide(
    'browserStacks',
    stacks.map(({ storefrontUrl, gatewayUrl, providerUrl }) => ({ storefrontUrl, gatewayUrl, providerUrl })),
  );
  project.provide('distDir', distDir);
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());

  return async () => {
    await chromiumServer.close();
    await Promise.all(stacks.map((stack) => stack.close()));
  };
}
