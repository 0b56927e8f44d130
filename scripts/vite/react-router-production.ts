import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/**
 * react-router 7 ships a production build (dist/production: the same code with its development
 * warnings switched off) but its package exports name only dist/development
 * (remix-run/react-router#12532), so a bundler puts the development one in every build: the
 * warnings' checks and texts (0.5 KB gzip of the first load), and console output a customer's
 * browser has no use for. A build points the two entry points react-router-dom imports at the
 * production files; `vite` (dev), the tests and Storybook's dev server keep the warnings. Shared by
 * vite.config.ts and the web bench's library-floor build, so the floor stays the same libraries.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'senda-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(routerDist, 'production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(routerDist, 'production/dom-export.mjs') },
        ],
      },
    }),
  };
}
