import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveStorybook } from './storybook-server';

/**
 * Once for the story tests: `storybook build` into storybook-static/ (what `npm run
 * build-storybook` makes), served on an ephemeral loopback port with the payment provider's
 * pages. SENDA_SKIP_STORYBOOK_BUILD=1 reuses an existing build.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
    storybookDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const staticDir = join(repoRoot, 'storybook-static');

export default async function setup(project: TestProject) {
  const reuse = process.env.SENDA_SKIP_STORYBOOK_BUILD === '1' && existsSync(join(staticDir, 'index.json'));
  if (!reuse) {
    const started = Date.now();
    execFileSync(join(repoRoot, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', staticDir], {
      cwd: repoRoot,
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.info(`[storybook] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const { url, server } = await serveStorybook(staticDir);
  project.provide('storybookUrl', url);
  project.provide('storybookDir', staticDir);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
