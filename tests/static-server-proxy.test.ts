import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticServer } from '../scripts/static-server.ts';

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
