import { QueryObserver } from '@tanstack/query-core';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupGatewayTest, TEST_BASE_URL } from '../gateway/test-support/gateway-test-kit.ts';
import { createQueryClient } from './query-client.ts';
import { customerProfileParametersQuery } from './reference-queries.ts';

const { server, client } = setupGatewayTest();
const PARAMETERS = `${TEST_BASE_URL}/config-service/v1/customer-profile-parameters`;

/** Serves the parameters only when `release` is called; records whether the request was aborted. */
function heldAnswer() {
  const held = { requests: 0, aborted: 0, release: () => {} };
  server.use(
    http.get(PARAMETERS, ({ request }) => {
      held.requests += 1;
      return new Promise<Response>((resolve) => {
        request.signal.addEventListener('abort', () => {
          held.aborted += 1;
          resolve(new HttpResponse(null, { status: 499 }));
        });
        held.release = () => resolve(HttpResponse.json({ result: { maximumAge: 99, zipCodeSize: 5 } }));
      });
    }),
  );
  return held;
}

describe('the query definitions over the cache', () => {
  it('two readers of the same definition at the same time make one request, and both get its answer', async () => {
    const held = heldAnswer();
    const queryClient = createQueryClient();
    const answers: unknown[] = [];
    const first = new QueryObserver(queryClient, customerProfileParametersQuery(client));
    const second = new QueryObserver(queryClient, customerProfileParametersQuery(client));
    const stop = [first, second].map((reader) =>
      reader.subscribe((result) => {
        if (result.data) answers.push(result.data);
      }),
    );
    await vi.waitFor(() => expect(held.requests).toBe(1));
    held.release();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(held.requests).toBe(1);
    for (const unsubscribe of stop) unsubscribe();
  });

  it('stops the request when the last screen reading it leaves before the answer', async () => {
    const held = heldAnswer();
    const queryClient = createQueryClient();
    const reader = new QueryObserver(queryClient, customerProfileParametersQuery(client));
    const unsubscribe = reader.subscribe(() => {});
    await vi.waitFor(() => expect(held.requests).toBe(1));
    unsubscribe();
    await vi.waitFor(() => expect(held.aborted).toBe(1));
  });

  it('never stops a read nobody shows (a prefetch or a service reading through the cache)', async () => {
    const held = heldAnswer();
    const queryClient = createQueryClient();
    const read = queryClient.fetchQuery(customerProfileParametersQuery(client));
    await vi.waitFor(() => expect(held.requests).toBe(1));
    held.release();
    await expect(read).resolves.toMatchObject({ maximumAge: 99 });
    expect(held.aborted).toBe(0);
  });
});
