import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { nginxServerBlock } from './nginx-config.ts';

/**
 * `npm run nginx:config`: writes the nginx server block for the current build (see
 * nginx-config.ts) to ./senda.nginx.conf, or to NGINX_CONFIG_OUT (never into the build itself, which
 * is served: the file names the upstream). Run it after every build:
 * the CSP carries the hash of that build's boot script.
 *
 *   SENDA_DIST                where the build is served from (default: apps/web/dist here)
 *   NGINX_LISTEN              listen argument (default 80)
 *   GATEWAY_UPSTREAM          the operator's gateway, e.g. http://gateway.internal:8080 (required)
 *   PAYMENT_PROVIDER_ORIGINS  the payment provider's origins, comma-separated (required)
 *   SERVER_NAME               server_name (default _)
 *   GTM_CONTAINER_ID          the operator's Google Tag Manager container, when it has one: the CSP
 *                             then allows the tag manager (docs/analytics.md)
 */
const env = process.env;
const required = (name: string) => {
  const value = env[name]?.trim();
  if (!value) {
    console.error(`${name} is required (see scripts/write-nginx-config.ts)`);
    process.exit(2);
  }
  return value;
};
const dist = resolve(env.SENDA_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname);
const out = resolve(env.NGINX_CONFIG_OUT ?? 'senda.nginx.conf');
const config = nginxServerBlock({
  dist,
  indexHtml: readFileSync(`${dist}/index.html`, 'utf8'),
  listen: env.NGINX_LISTEN ?? '80',
  upstream: required('GATEWAY_UPSTREAM'),
  proxiedPrefixes: ['/gateway/'],
  paymentProviderOrigins: required('PAYMENT_PROVIDER_ORIGINS')
    .split(',')
    .map((origin) => new URL(origin.trim()).origin),
  serverName: env.SERVER_NAME,
  tagManager: (env.GTM_CONTAINER_ID?.trim() ?? '') !== '',
});
writeFileSync(out, config);
console.info(`nginx server block for ${dist} written to ${out}`);
