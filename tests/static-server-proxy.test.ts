import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecureStaticServer, createStaticServer } from '../scripts/static-server.ts';

/**
 * `npm start` proxies /gateway/ to the sandbox. A gateway that drops the connection must reach the
 * browser as a dropped connection (what the client's retry and the fault runs expect), and one that
 * cannot be reached as a 502.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string): Promise<{ status: number; nosniff?: boolean } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ hostname: '127.0.0.1', port, path }, (res) => {
      res.resume();
      const nosniff = res.headers['x-content-type-options'] === 'nosniff';
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(nosniff ? { nosniff } : {}) }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

async function storefrontProxyingTo(upstreamPort: number) {
  const storefront = createStaticServer({
    root: process.cwd(),
    // Not used: the test's own listen() picks the port.
    port: 0,
    proxy: { prefixes: ['/gateway/'], target: new URL(`http://127.0.0.1:${upstreamPort}`) },
  });
  return listen(storefront);
}

describe('the storefront server proxying the gateway', () => {
  it('passes a dropped connection on as a dropped connection', async () => {
    const gateway = createServer((req) => req.socket.destroy());
    const port = await storefrontProxyingTo(await listen(gateway));
    await expect(get(port, '/gateway/config-service/v1/maintenance')).resolves.toEqual({
      error: 'ECONNRESET',
    });
  });

  it('answers 502 when the gateway cannot be reached', async () => {
    const closed = createServer();
    const unreachable = await listen(closed);
    await new Promise((done) => closed.close(done));
    servers.splice(servers.indexOf(closed), 1);
    const port = await storefrontProxyingTo(unreachable);
    await expect(get(port, '/gateway/config-service/v1/maintenance')).resolves.toEqual({
      status: 502,
      nosniff: true,
    });
  });

  it('adds nosniff to the gateway’s answers, its errors included', async () => {
    const gateway = createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"failure":{}}');
    });
    const port = await storefrontProxyingTo(await listen(gateway));
    await expect(get(port, '/gateway/order-service/v1/orders/x')).resolves.toEqual({
      status: 404,
      nosniff: true,
    });
  });
});

describe('the storefront server over TLS and HTTP/2 (the web bench serves so)', () => {
  // A certificate for 127.0.0.1 made for this test alone (openssl, valid 100 years); it guards nothing.
  const tls = {
    key: readFileSync(new URL('./fixtures/loopback-test-key.pem', import.meta.url)),
    cert: readFileSync(new URL('./fixtures/loopback-test-cert.pem', import.meta.url)),
  };

  async function getOverHttp2(port: number, path: string) {
    const session = connect(`https://127.0.0.1:${port}`, { ca: tls.cert });
    try {
      return await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': path });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
        });
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          body += chunk;
        });
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
    } finally {
      session.close();
    }
  }

  it('proxies the gateway: no HTTP/2 pseudo-header goes upstream, no hop-by-hop header comes back', async () => {
    let upstreamHeaders: IncomingHttpHeaders = {};
    // Node's HTTP/1.1 server answers with `connection: keep-alive`, which HTTP/2 forbids.
    const gateway = createServer((req, res) => {
      upstreamHeaders = req.headers;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    const upstreamPort = await listen(gateway);
    const storefront = createSecureStaticServer(
      {
        root: process.cwd(),
        port: 0,
        proxy: { prefixes: ['/gateway/'], target: new URL(`http://127.0.0.1:${upstreamPort}`) },
      },
      tls,
    );
    servers.push(storefront as unknown as Server);
    await new Promise<void>((done) => storefront.listen(0, '127.0.0.1', done));
    const port = (storefront.address() as AddressInfo).port;

    await expect(getOverHttp2(port, '/gateway/config-service/v1/maintenance')).resolves.toEqual({
      status: 200,
      body: '{"ok":true}',
    });
    expect(Object.keys(upstreamHeaders).filter((name) => name.startsWith(':'))).toEqual([]);
  });
});
