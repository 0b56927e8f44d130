import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupGatewayTest } from '../gateway/test-support/gateway-test-kit.ts';
import { maintenanceStatusQuery } from './first-load-queries.ts';
import { createQueryClient } from './query-client.ts';

const { client, answer } = setupGatewayTest();
const MAINTENANCE = 'config-service/v1/maintenance';

afterEach(() => {
  vi.useRealTimers();
});

/** Reads the maintenance status through a fresh cache, and returns the outcome once settled. */
function readThroughCache() {
  return createQueryClient()
    .fetchQuery(maintenanceStatusQuery(client))
    .then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
}

describe('the query cache over the gateway client: exactly one layer retries (§7)', () => {
  it('attempts a failing GET 4 times (1 + 3 retries) after 1 s, 2 s and 4 s, then gives up', async () => {
    vi.useFakeTimers();
    const calls = answer('GET', MAINTENANCE, undefined, 503);
    const outcome = readThroughCache();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    // Long after: nobody tries again (a cache retry on top would start another round of 4).
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(4);
    expect(await outcome).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });

  it.each([
    [404, 'http'],
    [422, 'http'],
    [429, 'rate_limited'],
    [403, 'session_ended'],
  ])('does not retry a %i answer', async (status, kind) => {
    vi.useFakeTimers();
    const calls = answer('GET', MAINTENANCE, { failure: { message: 'no' } }, status);
    const outcome = readThroughCache();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(await outcome).toMatchObject({ ok: false, error: { kind, status } });
  });

  it('does not retry an answer that fails its schema', async () => {
    vi.useFakeTimers();
    const calls = answer('GET', MAINTENANCE, { result: { enabled: 'perhaps' } });
    const outcome = readThroughCache();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(await outcome).toMatchObject({ ok: false, error: { kind: 'schema' } });
  });

  it('never retries a mutation', async () => {
    const queryClient = createQueryClient();
    let attempts = 0;
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => {
        attempts += 1;
        return Promise.reject(new Error('refused'));
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('refused');
    expect(attempts).toBe(1);
  });

  it('does not refetch when the window regains focus or the network comes back', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false });
  });
});
