import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileStorage, journeysFromDirectory, startGatewayHttpServer } from '@senda/sandbox/node';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../../../scripts/static-server.ts';

/**
 * Once for all browser tests: build the app as `npm start` does, start the sandbox gateway over
 * HTTP with a fresh state file, and serve the build with the gateway proxied. Tests get the URLs
 * through `inject`.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    gatewayUrl: string;
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
  let gatewayUrl: URL | undefined;
  const server = createStaticServer({
    root: distDir,
    port: 0,
    proxy: {
      prefixes: ['/gateway/', '/mocks/'],
      target: () => {
        if (!gatewayUrl) throw new Error('gateway not started');
        return gatewayUrl;
      },
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server did not bind');
  const storefrontUrl = `http://127.0.0.1:${address.port}`;

  const gateway = await startGatewayHttpServer({
    port: 0,
    providerPort: 0,
    corsOrigins: [storefrontUrl],
    storage: fileStorage(join(stateDir, 'state.json')),
    journeys: journeysFromDirectory(join(repoRoot, 'journeys')),
  });
  gatewayUrl = new URL(gateway.url);

  project.provide('storefrontUrl', storefrontUrl);
  project.provide('gatewayUrl', gateway.url);

  return async () => {
    server.close();
    await gateway.close();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
