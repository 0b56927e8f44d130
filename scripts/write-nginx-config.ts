import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configureDeploy, readDeployConfigFile } from './configure-deploy.ts';
import { nginxServerBlock, REVIEW_PATH_PATTERN, reviewRoomAt } from './nginx-config.ts';

/**
 * `npm run nginx:config`: configures a production build for one environment, then writes its nginx
 * server block (see nginx-config.ts) to ./senda.nginx.conf, or to NGINX_CONFIG_OUT (never into the
 * build itself, which is served: the file names the upstream).
 *
 * 1. Reads the operator's deploy config, SENDA_CONFIG (core's DeployConfigSchema: the gateway URL,
 *    tag manager, flag service, telemetry collector, reCAPTCHA key, payment provider origins),
 *    checks it and stops with every problem named when it is junk;
 * 2. writes it into every page of the build (configure-deploy.ts), so the browser has it in the
 *    page's first bytes;
 * 3. writes the server block, whose CSP allows what the config names and the hash of that build's
 *    boot script. Run it after every build and whenever the config changes.
 *
 *   SENDA_CONFIG      the deploy config, a JSON file (required)
 *   SENDA_DIST        where the build is served from (default: apps/web/dist here)
 *   GATEWAY_UPSTREAM  where nginx proxies the gateway when gatewayUrl is a path such as /gateway/,
 *                     e.g. http://gateway.internal:8080 (required then; unused for an absolute URL)
 *   NGINX_LISTEN      listen argument (default 80)
 *   SERVER_NAME       server_name (default _)
 *   REVIEW_PATH       serves the review room (the Storybook `npm run build:review` makes) under this
 *                     path, e.g. /review/ (off when unset; see nginx-config.ts, ReviewRoom)
 *   REVIEW_DIST       that build (default: apps/web/dist-review here); it must hold index.html
 */
const env = process.env;
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const configFile =
  env.SENDA_CONFIG?.trim() || fail('SENDA_CONFIG is required (see scripts/write-nginx-config.ts)');
let deployConfig: ReturnType<typeof readDeployConfigFile>;
try {
  deployConfig = readDeployConfigFile(resolve(configFile));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  throw error;
}
const proxied = deployConfig.gatewayUrl.startsWith('/');
const upstream = proxied
  ? env.GATEWAY_UPSTREAM?.trim() ||
    fail(`GATEWAY_UPSTREAM is required: gatewayUrl ${deployConfig.gatewayUrl} is proxied by nginx`)
  : '';
const dist = resolve(env.SENDA_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname);
const out = resolve(env.NGINX_CONFIG_OUT ?? 'senda.nginx.conf');
const reviewPath = env.REVIEW_PATH?.trim();
const reviewDist = resolve(env.REVIEW_DIST ?? new URL('../apps/web/dist-review', import.meta.url).pathname);
if (reviewPath && !REVIEW_PATH_PATTERN.test(reviewPath)) {
  fail(
    `REVIEW_PATH ${reviewPath}: use lowercase letters, digits and hyphens between two slashes, as /review/`,
  );
}
if (reviewPath && !existsSync(`${reviewDist}/index.html`)) {
  fail(`REVIEW_PATH is set but ${reviewDist} holds no index.html: run npm run build:review first`);
}
const pages = configureDeploy(dist, deployConfig);
const config = nginxServerBlock({
  dist,
  indexHtml: readFileSync(`${dist}/index.html`, 'utf8'),
  listen: env.NGINX_LISTEN ?? '80',
  upstream,
  proxiedPrefixes: proxied
    ? [deployConfig.gatewayUrl.endsWith('/') ? deployConfig.gatewayUrl : `${deployConfig.gatewayUrl}/`]
    : [],
  paymentProviderOrigins: deployConfig.paymentProviderOrigins,
  deployConfig,
  serverName: env.SERVER_NAME,
  ...(reviewPath ? { review: reviewRoomAt(reviewPath, reviewDist) } : {}),
});
writeFileSync(out, config);
console.info(`deploy config written into ${pages} pages of ${dist}`);
console.info(`nginx server block for ${dist} written to ${out}`);
