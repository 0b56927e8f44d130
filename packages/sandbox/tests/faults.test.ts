import {
  globalConfig,
  isGatewayError,
  maintenanceStatus,
  signUp,
  userDetails,
  webfrontSettings,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, sleeps, newClient, signedUpCustomer } = setupSandboxTest();

async function errorOf(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    if (isGatewayError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('fault injection', () => {
  it('401 expired token on one route, once: the client refreshes and the retry succeeds', async () => {
    const { client, session } = await signedUpCustomer();
    const before = session.token;
    sandbox.faults.add({ kind: 'expired_token', route: 'userDetails', times: 1 });
    await expect(userDetails(client)).resolves.toMatchObject({ email: 'ana.lopez@example.mx' });
    expect(session.token).not.toBe(before);
    expect(session.ended).toEqual([]);
    expect(sandbox.faults.list()).toEqual([]);
  });

  it('401 on every call including the refresh ends the session', async () => {
    const { client, session } = await signedUpCustomer();
    sandbox.faults.add({ kind: '401' });
    const error = await errorOf(userDetails(client));
    expect(error.kind).toBe('session_ended');
    expect(session.ended).toEqual(['/web/login?reset=true']);
  });

  it('403 forbidden ends the session', async () => {
    const { client, session } = await signedUpCustomer();
    sandbox.faults.add({ kind: 'forbidden', route: 'user-service/v4/users' });
    const error = await errorOf(userDetails(client));
    expect(error).toMatchObject({ kind: 'session_ended', status: 403, errorCode: 'FORBIDDEN' });
    expect(session.ended).toHaveLength(1);
  });

  it('429 rate limited reaches the client as rate_limited, with Retry-After', async () => {
    const { client } = newClient();
    sandbox.faults.add({ kind: 'rate_limited', route: 'config-service/*', times: 1 });
    const error = await errorOf(globalConfig(client));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    const raw = await fetch(`${ORIGIN}/gateway/config-service/v1/global_config`);
    expect(raw.status).toBe(200);
  });

  it('500 on a mutation (never retried) and only for the next call', async () => {
    const { client } = newClient();
    sandbox.faults.add({ kind: 500, route: 'signUp', times: 1 });
    const error = await errorOf(
      signUp(client, { email: 'a@example.mx', channel: 'web', externalAuthId: 'x' }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 500, errorId: 500001, errorCode: 'INTERNAL_ERROR' });
    await expect(
      signUp(client, { email: 'a@example.mx', channel: 'web', externalAuthId: 'x' }),
    ).resolves.toHaveProperty('requestId');
  });

  it('network error: no answer at all, reported as the §8 unknown error', async () => {
    const { client } = newClient();
    sandbox.faults.add({ kind: 'network_error', route: 'signUp', method: 'post' });
    const error = await errorOf(
      signUp(client, { email: 'b@example.mx', channel: 'web', externalAuthId: 'x' }),
    );
    expect(error).toMatchObject({
      kind: 'network',
      status: 500,
      errorId: 999999,
      errorCode: 'UNKNOWN_ERROR_CODE',
    });
  });

  it('latency delays the real answer by the given time', async () => {
    const { client } = newClient();
    sandbox.faults.add({ kind: 'latency', latencyMs: 2500, route: 'webfrontSettings', times: 2 });
    sandbox.faults.add({ kind: 'latency', latencyMs: 500, route: 'webfrontSettings', times: 1 });
    await expect(webfrontSettings(client)).resolves.toHaveProperty('helpCenterUrl');
    await webfrontSettings(client);
    await webfrontSettings(client);
    expect(sleeps).toEqual([3000, 2500]);
  });

  it('maintenance mode: the status says enabled, other calls answer 503 -44001', async () => {
    const { client } = newClient();
    sandbox.faults.add({ kind: 'maintenance' });
    await expect(maintenanceStatus(client)).resolves.toEqual({ enabled: true });
    const error = await errorOf(
      signUp(client, { email: 'c@example.mx', channel: 'web', externalAuthId: 'x' }),
    );
    expect(error).toMatchObject({ status: 503, errorId: -44001, errorCode: 'MAINTENANCE' });
    sandbox.faults.clear();
    await expect(maintenanceStatus(client)).resolves.toEqual({ enabled: false });
  });

  it('is driven over HTTP too: POST, list, DELETE /mocks/faults', async () => {
    const created = await fetch(`${ORIGIN}/mocks/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: '500', route: 'maintenanceStatus' }),
    });
    expect(created.status).toBe(201);
    const fault = (await created.json()) as { id: string; kind: string };
    expect(fault.kind).toBe('server_error');
    expect((await fetch(`${ORIGIN}/gateway/config-service/v1/maintenance`)).status).toBe(500);
    expect(
      ((await (await fetch(`${ORIGIN}/mocks/faults`)).json()) as { faults: unknown[] }).faults,
    ).toHaveLength(1);
    expect((await fetch(`${ORIGIN}/mocks/faults/${fault.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${ORIGIN}/gateway/config-service/v1/maintenance`)).status).toBe(200);
    const refused = await fetch(`${ORIGIN}/mocks/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'boom' }),
    });
    expect(refused.status).toBe(400);
  });

  it('maintenance can also be switched on as persisted state via /mocks/maintenance', async () => {
    await fetch(`${ORIGIN}/mocks/maintenance`, { method: 'POST', body: JSON.stringify({ enabled: true }) });
    const status = (await (await fetch(`${ORIGIN}/gateway/config-service/v1/maintenance`)).json()) as unknown;
    expect(status).toEqual({ result: { enabled: true } });
    expect(sandbox.state.toJSON().maintenance).toBe(true);
  });
});
