import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { storybookStaticDir as staticDir, storybookBuild } from './storybook-build';
import { serveStorybook } from './storybook-server';

/**
 * Once for the story tests: `storybook build` (storybook-build.ts), served on an ephemeral loopback port with the payment provider's
 * pages. SENDA_SKIP_STORYBOOK_BUILD=1 reuses an existing build.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
    storybookDir: string;
  }
}

export default async function setup(project: TestProject) {
  const reuse = process.env.SENDA_SKIP_STORYBOOK_BUILD === '1' && existsSync(join(staticDir, 'index.json'));
  if (!reuse) {
    const started = Date.now();
    execFileSync(storybookBuild.command, storybookBuild.args, {
      cwd: storybookBuild.cwd,
      env: storybookBuild.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.info(`[storybook] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const { url, server } = await serveStorybook(staticDir);
  project.provide('storybookUrl', url);
  project.provide('storybookDir', staticDir);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
