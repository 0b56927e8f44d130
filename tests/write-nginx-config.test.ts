import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm run nginx:config` (scripts/write-nginx-config.ts), run as an operator runs it, on a small
 * build of three pages: it writes the deploy config into every page before the boot script, and the
 * CSP of the server block it writes allows what the config names; junk stops it with the problem
 * named and the pages untouched.
 */
const ROOT = join(import.meta.dirname, '..');
const BOOT = '<script>window.__sendaEarlyReads={}</script>';
const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8" />${BOOT}<title>Senda</title></head><body><div id="root"></div></body></html>`;
const PAGES = ['index.html', 'routes/web/plan-selection.html', 'prerendered/es-MX/web/order-summary.html'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'senda-nginx-config-'));
  for (const file of PAGES) {
    mkdirSync(join(dir, 'dist', file, '..'), { recursive: true });
    writeFileSync(join(dir, 'dist', file), page('es-MX'));
  }
  mkdirSync(join(dir, 'dist/assets'));
  writeFileSync(join(dir, 'dist/assets/app-1.js'), 'export {}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function generate(config: unknown, env: Record<string, string> = {}) {
  writeFileSync(join(dir, 'senda-config.json'), typeof config === 'string' ? config : JSON.stringify(config));
  return spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/write-nginx-config.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      SENDA_DIST: join(dir, 'dist'),
      SENDA_CONFIG: join(dir, 'senda-config.json'),
      NGINX_CONFIG_OUT: join(dir, 'senda.nginx.conf'),
      ...env,
    },
  });
}

const csp = (conf: string): Record<string, string[]> =>
  Object.fromEntries(
    (/add_header content-security-policy "([^"]+)"/.exec(conf)?.[1] ?? '')
      .split('; ')
      .map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
  );

describe('npm run nginx:config', () => {
  const config = {
    gatewayUrl: 'https://api.operator.mx/v1/',
    gtmContainerId: 'GTM-SENDA01',
    flagsUrl: 'https://flags.operator.mx/',
    telemetryUrl: 'https://otel.operator.mx:4318',
    recaptchaSiteKey: '6LcSendaSiteKeyForTheStorefront00',
    paymentProviderOrigins: ['https://pay.provider.mx'],
  };

  it('writes the deploy config into every page, before the boot script, and the CSP follows it', () => {
    const run = generate(config);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const file of PAGES) {
      const html = readFileSync(join(dir, 'dist', file), 'utf8');
      const element = /<script type="application\/json" id="senda-config">([^<]*)<\/script>/.exec(html);
      expect(element, file).not.toBeNull();
      expect(JSON.parse(element?.[1] ?? '')).toEqual(config);
      expect(html.indexOf('id="senda-config"'), file).toBeLessThan(html.indexOf(BOOT));
    }
    const policy = csp(readFileSync(join(dir, 'senda.nginx.conf'), 'utf8'));
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.operator.mx',
        'https://flags.operator.mx',
        'https://otel.operator.mx:4318',
        'https://*.google-analytics.com',
      ]),
    );
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(policy['frame-src']).toEqual([
      'https://pay.provider.mx',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    // The gateway is on another origin: nothing to proxy.
    expect(readFileSync(join(dir, 'senda.nginx.conf'), 'utf8')).not.toContain('proxy_pass');
  });

  it('written again, replaces the config; a gateway path is proxied, and a config without services allows none', () => {
    generate(config);
    const run = generate(
      { gatewayUrl: '/gateway/', paymentProviderOrigins: ['https://pay.provider.mx'] },
      { GATEWAY_UPSTREAM: 'http://gateway.internal:8080' },
    );
    expect(run.status).toBe(0);
    const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
    expect(html.match(/id="senda-config"/g)).toHaveLength(1);
    expect(html).toContain('{"gatewayUrl":"/gateway/","paymentProviderOrigins":["https://pay.provider.mx"]}');
    const conf = readFileSync(join(dir, 'senda.nginx.conf'), 'utf8');
    expect(conf).toContain('location /gateway/ {\n    proxy_pass http://gateway.internal:8080;');
    expect(csp(conf)['connect-src']).toEqual(["'self'"]);
    expect(csp(conf)['script-src']?.filter((source) => !source.startsWith("'"))).toEqual([]);
  });

  it('stops on junk, naming each problem, and leaves the pages as they were', () => {
    const run = generate({
      gatewayUrl: '/gateway/',
      gtmContainerId: 'UA-1',
      paymentProviderOrigins: 'https://pay.provider.mx',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('gtmContainerId: gtmContainerId looks like GTM-XXXXXXX');
    expect(run.stderr).toContain('paymentProviderOrigins: paymentProviderOrigins must be a list of origins');
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toBe(page('es-MX'));
    expect(generate('{ not json').stderr).toMatch(/is not valid:\n {2}not valid JSON/);
    const unproxied = generate({ gatewayUrl: '/gateway/', paymentProviderOrigins: [] });
    expect(unproxied.status).toBe(2);
    expect(unproxied.stderr).toContain('GATEWAY_UPSTREAM is required');
  });
});
