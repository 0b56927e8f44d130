import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, ViteDevServer } from 'vite';
import { defineConfig } from 'vitest/config';
import { BUILD_CONSTANTS } from './scripts/vite/build-constants.ts';
import { earlyFrameScripts } from './scripts/vite/early-frame-scripts.ts';
import { earlyGatewayReads } from './scripts/vite/early-gateway-reads.ts';
import { inlineEntryCss } from './scripts/vite/inline-entry-css.ts';
import { journeyPreviewStories } from './scripts/vite/journey-preview-stories.ts';
import { mergedMessages } from './scripts/vite/merged-messages.ts';
import { MINIFY_OPTIONS } from './scripts/vite/minify-options.ts';
import { precompiledMessages } from './scripts/vite/precompiled-messages.ts';
import { prerenderRouteFrames } from './scripts/vite/prerender-route-frames.ts';
import { REACT_19_ALIASES } from './scripts/vite/react-19-aliases.ts';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';
import { routeDocuments } from './scripts/vite/route-documents.ts';
import { routePreload } from './scripts/vite/route-preload.ts';
import { sandboxDeployConfig } from './scripts/vite/sandbox-deploy-config.ts';
import { sharedChunks } from './scripts/vite/shared-chunks.ts';
import { warmIntl } from './scripts/vite/warm-intl.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Each route's HTML names its chunks; written once the prerendered pages are. */
const routeHtml = routeDocuments();
/** The link pages' early sentences, each written by a script of its own (its prerendered HTML loads it). */
const earlyScripts = earlyFrameScripts();

/**
 * Two browser test files run at once, each on its own storefront and sandbox (global-setup.ts): a
 * file mostly waits on one page at a time, so one worker left a core idle. Two at once once failed
 * 30 s waits on CI's two cores when the type check, the unit projects and Storybook's three pages
 * ran beside them at the same priority; now Storybook waits for the browser files and
 * `npm test` runs the checks lane at a lower priority (scripts/test-run/run-tests.ts).
 * `SENDA_BROWSER_WORKERS=1` runs them one after another.
 */
const BROWSER_WORKERS = Math.max(1, Number(process.env.SENDA_BROWSER_WORKERS ?? 2) || 2);

/**
 * `npm run dev` only: the sandbox payment provider's pages (the hosted-fields frame is a page
 * navigation, which the service worker never sees). Loaded through Vite's own module loader
 * because the sandbox is TypeScript that Node cannot import while the config is read.
 */
function sandboxPaymentProviderPages(): Plugin {
  return {
    name: 'senda-sandbox-payment-provider-pages-loader',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      if (process.env.VITEST) return;
      try {
        const module = await server.ssrLoadModule(fromRoot('./packages/sandbox/src/vite-plugin.ts'));
        const plugin = module.sandboxPaymentProviderPages() as Plugin;
        const hook = plugin.configureServer;
        if (typeof hook === 'function') await hook.call(this, server);
      } catch (error) {
        // The storefront still runs; only card payment in dev lacks its frame.
        server.config.logger.warn(`[sandbox] payment provider pages unavailable: ${String(error)}`);
      }
    },
  };
}

/**
 * One Vite config for the whole workspace. `vite` and `vite build` serve and build the app in
 * apps/web; Vitest reads the `test.projects` below (each with its own root), so `npm test` runs
 * core, sandbox, web and workspace tests in one go.
 */
export default defineConfig({
  root: fromRoot('./apps/web'),
  envDir: fromRoot('.'),
  // The provider pages plugin only applies to `vite` (dev): the service worker cannot serve the
  // hosted-fields frame, which is a page navigation. Builds never include it.
  // precompiledMessages, sharedChunks, routePreload, inlineEntryCss, earlyGatewayReads, warmIntl, routeHtml,
  // earlyScripts and prerenderRouteFrames apply to
  // `vite build` only (see each plugin).
  plugins: [
    react(),
    reactRouterProduction(),
    precompiledMessages(),
    // After precompiledMessages: what it leaves (dev, Vitest, Storybook) gets the merged texts.
    mergedMessages(),
    sharedChunks(),
    routePreload(),
    inlineEntryCss(),
    earlyGatewayReads(),
    warmIntl(),
    routeHtml.plugin,
    earlyScripts.plugin,
    prerenderRouteFrames(routeHtml.write, earlyScripts.tag),
    sandboxPaymentProviderPages(),
    sandboxDeployConfig(),
    // Storybook and Vitest: each journey file's preview stories (the app never imports the module).
    journeyPreviewStories(fromRoot('./journeys')),
  ],
  define: BUILD_CONSTANTS,
  resolve: {
    // Journey settings are product-team JSON at the repo root; the app and the sandbox read them.
    alias: [
      { find: '@journeys', replacement: fromRoot('./journeys') },
      { find: '@flags', replacement: fromRoot('./flags') },
      ...REACT_19_ALIASES,
    ],
  },
  server: { port: 5173, fs: { allow: [fromRoot('.')] } },
  // `vite build` is the production build (no sandbox in it, configured at deploy time);
  // `vite build --mode sandbox` the sandbox demo `npm start` serves (apps/web/src/shared/sandbox-build.ts).
  build: {
    outDir: fromRoot('./apps/web/dist'),
    emptyOutDir: true,
    // public/ holds only the sandbox's service worker (mockServiceWorker.js), for `npm run dev`
    // and Storybook (which serves it through its own staticDirs): a production build publishes none.
    copyPublicDir: false,
    // Maps are written for reading stack traces, but no script points to them ('hidden') and the
    // static server refuses *.map: a published map is the whole source, comments included.
    sourcemap: 'hidden',
    target: 'es2022',
    ...MINIFY_OPTIONS,
  },
  preview: { port: 4173 },
  test: {
    // Timers are faked in the tests that need them; nothing here sleeps. A unit test's time is not
    // what it checks (speed targets are benchmarks): 30 s, so property tests on a loaded 2-core
    // machine (browser and Storybook projects running beside them) do not fail at the 5 s default.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          // Files share a worker's imports (core and the sandbox, from source): importing them afresh
          // for each file took more than half of the project's time (the sandbox's import 347 s of
          // 577 s; 153 s in all without). No file here mocks a module; each makes its own sandbox,
          // stores and actors, and resets the state it changes.
          isolate: false,
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          root: 'packages/sandbox',
          environment: 'node',
          // Files share a worker's imports (core and the sandbox, from source): importing them afresh
          // for each file took more than half of the project's time (the sandbox's import 347 s of
          // 577 s; 153 s in all without). No file here mocks a module; each makes its own sandbox,
          // stores and actors, and resets the state it changes.
          isolate: false,
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'node',
          // React's development build: a test fails on any warning React prints.
          setupFiles: ['tests/fail-on-react-warnings.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', 'tests/storybook/**'],
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium (Debian's) through playwright-core, against the production build and
          // the sandbox gateway over HTTP: what `npm start` serves. A file mostly waits on its
          // pages, so BROWSER_WORKERS files run at once, each worker with its own storefront and
          // sandbox (global-setup.ts); a group of their own, as their worker count is theirs.
          name: 'browser',
          root: 'apps/web',
          environment: 'node',
          include: ['tests/browser/**/*.browser.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          maxWorkers: BROWSER_WORKERS,
          // A worker's files share their imports (playwright-core, core, the helpers): each file
          // imported them afresh (0.5 s a file on CI, 2.4 s under a load of 20). No helper keeps
          // state between files; each file makes its own browser contexts and customers.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // On CI only: a browser test that fails once on a loaded machine (a frame read between two
          // loads, a 30 s wait) runs again; one that fails twice fails the run. Every test that
          // passed on its second try is listed as flaky at the run's end (project-times-reporter).
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          // Every story of `storybook build`, opened in Debian's Chromium: it must render, reach
          // the machine states it claims, log no error and pass axe (serious/critical).
          name: 'storybook',
          root: 'apps/web',
          environment: 'node',
          include: ['tests/storybook/**/*.storybook.test.ts'],
          globalSetup: ['tests/storybook/global-setup.ts'],
          fileParallelism: false,
          maxConcurrency: 3,
          // As the browser project: once more on CI, and listed as flaky when the retry passed.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'workspace',
          root: '.',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
        },
      },
    ],
  },
});
