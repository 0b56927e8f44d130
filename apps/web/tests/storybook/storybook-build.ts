import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one `storybook build` the story tests run on: into storybook-static/ (what `npm run
 * build-storybook` makes). The story project's global setup runs it, and `npm test` runs it
 * earlier, while the browser files still run, then tells that setup to reuse it
 * (SENDA_SKIP_STORYBOOK_BUILD=1): the build is then off the run's longest path.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const storybookStaticDir = join(repoRoot, 'storybook-static');

export const storybookBuild = {
  command: join(repoRoot, 'node_modules/.bin/storybook'),
  args: ['build', '--quiet', '-o', storybookStaticDir],
  cwd: repoRoot,
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
};
