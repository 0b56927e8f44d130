import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeployConfig } from '../packages/core/src/config/deploy-config.ts';
import { LOCALE_COOKIE } from '../packages/core/src/i18n/document-locale.ts';
import { LINK_TOKEN_PARAM } from '../packages/core/src/navigation/link-token.ts';
import { PRERENDERED_DIR, ROUTES_DIR } from './prerendered-files.ts';
import {
  commonSecurityHeaders,
  documentSecurityHeaders,
  REFERRER_POLICY,
  reviewRoomContentSecurityPolicy,
  TOKEN_PAGE_REFERRER_POLICY,
} from './security-headers.ts';

/**
 * The production nginx configuration: serves the build (apps/web/dist) as `npm start`'s Node
 * server does (static-server.ts) — the same security headers (security-headers.ts, read here, not
 * retyped), hashed assets cached for a year and everything else revalidated, gzip, the SPA
 * fallback to index.html for app routes, a real 404 for a missing file, no source maps — and
 * proxies the gateway paths to the operator's gateway.
 *
 * Before the server block come the maps that pick a prerendered page's language (`map` belongs to
 * the `http` context, where a sites-enabled file is included).
 *
 * The CSP carries the hash of index.html's inline boot script, which changes with each build, so
 * the configuration is written after the build (`npm run nginx:config`), never kept by hand.
 */
export interface NginxOptions {
  /** Absolute path of the build to serve. */
  dist: string;
  /** index.html of that build. */
  indexHtml: string;
  /** `listen` argument: a port, or address:port. */
  listen: string;
  /** Where the gateway paths go, e.g. `http://gateway.internal:8080`. */
  upstream: string;
  /** Paths proxied to the upstream: `/gateway/` in production, plus `/mocks/` against the sandbox. */
  proxiedPrefixes: readonly string[];
  paymentProviderOrigins: readonly string[];
  /** The operator's deploy config, already written into the build's pages: the CSP follows it. */
  deployConfig?: DeployConfig;
  serverName?: string;
  /** Where the access log goes (in the `senda_access` format); default nginx's own access log. */
  accessLog?: string;
  /** The review room (the Storybook, `npm run build:review`) served under a path; off when absent. */
  review?: ReviewRoom;
}

/**
 * The designers' and product people's review room: the static Storybook (its stories, the journey
 * editor, the sandbox gateway in a service worker) beside the storefront, under `path`. It carries
 * MSW and the sandbox, so it is a build of its own, never inside the storefront's (which
 * production.browser.test.ts keeps free of them), and its service worker's scope is its own folder:
 * its script is served from under `path` with no `Service-Worker-Allowed` header, so it can never
 * control, nor answer the requests of, a storefront page. Not for search engines (`noindex`).
 */
export interface ReviewRoom {
  /** Where it is served: `/review/` (lowercase letters, digits and hyphens between two slashes). */
  path: string;
  /** Absolute path of the Storybook build (apps/web/dist-review, or storybook-static). */
  dist: string;
  /** Its HTML pages as built (index.html, iframe.html): their inline scripts are allowed by hash. */
  pages: readonly string[];
}

/** A review room served from `dist` under `path`, with that build's pages read (`reviewRoomContentSecurityPolicy`). */
export function reviewRoomAt(path: string, dist: string): ReviewRoom {
  const pages = readdirSync(dist)
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(join(dist, name), 'utf8'));
  return { path, dist, pages };
}

/** A review room's path: ASCII only, so no percent-encoded path (`/revisión/`) to get wrong. */
export const REVIEW_PATH_PATTERN = /^\/[a-z0-9][a-z0-9-]*\/$/;

/** The review room's headers: its own CSP, framed by its own manager (same origin), never indexed, never cached stale. */
export function reviewRoomHeaders(pagesHtml: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': reviewRoomContentSecurityPolicy(pagesHtml),
    ...commonSecurityHeaders(),
    // Storybook's manager shows each story in an iframe of the same origin.
    'x-frame-options': 'SAMEORIGIN',
    'x-robots-tag': 'noindex, nofollow',
    'cache-control': 'no-cache',
  };
}

function reviewRoomLocations(review: ReviewRoom): string {
  if (!REVIEW_PATH_PATTERN.test(review.path)) {
    throw new Error(
      `review room path ${JSON.stringify(review.path)}: use lowercase letters, digits and hyphens, as /review/`,
    );
  }
  const headers = headerLines(reviewRoomHeaders(review.pages), '    ');
  const dist = review.dist.endsWith('/') ? review.dist : `${review.dist}/`;
  return `
  # The review room (Storybook, with the sandbox gateway in its own service worker), under its
  # path only: ^~ keeps the storefront's locations below from taking its files.
  location = ${review.path.slice(0, -1)} {
    absolute_redirect off;
    return 301 ${review.path};
  }

  location ^~ ${review.path} {
    alias ${dist};
    index index.html;
    location ~ \\.map$ {
${headers.replace(/^ {4}/gm, '      ')}
      return 404;
    }
${headers}
  }
`;
}

/**
 * The access log's format: the path without its query string (`$uri`, never `$request` or
 * `$request_uri`) and no `Referer`, so a login link's `auth_token`, in its own query or in the
 * `Referer` of the requests its page makes, never lands in a log file.
 */
export const ACCESS_LOG_FORMAT =
  '$remote_addr [$time_local] "$request_method $uri $server_protocol" $status $body_bytes_sent $request_time "$http_user_agent"';

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function headerLines(headers: Record<string, string>, indent: string): string {
  // `always`: error answers (a 404) carry them too. Each location repeats them because nginx
  // drops inherited add_header lines in any block that adds one of its own.
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

/**
 * `$senda_locale`: the language of the prerendered HTML to send, in core's documentLocale order —
 * `setlocale`, the language cookie the app keeps, the browser's first Spanish or English language
 * (nginx does not sort Accept-Language by q; browsers list languages in order), then en-US. When it
 * guesses other than the app, the app draws the page itself instead of adopting the HTML.
 */
function localeMaps(): string {
  return `log_format senda_access '${ACCESS_LOG_FORMAT}';

# A page opened with a login token sends no referrer (security-headers.ts).
map $arg_${LINK_TOKEN_PARAM} $senda_referrer_policy {
  "" ${REFERRER_POLICY};
  default ${TOKEN_PAGE_REFERRER_POLICY};
}

map $arg_setlocale $senda_setlocale {
  ~*^es es-MX;
  ~*^en en-US;
  default "";
}

map $cookie_${LOCALE_COOKIE} $senda_cookie_locale {
  es-MX es-MX;
  en-US en-US;
  default "";
}

map $http_accept_language $senda_browser_language {
  "~*^(?:[^,]*,)*?\\s*(?<language>es|en)(?:[-_;,\\s]|$)" $language;
  default "";
}

map "$senda_setlocale|$senda_cookie_locale|$senda_browser_language" $senda_locale {
  "~^(?<chosen>[a-z]{2}-[A-Z]{2})\\|" $chosen;
  "~^\\|(?<chosen>[a-z]{2}-[A-Z]{2})\\|" $chosen;
  "~*^\\|\\|es$" es-MX;
  "~*^\\|\\|en$" en-US;
  default en-US;
}
`;
}

/** A `server { … }` block, to include from the distribution's nginx.conf (sites-enabled). */
export function nginxServerBlock(options: NginxOptions): string {
  const common = headerLines(commonSecurityHeaders(), '    ');
  const document = headerLines(
    documentSecurityHeaders({
      indexHtml: options.indexHtml,
      paymentProviderOrigins: options.paymentProviderOrigins,
      ...(options.deployConfig ? { deployConfig: options.deployConfig } : {}),
      referrerPolicy: '$senda_referrer_policy',
    }),
    '    ',
  );
  const nosniff = headerLines({ 'x-content-type-options': 'nosniff' }, '    ');
  const proxies = options.proxiedPrefixes
    .map(
      (prefix) => `  location ${prefix} {
    proxy_pass ${options.upstream};
    proxy_http_version 1.1;
    proxy_set_header Host $proxy_host;
    # The edge says who the client is (the gateway's code request limits count per address):
    # the address nginx saw, never one the client wrote itself.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_buffering off;
    # The gateway's JSON, its errors included, is never sniffed into something else.
    proxy_hide_header X-Content-Type-Options;
${nosniff}
  }`,
    )
    .join('\n\n');
  return `${localeMaps()}
server {
  listen ${options.listen};
  server_name ${options.serverName ?? '_'};
  root ${options.dist};
  server_tokens off;
  charset utf-8;
  access_log ${options.accessLog ?? '/var/log/nginx/access.log'} senda_access;

  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/manifest+json text/plain;

${proxies}
${options.review ? reviewRoomLocations(options.review) : ''}
  # Source maps are never published, even when a build leaves them beside the scripts.
  location ~ \\.map$ {
${common}
    return 404;
  }

  # Hashed file names: a new build has new names, so a year is safe. ^~ keeps the regex
  # locations below from taking these paths.
  location ^~ /assets/ {
    location ~ \\.map$ {
${common.replace(/^ {4}/gm, '      ')}
      return 404;
    }
    try_files $uri =404;
${common}
    add_header Cache-Control "public, max-age=31536000, immutable" always;
  }

  # Other files (favicon, robots.txt): a missing one is a real 404, never index.html.
  location ~ \\.[A-Za-z0-9]+$ {
    try_files $uri =404;
${common}
    add_header Cache-Control "no-cache" always;
  }

  # App routes: the SPA decides, including its own not-found page. A page the build prerendered
  # gets its HTML in the language the page load will start in; another route its own HTML, which
  # names the chunks it needs (the same inline scripts as index.html, so the same CSP).
  location = / {
    try_files /${ROUTES_DIR}/index.html /index.html =404;
    add_header Vary "Accept-Encoding, Accept-Language, Cookie" always;
${document}
    add_header Cache-Control "no-cache" always;
  }

  location / {
    try_files /${PRERENDERED_DIR}/$senda_locale$uri.html /${ROUTES_DIR}$uri.html /index.html =404;
    add_header Vary "Accept-Encoding, Accept-Language, Cookie" always;
${document}
    add_header Cache-Control "no-cache" always;
  }

  location = /index.html {
${document}
    add_header Cache-Control "no-cache" always;
  }
}
`;
}

/**
 * A whole nginx.conf around the server block, runnable by an unprivileged user from `prefix`
 * (pid, logs and temporary files there): what the CI test starts, and a starting point for a
 * container image.
 */
export function nginxStandaloneConfig(options: NginxOptions & { prefix: string; user?: string }): string {
  const { prefix } = options;
  // Started as root, nginx runs its workers as `nobody`, who cannot read a build inside a private
  // directory (a CI checkout under mktemp -d): the caller names the user that owns the build.
  const user = options.user ? `user ${options.user};\n` : '';
  return `${user}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;

events {
  worker_connections 256;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;

${nginxServerBlock({ accessLog: `${prefix}/access.log`, ...options })
  .split('\n')
  .map((line) => (line ? `  ${line}` : line))
  .join('\n')}
}
`;
}
