import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEPLOY_CONFIG_ELEMENT_ID } from '../../../../packages/core/src/config/deploy-config.ts';
import { freePort } from '../../../../scripts/nginx-server.ts';
import { prerenderedFile } from '../../../../scripts/prerendered-files.ts';

/**
 * `npm start` is `npm run build:sandbox` then scripts/start.ts. The browser project's build is that
 * build (global-setup.ts gives Vite the same mode and a relative outDir, as the script does), so
 * this serves it with scripts/start.ts itself: the pages a visitor opens first answer, with the
 * sandbox's deploy config written in. No build of its own, no browser.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'senda-start-'));
let start: ChildProcess | undefined;

afterAll(() => {
  start?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

/** Starts scripts/start.ts on free ports; resolves with its storefront's address once it says so. */
async function startScript(dist: string): Promise<string> {
  const [port, gatewayPort, providerPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SENDA_DIST: dist,
      PORT: String(port),
      GATEWAY_PORT: String(gatewayPort),
      PAYMENT_PROVIDER_PORT: String(providerPort),
      SANDBOX_DATA_FILE: join(work, 'gateway-state.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  start = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start's server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const url = /Senda storefront\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start's server exited with ${code}:\n${output}`));
    });
  });
}

describe('npm start', () => {
  it('builds the prerendered frames and serves the storefront with the sandbox deploy config', async () => {
    const dist = inject('distDir');
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    for (const locale of ['es-MX', 'en-US'])
      expect(existsSync(join(dist, prerenderedFile(locale, '/web/pre-checkout'))), locale).toBe(true);
    const url = await startScript(dist);
    for (const path of ['/', '/web/plans', '/web/pre-checkout']) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(html, path).toContain('<div id="root"');
      const config = new RegExp(
        `<script type="application/json" id="${DEPLOY_CONFIG_ELEMENT_ID}">([^<]*)</script>`,
      ).exec(html)?.[1];
      expect(JSON.parse(config ?? 'null'), path).toMatchObject({ gatewayUrl: '/gateway/' });
    }
  });
});
