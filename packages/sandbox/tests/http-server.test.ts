import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, PortInRequestDetails } from '@senda/core/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, createSeededRandom } from '../src/domain/clock.ts';
import { SCENARIO_NAMES, type ScenarioCustomer } from '../src/domain/scenarios.ts';
import { fileStorage } from '../src/persistence/file-storage.ts';
import { type GatewayHttpServer, startGatewayHttpServer } from '../src/server/http-server.ts';

/**
 * The real HTTP server on ephemeral loopback ports, fetched over the network: no MSW interception
 * in this file (it does not set up a server), so every answer below crossed a socket.
 */
const directory = mkdtempSync(join(tmpdir(), 'senda-gateway-'));
const dataFile = join(directory, 'state.json');
let gateway: GatewayHttpServer;

beforeAll(async () => {
  gateway = await startGatewayHttpServer({
    port: 0,
    providerPort: 0,
    corsOrigins: ['http://localhost:4173'],
    storage: fileStorage(dataFile),
    clock: createManualClock(),
    random: createSeededRandom(11),
    storefrontUrl: 'http://localhost:4173',
  });
});

async function post<T = Record<string, unknown>>(path: string, body: unknown, token?: string) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function get<T = Record<string, unknown>>(path: string, token?: string) {
  const response = await fetch(`${gateway.url}${path}`, { headers: token ? { 'X-Auth': token } : {} });
  return { status: response.status, body: (await response.json()) as T };
}
afterAll(async () => {
  await gateway.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('npm run gateway (HTTP server)', () => {
  it('answers the maintenance status, as curl would see it', async () => {
    const response = await fetch(`${gateway.url}/gateway/config-service/v1/maintenance`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ result: { enabled: false } });
  });

  it('answers 404 JSON for a path no handler serves', async () => {
    const response = await fetch(`${gateway.url}/gateway/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ failure: { errorCode: 'NOT_FOUND' } });
  });

  it('lets the storefront origin call it with credentials (CORS preflight and answer)', async () => {
    const preflight = await fetch(`${gateway.url}/gateway/user-service/v4/users`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Headers': 'x-auth' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Auth');
    const answer = await fetch(`${gateway.url}/gateway/config-service/v1/maintenance`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps state across requests and writes it to the state file on close', async () => {
    const signUp = await fetch(`${gateway.url}/gateway/user-service/v4/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'http@example.mx', channel: 'web', 'external-auth-id': 'x' }),
    });
    expect(signUp.status).toBe(200);
    const mail = await fetch(`${gateway.url}/mocks/mailbox/latest?email=http@example.mx`);
    expect(((await mail.json()) as { code: string }).code).toMatch(/^\d{6}$/);
    gateway.sandbox.persistence?.flush();
    const restarted = await startGatewayHttpServer({
      port: 0,
      providerPort: 0,
      storage: fileStorage(dataFile),
    });
    try {
      const again = await fetch(`${restarted.url}/mocks/mailbox?email=http@example.mx`);
      expect(((await again.json()) as { messages: unknown[] }).messages).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('serves the payment provider on its own origin, and only the provider there', async () => {
    expect(gateway.providerUrl).not.toBe(gateway.url);
    const context = gateway.sandbox.state.provider.createCaptureContext('usr_http', 'http://localhost:4173');
    const frame = await fetch(
      `${gateway.providerUrl}/mocks/payment-provider/hosted-fields?captureContext=${context.id}&parentOrigin=${encodeURIComponent('http://localhost:4173')}`,
    );
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toBe('frame-ancestors http://localhost:4173');
    const html = await frame.text();
    expect(html).toContain('postMessage');
    expect(html).toContain(`${gateway.providerUrl}/mocks/payment-provider/v1/tokens`);
    const foreign = await fetch(
      `${gateway.providerUrl}/mocks/payment-provider/hosted-fields?captureContext=${context.id}&parentOrigin=${encodeURIComponent('http://evil.example')}`,
    );
    expect(foreign.status).toBe(403);
    expect((await fetch(`${gateway.providerUrl}/gateway/config-service/v1/maintenance`)).status).toBe(404);
  });

  it('drops the connection for a network-error fault', async () => {
    gateway.sandbox.faults.add({ kind: 'network_error', route: 'maintenanceStatus', times: 1 });
    await expect(fetch(`${gateway.url}/gateway/config-service/v1/maintenance`)).rejects.toThrow();
    expect((await fetch(`${gateway.url}/gateway/config-service/v1/maintenance`)).status).toBe(200);
  });

  it.each(
    SCENARIO_NAMES,
  )('POST /mocks/scenarios %s answers a customer whose token opens their order', async (name) => {
    const created = await post<ScenarioCustomer>('/mocks/scenarios', { scenario: name });
    expect(created.status).toBe(201);
    const { accessToken, orderRef, accountNumber, msisdn, email, links } = created.body;
    expect(email).toMatch(new RegExp(`^${name}-\\d+@example\\.mx$`));
    expect(links.open).toMatch(/^http:\/\/localhost:4173\/manage\//);
    expect(links.open).toContain(`auth_token=${encodeURIComponent(accessToken)}`);
    const order = await get<{ result: Order }>(`/gateway/order-service/v2/orders/${orderRef}`, accessToken);
    expect(order.status).toBe(200);
    expect(order.body.result.line).toMatchObject({ accountNumber, msisdn, orderRef });
    // Someone else's token gets the not-found answer, never the order.
    const other = await post<ScenarioCustomer>('/mocks/scenarios', { scenario: 'grace-line' });
    const foreign = await get(`/gateway/order-service/v2/orders/${orderRef}`, other.body.accessToken);
    expect(foreign.status).toBe(404);
    expect(gateway.sandbox.context.violations).toEqual([]);
  });

  it('POST /mocks/clock completes a pending transfer; the customer refreshes the lapsed token', async () => {
    const created = await post<ScenarioCustomer>('/mocks/scenarios', { scenario: 'pending-port-in' });
    const { orderRef } = created.body;
    const path = `/gateway/portin-service/v1/orders/${orderRef}/requests/latest`;
    const latest = (token: string) => get<{ result: PortInRequestDetails }>(path, token);
    expect((await latest(created.body.accessToken)).body.result.status).toBe('PROCESSING');

    const clock = await post<{ now: string; advancedByMs: number }>('/mocks/clock', { advanceBy: 'PT26H' });
    expect(clock).toMatchObject({ status: 200, body: { advancedByMs: 26 * 60 * 60 * 1000 } });
    expect((await get<{ now: string }>('/mocks/clock')).body.now).toBe(clock.body.now);

    // Access tokens live an hour: 401, then the refresh call gives a new one.
    expect((await latest(created.body.accessToken)).status).toBe(401);
    const refreshed = await get<{ result: { auth_token: string } }>(
      '/gateway/user-service/v4/users/token',
      created.body.accessToken,
    );
    const done = await latest(refreshed.body.result.auth_token);
    expect(done.body.result).toMatchObject({ status: 'DONE', orderReference: orderRef });
    expect(done.body.result.history.map((step) => step.status)).toEqual([
      'WAITING',
      'PROCESSING',
      'DONOR_SWITCH_SCHEDULED',
      'DONE',
    ]);
  });
});
