import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_FORMAT, nginxServerBlock, nginxStandaloneConfig } from '../scripts/nginx-config.ts';
import { inlineScriptHashes } from '../scripts/security-headers.ts';

/**
 * The production nginx configuration as text: what it logs and which headers it adds where. The
 * browser test (`nginx.browser.test.ts`) runs it in nginx.
 */
const OPTIONS = {
  dist: '/srv/senda',
  indexHtml: '<!doctype html><script>boot()</script>',
  listen: '80',
  upstream: 'http://gateway.internal:8080',
  proxiedPrefixes: ['/gateway/'],
  paymentProviderOrigins: ['https://pay.example'],
};

/** A review room whose pages have one inline script each (Storybook's build has a few). */
const REVIEW = {
  path: '/review/',
  dist: '/srv/review',
  pages: ['<html><script>window.CONFIG_TYPE = "PRODUCTION";</script></html>', '<script>boot()</script>'],
};

/** The body of the first block that starts with `opening` (`location /gateway/ {`). */
function block(config: string, opening: string): string {
  const start = config.indexOf(opening);
  if (start < 0) throw new Error(`no ${opening}`);
  let depth = 0;
  for (let index = start; index < config.length; index += 1) {
    if (config[index] === '{') depth += 1;
    if (config[index] === '}' && --depth === 0) return config.slice(start, index + 1);
  }
  throw new Error(`unclosed ${opening}`);
}

describe('nginx configuration', () => {
  it('logs neither query strings nor Referer, where a login link carries its token', () => {
    const config = nginxServerBlock(OPTIONS);
    for (const leaking of [
      '$request ',
      '$request"',
      '$request_uri',
      '$args',
      '$query_string',
      '$arg_',
      '$http_referer',
    ]) {
      expect(ACCESS_LOG_FORMAT).not.toContain(leaking);
    }
    expect(ACCESS_LOG_FORMAT).toContain('$uri');
    expect(config).toContain(`log_format senda_access '${ACCESS_LOG_FORMAT}';`);
    expect(block(config, 'server {')).toMatch(/\n {2}access_log \S+ senda_access;/);
    const standalone = nginxStandaloneConfig({ ...OPTIONS, prefix: '/tmp/x' });
    expect(standalone.match(/access_log [^;]+;/g)).toEqual(['access_log /tmp/x/access.log senda_access;']);
  });

  it('sends no referrer from a page opened with a login token', () => {
    const config = nginxServerBlock(OPTIONS);
    expect(block(config, 'map $arg_auth_token $senda_referrer_policy {')).toMatch(
      /"" strict-origin-when-cross-origin;\s+default no-referrer;/,
    );
    for (const location of ['location / {', 'location = /index.html {']) {
      expect(block(config, location)).toContain(
        'add_header referrer-policy "$senda_referrer_policy" always;',
      );
    }
  });

  it('adds nosniff to the proxied gateway answers and to every 404 of a source map', () => {
    const config = nginxServerBlock(OPTIONS);
    expect(block(config, 'location /gateway/ {')).toContain(
      'add_header x-content-type-options "nosniff" always;',
    );
    for (const map of config.split('location ~ \\.map$ {').slice(1)) {
      expect(map.slice(0, map.indexOf('}'))).toContain('add_header x-content-type-options "nosniff" always;');
    }
  });

  it('serves the review room only when asked, under its path, unindexed, with no wider service worker scope', () => {
    expect(nginxServerBlock(OPTIONS)).not.toMatch(/review|x-robots-tag/i);
    const config = nginxServerBlock({ ...OPTIONS, review: REVIEW });
    const room = block(config, 'location ^~ /review/ {');
    expect(room).toContain('alias /srv/review/;');
    expect(room).toContain('add_header x-robots-tag "noindex, nofollow" always;');
    expect(room).toContain('add_header x-frame-options "SAMEORIGIN" always;');
    // Its maps stay unpublished too.
    expect(block(room, 'location ~ \\.map$ {')).toContain('return 404;');
    expect(block(config, 'location = /review {')).toContain('return 301 /review/;');
    // A service worker's scope stays its script's folder: nothing lets it reach the storefront.
    expect(config.toLowerCase()).not.toContain('service-worker-allowed');
    // The storefront's locations come after it: ^~ keeps their regex locations off its files.
    expect(config.indexOf('location ^~ /review/')).toBeLessThan(config.indexOf('location / {'));
    expect(block(config, 'location / {')).not.toContain('x-robots-tag');
  });

  it('refuses a review room path that is not plain lowercase ASCII between two slashes', () => {
    for (const path of ['/revisión/', 'review', '/review', '/Review/', '/a/b/']) {
      expect(() => nginxServerBlock({ ...OPTIONS, review: { ...REVIEW, path } }), path).toThrow(
        /review room path/,
      );
    }
  });

  it("gives the review room a Content-Security-Policy of its own: Storybook's own files and inline scripts, its own frames, nothing from elsewhere", () => {
    const room = block(nginxServerBlock({ ...OPTIONS, review: REVIEW }), 'location ^~ /review/ {');
    const policy = /add_header content-security-policy "([^"]+)" always;/.exec(room)?.[1] ?? '';
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'", ...REVIEW.pages.flatMap(inlineScriptHashes)]);
    expect(directives['script-src']).toHaveLength(3);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // No eval and no other origin anywhere.
    expect(policy).not.toMatch(/unsafe-eval|https?:|\*/);
    // Its maps' 404s carry it too; the storefront's pages keep theirs.
    expect(block(room, 'location ~ \\.map$ {')).toContain('content-security-policy');
    expect(block(nginxServerBlock({ ...OPTIONS, review: REVIEW }), 'location / {')).toContain(
      "frame-ancestors 'none'",
    );
  });
});
