import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeployConfig } from '@senda/core/config';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reviewRoomAt } from '../../../../scripts/nginx-config.ts';
import { freePort, type NginxServer, startNginx } from '../../../../scripts/nginx-server.ts';
import {
  cspViolations,
  gatewayUrl,
  launchBrowser,
  newPhoneContext,
  providerUrl,
  STANDALONE_PAGES,
} from './browser';

/**
 * The production nginx configuration (scripts/nginx-config.ts), run by Debian's nginx on the
 * browser tests' build with the sandbox gateway as its upstream: the headers, caching, compression,
 * SPA fallback and proxy it promises, and the pages loading under its CSP without a violation.
 * The build is configured as `npm run nginx:config` configures it (its deploy config written into
 * a copy of the pages: the other storefronts serve the same build with configs of their own).
 * production.browser.test.ts serves the production build so and walks a purchase on it.
 */
const copy = mkdtempSync(join(tmpdir(), 'senda-nginx-dist-'));
let nginx: NginxServer | undefined;
let origin: string;
let browser: Browser;

/**
 * The review room's stand-in: Storybook's build comes later in a test run (the story lane), so
 * this is an index page that registers the sandbox's real service worker script from its own
 * folder, as the Storybook's preview does (story-sandbox.ts).
 */
const REVIEW_INDEX = `<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><title>review</title></head>
<body><script>navigator.serviceWorker.register('./mockServiceWorker.js').then((r) => { document.title = 'scope ' + r.scope; }, (e) => { document.title = 'failed ' + e; });</script></body></html>`;

beforeAll(async () => {
  const review = join(copy, 'review');
  mkdirSync(review);
  writeFileSync(join(review, 'index.html'), REVIEW_INDEX);
  cpSync(
    join(import.meta.dirname, '../../public/mockServiceWorker.js'),
    join(review, 'mockServiceWorker.js'),
  );
  const dist = join(copy, 'dist');
  // The maps are never served; leaving them out keeps the copy small.
  cpSync(inject('distDir'), dist, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const deployConfig: DeployConfig = {
    gatewayUrl: '/gateway/',
    paymentProviderOrigins: [new URL(providerUrl()).origin],
  };
  nginx = await startNginx({
    dist,
    port: await freePort(),
    deployConfig,
    upstream: gatewayUrl(),
    proxiedPrefixes: ['/gateway/', '/mocks/'],
    review: reviewRoomAt('/review/', review),
  });
  origin = nginx.origin;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  nginx?.close();
  rmSync(copy, { recursive: true, force: true });
});

const assetPath = () => {
  const html = readFileSync(join(inject('distDir'), 'index.html'), 'utf8');
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error('no entry script in index.html');
  return script;
};

describe('nginx serving the build', () => {
  it('sends the storefront headers on pages, including app routes it falls back for', async () => {
    const served = await fetch(`${origin}/`);
    const expected = served.headers.get('content-security-policy');
    expect(expected).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    for (const path of ['/', '/manage/order?orderRef=X', '/web/pre-checkout']) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toContain('<div id="root"');
      expect(answer.headers.get('content-security-policy')).toBe(expected);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('permissions-policy')).toMatch(/^camera=\(self\), /);
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("sends a prerendered page's HTML in the language the page will start in (core's documentLocale)", async () => {
    const lang = async (path: string, headers: Record<string, string>) =>
      /<html lang="([^"]+)">/.exec(await (await fetch(`${origin}${path}`, { headers })).text())?.[1];
    const page = '/web/order-summary';
    expect(await lang(page, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).toBe('es-MX');
    expect(await lang(page, { 'accept-language': 'fr-FR,en-GB;q=0.8,es;q=0.5' })).toBe('en-US');
    expect(await lang(page, { 'accept-language': 'fr-FR' })).toBe('en-US');
    expect(await lang(`${page}?setlocale=en-US`, { 'accept-language': 'es-MX' })).toBe('en-US');
    expect(await lang(page, { 'accept-language': 'es-MX', cookie: 'senda_locale=en-US' })).toBe('en-US');
    expect(await lang(`${page}?setlocale=es`, { cookie: 'senda_locale=en-US' })).toBe('es-MX');
    const prerendered = await (await fetch(`${origin}${page}`)).text();
    expect(prerendered).toContain('data-frame=');
    // Not prerendered: the app's index.html.
    expect(await (await fetch(`${origin}/web/addon-selection`)).text()).not.toContain('data-frame=');
  });

  it('caches hashed assets for a year, compresses them, and publishes no source map', async () => {
    const script = await fetch(`${origin}${assetPath()}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${origin}${assetPath()}.map`)).status).toBe(404);
    // A hashed file of an older build is a real 404, never index.html served as a script.
    const stale = await fetch(`${origin}/assets/index-OLDBUILD.js`);
    expect(stale.status).toBe(404);
    expect(await stale.text()).not.toContain('<div id="root">');
  });

  it('proxies the gateway paths to the upstream', async () => {
    const config = await fetch(`${origin}/gateway/config-service/v1/global_config`);
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/json/);
    const direct = await fetch(`${gatewayUrl()}/gateway/config-service/v1/global_config`);
    expect(await config.json()).toEqual(await direct.json());
    expect((await fetch(`${origin}/mocks/clock`)).headers.get('content-type')).toMatch(/json/);
  });

  it('loads every page outside the journey in Chromium with no CSP violation', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const blocked: string[] = [];
    for (const path of STANDALONE_PAGES) {
      await page.goto(`${origin}${path}`);
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      // With maintenance off, the maintenance page leaves for home by itself once its status
      // check answers: read the violations of the page it lands on, not mid-navigation.
      if (path === '/maintenance') {
        await page.waitForURL((url) => url.pathname !== '/maintenance', { timeout: 30_000 });
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
      }
      blocked.push(...(await cspViolations(page)));
    }
    await context.close();
    expect(blocked, 'Content-Security-Policy violations').toEqual([]);
  });

  it('serves the review room under /review/, not indexed, its service worker scoped there: the storefront has none', async () => {
    const index = await fetch(`${origin}/review/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(index.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const moved = await fetch(`${origin}/review`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/review/']);
    const worker = await fetch(`${origin}/review/mockServiceWorker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('service-worker-allowed')).toBeNull();

    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${origin}/review/`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^(scope|failed) /);
    expect(await page.title()).toBe(`scope ${origin}/review/`);
    await page.goto(`${origin}/`);
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(
      await page.evaluate(async () => ({
        registration: (await navigator.serviceWorker.getRegistration())?.scope ?? null,
        controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      })),
    ).toEqual({ registration: null, controller: null });
    await context.close();
  });
});
