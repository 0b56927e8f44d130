import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { FAILURES } from '../domain/failures.ts';
import { loadHandlerModulesFromFolder } from '../handlers/handler-modules.ts';
import { PAYMENT_PROVIDER_PATH } from '../handlers/payment-provider.handlers.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox.ts';

// Under tsx the handlers files are read from their folder (Vite finds them itself).
await loadHandlerModulesFromFolder();

export interface GatewayHttpServerOptions extends Omit<SandboxOptions, 'paymentProviderOrigin'> {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** The payment provider's own port, a second origin for the hosted-fields frame; 0 = free port. */
  providerPort?: number;
  /** Origins allowed by CORS (the storefront's); '*' reflects any origin. */
  corsOrigins?: readonly string[];
}

export interface GatewayHttpServer {
  readonly sandbox: Sandbox;
  /** e.g. http://127.0.0.1:4010 */
  readonly url: string;
  /** e.g. http://127.0.0.1:4011 */
  readonly providerUrl: string;
  close(): Promise<void>;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:6006',
];

const ALLOWED_HEADERS =
  'Accept, Accept-Language, Content-Type, X-Auth, X-DeviceId, X-Request-Id, X-Visitor-Id';

/**
 * The sandbox as a real HTTP server on loopback (npm run gateway): each request becomes a Fetch
 * Request answered by MSW's getResponse over the same handlers the tests use. No service worker,
 * no interception: the production build talks to it like to any gateway.
 */
export async function startGatewayHttpServer(
  options: GatewayHttpServerOptions = {},
): Promise<GatewayHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const corsOrigins = options.corsOrigins ?? DEFAULT_CORS_ORIGINS;
  let sandbox: Sandbox | undefined;
  const handle = (onlyProvider: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    if (!sandbox) {
      res.writeHead(503).end();
      return;
    }
    serve(sandbox, req, res, { corsOrigins, onlyProvider }).catch((error: unknown) => {
      console.error('[sandbox] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(failureBody(FAILURES.serverError)));
    });
  };

  const providerServer = createServer(handle(true));
  const providerPort = await listen(providerServer, host, options.providerPort ?? 0);
  const providerUrl = `http://${host}:${providerPort}`;
  const gatewayServer = createServer(handle(false));
  const port = await listen(gatewayServer, host, options.port ?? 0).catch(async (error: unknown) => {
    await close(providerServer);
    throw error;
  });
  sandbox = createSandbox({
    storefrontOrigins: corsOrigins.includes('*') ? ['*'] : corsOrigins,
    ...options,
    paymentProviderOrigin: providerUrl,
  });
  const ready = sandbox;
  return {
    sandbox: ready,
    url: `http://${host}:${port}`,
    providerUrl,
    close: async () => {
      ready.persistence?.flush();
      await Promise.all([close(gatewayServer), close(providerServer)]);
    },
  };
}

async function serve(
  sandbox: Sandbox,
  req: IncomingMessage,
  res: ServerResponse,
  options: { corsOrigins: readonly string[]; onlyProvider: boolean },
): Promise<void> {
  const origin = req.headers.origin;
  const cors = corsHeaders(origin, options.corsOrigins);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  const request = await toFetchRequest(req);
  const path = new URL(request.url).pathname;
  const response =
    options.onlyProvider && !path.startsWith(PAYMENT_PROVIDER_PATH)
      ? undefined
      : await getResponse(sandbox.handlers, request);

  if (!response) {
    res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(failureBody(FAILURES.notFound)));
    return;
  }
  // A forced network error: drop the connection without an answer, as a dead upstream would.
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  // Called directly (no storefront proxy in front), the client is whoever opened the socket.
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) {
    headers.set('x-forwarded-for', req.socket.remoteAddress);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !(allowed.includes('*') || allowed.includes(origin))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    // Not CORS-safelisted: without this a storefront on another origin cannot read how long to wait.
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  };
}

function failureBody(spec: { errorId: number; errorCode: string; message: string }) {
  return { failure: { errorId: spec.errorId, errorCode: spec.errorCode, message: spec.message } };
}

/**
 * Idle keep-alive sockets stay open longer than any client keeps them (Node's 5 s default is
 * shorter than the storefront proxy's agent, Chromium's and Playwright's): a server that closes a
 * socket at the moment a client reuses it answers that request with ECONNRESET, a failure no
 * customer caused.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function listen(server: Server, host: string, port: number): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
