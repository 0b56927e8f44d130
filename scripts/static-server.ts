import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request as proxyRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { DeployConfig } from '../packages/core/src/config/deploy-config.ts';
import { documentLocale } from '../packages/core/src/i18n/document-locale.ts';
import { LINK_TOKEN_PARAM } from '../packages/core/src/navigation/link-token.ts';
import { inlineDeployConfig } from './configure-deploy.ts';
import { prerenderedFile, routeFile } from './prerendered-files.ts';
import {
  commonSecurityHeaders,
  documentSecurityHeaders,
  TOKEN_PAGE_REFERRER_POLICY,
} from './security-headers.ts';

/**
 * Serves the production build the way a CDN would: compressed (brotli or gzip, chosen by
 * Accept-Encoding), long-cached hashed assets, SPA fallback to index.html — or to the page's
 * prerendered HTML in the visitor's language, or the route's own HTML naming its chunks, when the
 * build has it — and the gateway paths
 * proxied to the sandbox gateway so the browser talks to one origin; source maps answer 404. Used
 * by `npm start`, the browser tests and the Lighthouse benchmark.
 */
export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /**
   * Requests under these prefixes go to the gateway (e.g. `/gateway/`, `/mocks/`). The target may
   * be given late (a function), for when the gateway needs this server's origin to start.
   */
  proxy?: { prefixes: string[]; target: URL | (() => URL) };
  /**
   * The storefront's security headers (security-headers.ts): the payment provider's origins, read
   * per request as they may be known only once the gateway has started. Left out for other
   * builds served with this server (Storybook's), whose pages are not the storefront's.
   */
  security?: { paymentProviderOrigins: () => readonly string[]; connectOrigins?: readonly string[] };
  /**
   * The deploy config the pages are served with (configure-deploy.ts writes it into each HTML
   * answer, as the nginx generator writes it into the files), read when a page is first served as
   * it may be known only once the gateway has started; the CSP follows it. Two servers can so serve
   * one build with configs of their own. Left out, the pages are served as they are on disk.
   */
  deployConfig?: () => DeployConfig;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** The path as the file system reads it; undefined when it is not valid percent-encoding. */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** A request and its answer, over HTTP/1.1 or, on the secure server, HTTP/2. */
type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/**
 * Headers that describe one hop's connection (RFC 9110 the spec), and HTTP/2's pseudo-headers: the
 * proxy never forwards them. Over HTTP/2 the browser's request carries `:path`, which an HTTP/1.1
 * request cannot, and a gateway's `connection: keep-alive` is an error in an HTTP/2 answer.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);
function endToEnd<T extends IncomingHttpHeaders | OutgoingHttpHeaders>(headers: T): T {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name.toLowerCase())),
  ) as T;
}

interface Entry {
  mtimeMs: number;
  /** The deploy config written into the page, as JSON. */
  configured?: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export function createStaticServer(options: StaticServerOptions): Server {
  const handle = staticRequestHandler(options);
  const server = createServer(handle);
  // Idle keep-alive sockets outlive the browser's: Node's 5 s closes one as a page reuses it, and
  // that request fails with a reset (the sandbox gateway does the same, KEEP_ALIVE_TIMEOUT_MS).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/**
 * The same server over TLS, speaking HTTP/2 to browsers (and HTTP/1.1 to clients that ask for
 * it), as a CDN serves a production storefront: one connection carries every chunk. The web bench
 * measures over it (web-bench.ts), with a certificate of its own.
 */
export function createSecureStaticServer(
  options: StaticServerOptions,
  tls: { key: string | Buffer; cert: string | Buffer },
): Http2SecureServer {
  return createSecureServer({ ...tls, allowHTTP1: true }, staticRequestHandler(options));
}

function staticRequestHandler(options: StaticServerOptions): (req: Request, res: Response) => void {
  const root = resolve(options.root);
  const cache = new Map<string, Entry>();

  function load(file: string): Entry {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    const deployConfig = extname(file) === '.html' ? options.deployConfig?.() : undefined;
    const configured = deployConfig && JSON.stringify(deployConfig);
    // A rebuild while serving replaces files: the modification time tells a stale cache entry.
    if (cached && cached.mtimeMs === mtimeMs && cached.configured === configured) return cached;
    const onDisk = readFileSync(file);
    const raw = deployConfig
      ? Buffer.from(inlineDeployConfig(onDisk.toString('utf8'), deployConfig), 'utf8')
      : onDisk;
    const entry: Entry = { mtimeMs, raw, ...(configured ? { configured } : {}) };
    if (COMPRESSIBLE.has(extname(file)) && raw.length > 512) {
      entry.br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(raw, { level: 9 });
    }
    cache.set(file, entry);
    return entry;
  }

  function resolveFile(pathname: string): string | undefined {
    const decoded = decodePath(pathname);
    if (decoded === undefined) return undefined;
    const candidate = normalize(join(root, decoded));
    if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    return undefined;
  }

  /** The page's prerendered HTML in the language the page load will start in, if the build has it. */
  function prerenderedPage(req: Request, url: URL): string | undefined {
    // Exactly the routes' paths: the app hydrates a frame only at the path it was rendered for.
    const path = url.pathname;
    if (path === '/' || path.endsWith('/')) return undefined;
    const locale = documentLocale({
      setlocale: url.searchParams.get('setlocale'),
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    return resolveFile(`/${prerenderedFile(locale, path)}`);
  }

  /** The route's own HTML (index.html naming the route's chunks), if the build has it. */
  function routePage(url: URL): string | undefined {
    if (url.pathname !== '/' && url.pathname.endsWith('/')) return undefined;
    return resolveFile(`/${routeFile(url.pathname)}`);
  }

  function proxy(req: Request, res: Response, target: URL): void {
    const upstream = proxyRequest(
      {
        agent: gatewayAgent,
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        // The edge says who the client is: what it saw, never what the client claimed.
        headers: {
          ...endToEnd(req.headers),
          host: target.host,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        // The gateway's answers are JSON the browser must never sniff into something else.
        res.writeHead(answer.statusCode ?? 502, {
          ...endToEnd(answer.headers),
          'x-content-type-options': 'nosniff',
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // The gateway took the request and dropped the connection: the browser must see what it would
      // see without this proxy, a dropped connection, not an answer. A gateway that cannot be reached
      // at all is a 502, as any reverse proxy answers.
      if (res.headersSent || error.code === 'ECONNRESET') {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
      res.end(JSON.stringify({ failure: { errorId: 999999, errorCode: 'GATEWAY_UNREACHABLE' } }));
    });
    req.pipe(upstream);
  }

  // Connections to the gateway are reused, and let go after 30 s idle: before the gateway's own
  // 65 s, so the proxy never sends on a socket the gateway is closing (a reset the customer would see).
  const gatewayAgent = new Agent({ keepAlive: true, timeout: 30_000 });

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // A build replaced under a running server, a file vanishing: answer, never crash.
      console.error('[static] request failed', error);
      if (!res.headersSent) res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Service unavailable');
    }
  };

  function handle(req: Request, res: Response): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.proxy?.prefixes.some((prefix) => url.pathname.startsWith(prefix))) {
      const { target } = options.proxy;
      proxy(req, res, typeof target === 'function' ? target() : target);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    // Unknown paths are app routes: the SPA decides (including its own 404 page). A missing
    // file (a hashed asset from an older build) is a real 404, never index.html served as JS.
    // Source maps are never published, even when a build leaves them beside the scripts: they
    // would hand out the whole source. The extension is read from the decoded path, the one the
    // file is looked up by (`.js%2Emap` and `.js.ma%70` name the map too); a path that cannot be
    // decoded names no file.
    const decodedPath = decodePath(url.pathname);
    const found =
      decodedPath === undefined || extname(decodedPath) === '.map' ? undefined : resolveFile(url.pathname);
    if (!found && (url.pathname.startsWith('/assets/') || extname(decodedPath ?? url.pathname) !== '')) {
      res
        .writeHead(404, {
          'content-type': 'text/plain; charset=utf-8',
          'x-content-type-options': 'nosniff',
          ...(options.security ? commonSecurityHeaders() : {}),
        })
        .end('Not found');
      return;
    }
    const file = found ?? prerenderedPage(req, url) ?? routePage(url) ?? join(root, 'index.html');
    const entry = load(file);
    const ext = extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      // A page's HTML is in the language the request asks for (core's documentLocale).
      vary: found ? 'accept-encoding' : 'accept-encoding, accept-language, cookie',
      'x-content-type-options': 'nosniff',
      ...(options.security ? commonSecurityHeaders() : {}),
      ...(options.security && ext === '.html'
        ? documentSecurityHeaders({
            indexHtml: entry.raw.toString('utf8'),
            paymentProviderOrigins: options.security.paymentProviderOrigins(),
            connectOrigins: options.security.connectOrigins,
            ...(options.deployConfig ? { deployConfig: options.deployConfig() } : {}),
            ...(url.searchParams.has(LINK_TOKEN_PARAM) ? { referrerPolicy: TOKEN_PAGE_REFERRER_POLICY } : {}),
          })
        : {}),
    };
    let body = entry.raw;
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      headers['content-encoding'] = 'br';
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }
}
