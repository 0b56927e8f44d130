import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { DeployConfig } from '@senda/core/config';
import { configureDeploy } from './configure-deploy.ts';
import { nginxStandaloneConfig, type ReviewRoom } from './nginx-config.ts';

/**
 * Debian's nginx running the server block `npm run nginx:config` writes (scripts/nginx-config.ts),
 * on a build configured as that command configures it (scripts/configure-deploy.ts): what an
 * operator deploys, for the browser tests that check it and the web bench that measures it.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Polls `origin` every 100 ms until it answers 200; fails at once when `failed` says why. */
async function answersWithin(origin: string, failed: () => string | false, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const status = await fetch(`${origin}/`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`nginx did not answer at ${origin} (last status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface NginxServer {
  origin: string;
  /** What nginx wrote to its error log so far. */
  errors(): string;
  close(): void;
}

/**
 * Serves `dist` (its pages given `deployConfig` first: pass a copy when other storefronts serve the
 * same build) on `port`, proxying `proxiedPrefixes` to `upstream`; resolves once nginx answers.
 */
export async function startNginx(options: {
  dist: string;
  port: number;
  deployConfig: DeployConfig;
  upstream: string;
  proxiedPrefixes: readonly string[];
  /** The review room (a Storybook build) under its path, when given. */
  review?: ReviewRoom;
}): Promise<NginxServer> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx`);
  const prefix = mkdtempSync(join(tmpdir(), 'senda-nginx-'));
  const origin = `http://127.0.0.1:${options.port}`;
  configureDeploy(options.dist, options.deployConfig);
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    nginxStandaloneConfig({
      prefix,
      // Root's workers would otherwise run as nobody and could not read a private checkout.
      ...(process.getuid?.() === 0 ? { user: userInfo().username } : {}),
      dist: options.dist,
      indexHtml: readFileSync(join(options.dist, 'index.html'), 'utf8'),
      listen: `127.0.0.1:${options.port}`,
      upstream: options.upstream,
      proxiedPrefixes: options.proxiedPrefixes,
      paymentProviderOrigins: options.deployConfig.paymentProviderOrigins,
      deployConfig: options.deployConfig,
      ...(options.review ? { review: options.review } : {}),
    }),
  );
  let errors = '';
  const nginx: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const close = () => {
    nginx.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // Ready when it answers: nginx has no readiness signal to wait for instead.
    await answersWithin(origin, () => nginx.exitCode !== null && `nginx exited: ${errors}`, 20_000);
  } catch (error) {
    close();
    throw error;
  }
  return { origin, errors: () => errors, close };
}
