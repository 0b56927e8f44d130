import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { journeyPreviewIndexer } from '../scripts/vite/journey-preview-stories.ts';
import { sidebarTitlesHead, spanishTitlesUnder, withStoryNames } from '../scripts/vite/story-names-index.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The one file that may import the real `@xstate/react`; every other importer gets it. */
const MACHINE_HOOKS = fromRoot('apps/web/src/storybook/machine-hooks.ts');

/**
 * Storybook only: the app's `useActorRef` / `useMachine` calls go through machine-hooks.ts, which
 * can start a screen's machine from a story's snapshot or replay a story's events into it, and
 * records the states each machine reaches (the story checks it reached the states it claims).
 * The screens are not touched; outside Storybook they import `@xstate/react` as usual.
 */
function machineHooks(): Plugin {
  return {
    name: 'senda-storybook-machine-hooks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@xstate/react' || !importer) return null;
      if (importer === MACHINE_HOOKS || importer.includes('/node_modules/')) return null;
      return MACHINE_HOOKS;
    },
  };
}

/**
 * The journey files as the last commit has them, by id, for the journey preview's warnings about
 * what an edit changes (as `journeys:check` compares with the last commit). Read once when
 * Storybook starts; none outside git.
 */
function committedJourneys(): Record<string, unknown> {
  const committed: Record<string, unknown> = {};
  for (const name of readdirSync(fromRoot('journeys')).filter((file) => file.endsWith('.json'))) {
    try {
      const text = execFileSync('git', ['show', `HEAD:journeys/${name}`], {
        cwd: fromRoot('.'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      committed[name.slice(0, -'.json'.length)] = JSON.parse(text);
    } catch {
      // A new file, or no git: nothing to compare it with.
    }
  }
  return committed;
}

/**
 * React + Vite. The builder reads the repo's vite.config.ts (the `@journeys` alias, React, the
 * dev-only payment provider pages), so stories bundle exactly like the app.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../apps/web/src/**/*.stories.@(ts|tsx)'],
  // Each journey file's two preview stories, indexed as vite.config.ts's plugin bundles them. Every
  // story named in Spanish and English with the machine states it claims, from the names file
  // beside its stories file, so the sidebar's search finds "rechazado", "failed" or
  // "payment.failed" (the id, from the export's name, stays): story-names-index.ts.
  experimental_indexers: async (existing) =>
    [journeyPreviewIndexer(fromRoot('journeys')), ...(existing ?? [])].map(withStoryNames),
  // mockServiceWorker.js: the sandbox gateway runs in a service worker, as in `npm run dev`.
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The review room served beside the storefront (`npm run build:review`) is not for search
  // engines: its pages say so as well as nginx's X-Robots-Tag.
  // Its manager page also carries the sections' and screens' Spanish for the sidebar (manager.ts).
  managerHead: async (head) =>
    `${head ?? ''}<meta name="robots" content="noindex, nofollow">${sidebarTitlesHead(
      await spanishTitlesUnder(fromRoot('apps/web/src')),
    )}`,
  previewHead: (head) => `${head ?? ''}<meta name="robots" content="noindex, nofollow">`,
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [machineHooks()],
      define: { __SENDA_COMMITTED_JOURNEYS__: JSON.stringify(committedJourneys()) },
      // The app's `.env` lives at the repo root; the sandbox mailbox panel stays out of stories.
      envDir: fromRoot('.'),
      server: { fs: { allow: [fromRoot('.')] } },
      build: { chunkSizeWarningLimit: 2048 },
    });
  },
};

export default config;
