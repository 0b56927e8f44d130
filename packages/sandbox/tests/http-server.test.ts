import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, createSeededRandom } from '../src/domain/clock.ts';
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
  });
});
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
});
