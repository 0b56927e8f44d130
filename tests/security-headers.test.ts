import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../scripts/security-headers.ts';
import { createStaticServer } from '../scripts/static-server.ts';

const BOOT = 'document.documentElement.lang="es-MX";';
const PAGE = `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/app-1.js"></script></head><body></body></html>`;
const PROVIDER = 'http://127.0.0.1:4011';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Each directive's values, from a policy's text. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name as string, values];
    }),
  );
}

describe('content security policy', () => {
  it('allows the inline boot script by its hash, never by unsafe-inline, and no script from elsewhere', () => {
    const policy = directives(contentSecurityPolicy({ indexHtml: PAGE, paymentProviderOrigins: [PROVIDER] }));
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(BOOT)]);
    expect(policy['script-src']).toEqual(["'self'", sha256(BOOT)]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('follows the build: another boot script gets another hash', () => {
    const rebuilt = PAGE.replace(BOOT, `${BOOT}/*next build*/`);
    expect(inlineScriptHashes(rebuilt)).not.toEqual(inlineScriptHashes(PAGE));
  });

  it('frames only the payment provider, is framed by nobody, and shuts objects and base URLs', () => {
    const policy = directives(contentSecurityPolicy({ indexHtml: PAGE, paymentProviderOrigins: [PROVIDER] }));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual([PROVIDER]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('allows Google Tag Manager and GA4 only when a container is configured', () => {
    const without = directives(contentSecurityPolicy({ indexHtml: PAGE, paymentProviderOrigins: [] }));
    expect(without['script-src']).toEqual(["'self'", sha256(BOOT)]);
    expect(without['connect-src']).toEqual(["'self'"]);
    expect(without['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const policy = directives(
      contentSecurityPolicy({
        indexHtml: PAGE,
        paymentProviderOrigins: [],
        deployConfig: { gatewayUrl: '/gateway/', gtmContainerId: 'GTM-ABC1234', paymentProviderOrigins: [] },
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", sha256(BOOT), 'https://www.googletagmanager.com']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
    // A container served from the operator's own tagging server: its origin may run scripts too.
    const firstParty = directives(
      contentSecurityPolicy({
        indexHtml: PAGE,
        paymentProviderOrigins: [],
        deployConfig: {
          gatewayUrl: '/gateway/',
          gtmContainerId: 'GTM-ABC1234',
          gtmScriptUrl: 'https://tags.example.mx/gtm.js',
          paymentProviderOrigins: [],
        },
      }),
    );
    expect(firstParty['script-src']).toEqual([
      "'self'",
      sha256(BOOT),
      'https://www.googletagmanager.com',
      'https://tags.example.mx',
    ]);
  });

  it('frames nothing when no provider is known', () => {
    const policy = directives(contentSecurityPolicy({ indexHtml: PAGE, paymentProviderOrigins: [] }));
    expect(policy['frame-src']).toEqual(["'none'"]);
  });
});

describe('the storefront server sends them', () => {
  const root = mkdtempSync(join(tmpdir(), 'senda-headers-'));
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), PAGE);
    writeFileSync(join(root, 'assets/app-1.js'), 'console.log("app");\n');
    server = createStaticServer({ root, port: 0, security: { paymentProviderOrigins: () => [PROVIDER] } });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('server did not bind');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('on a page, including an app route served by the SPA fallback', async () => {
    for (const path of ['/', '/manage/order?orderRef=X']) {
      const { headers } = await fetch(`${origin}${path}`);
      expect(headers.get('content-security-policy')).toContain(sha256(BOOT));
      expect(headers.get('content-security-policy')).toContain(`frame-src ${PROVIDER}`);
      expect(headers.get('permissions-policy')).toMatch(/^camera=\(self\), /);
      expect(headers.get('permissions-policy')).toContain('microphone=()');
      expect(headers.get('permissions-policy')).toContain('geolocation=()');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('on a page opened with a login token, no referrer at all until the boot script has cleaned the address', async () => {
    for (const path of ['/?auth_token=eyJ.a.b', '/web/payment?orderRef=X&auth_token=eyJ.a.b']) {
      const { headers } = await fetch(`${origin}${path}`);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('on a script, without the page-only policy', async () => {
    const { headers } = await fetch(`${origin}/assets/app-1.js`);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toBeNull();
  });
});
