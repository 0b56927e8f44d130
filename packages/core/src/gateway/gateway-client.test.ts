import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEndpoint, resultEnvelope } from './endpoint.ts';
import {
  createGatewayClient,
  type FailedRequest,
  type GatewaySession,
  type RateLimitOutcome,
} from './gateway-client.ts';
import { GatewayError } from './gateway-error.ts';

const BASE = 'https://gw.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const ping = defineEndpoint({
  name: 'ping',
  method: 'GET',
  path: 'svc/v1/ping/{id}',
  credentials: true,
  response: resultEnvelope(v.object({ ok: v.boolean() })),
});
const create = defineEndpoint({
  name: 'create',
  method: 'POST',
  path: 'svc/v1/things',
  credentials: true,
  response: resultEnvelope(v.object({ id: v.string() })),
});
const publicPing = defineEndpoint({ ...ping, name: 'publicPing', credentials: false });

function fakeSession(token: string | undefined = 'T1') {
  const state: { token: string | undefined; ended: string[] } = { token, ended: [] };
  const session: GatewaySession = {
    getAccessToken: () => state.token,
    setAccessToken: (t) => {
      state.token = t;
    },
    getDeviceId: () => 'DEV-1',
    getVisitorId: () => 'VIS-1',
    getLanguage: () => 'en-US',
    logoutTarget: () => '/web/login?reset=true',
    endSession: (target) => {
      state.ended.push(target);
      state.token = undefined;
    },
  };
  return { state, session };
}

function client(
  session: GatewaySession,
  extra: {
    onRateLimited?: (o: RateLimitOutcome) => void;
    onFailedRequest?: (failure: FailedRequest) => void;
  } = {},
) {
  let n = 0;
  return createGatewayClient({
    baseUrl: BASE,
    session,
    createRequestId: () => `req-${++n}`,
    currentUrl: () => '/web/order-summary?x=1',
    now: () => 42,
    ...extra,
  });
}

describe('gateway client', () => {
  it('sends the common headers and prefixes the base URL, filling path params', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/svc/v1/ping/:id`, ({ request, params }) => {
        seen = request;
        return HttpResponse.json({ result: { ok: params.id === 'a b' } });
      }),
    );
    const { session } = fakeSession();
    await expect(client(session).call(ping, { params: { id: 'a b' } })).resolves.toEqual({
      result: { ok: true },
    });
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('x-deviceid')).toBe('DEV-1');
    expect(seen?.headers.get('x-visitor-id')).toBe('VIS-1');
    expect(seen?.headers.get('x-auth')).toBe('T1');
    expect(seen?.headers.get('x-request-id')).toBe('req-1');
    // The app's language, not the browser's: the gateway writes its texts in it.
    expect(seen?.headers.get('accept-language')).toBe('en-US');
  });

  it('sends X-Auth only when the call includes credentials', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/svc/v1/ping/:id`, ({ request }) => {
        auth = request.headers.get('x-auth');
        return HttpResponse.json({ result: { ok: true } });
      }),
    );
    await client(fakeSession().session).call(publicPing, { params: { id: '1' } });
    expect(auth).toBeNull();
  });

  it('does not prefix paths that start with http or /mocks', async () => {
    const abs = defineEndpoint({ ...publicPing, path: 'https://other.test/x' });
    server.use(http.get('https://other.test/x', () => HttpResponse.json({ result: { ok: true } })));
    await expect(client(fakeSession().session).call(abs)).resolves.toEqual({ result: { ok: true } });
  });

  it('turns a non-2xx answer into a typed error with status, statusText, body and failure ids', async () => {
    const body = { failure: { errorId: 422011, errorCode: 'INCORRECT_OTP', message: 'nope' } };
    server.use(
      http.post(`${BASE}/svc/v1/things`, () =>
        HttpResponse.json(body, { status: 422, statusText: 'Unprocessable' }),
      ),
    );
    const error = await client(fakeSession().session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      statusText: 'Unprocessable',
      body,
      errorId: 422011,
      errorCode: 'INCORRECT_OTP',
    });
  });

  it.each([
    ['900', 900],
    [' 30 ', 30],
    ['Wed, 21 Oct 2026 07:28:00 GMT', undefined],
    ['-5', undefined],
    [null, undefined],
  ])('reads Retry-After %j as %j seconds on a refusal', async (header, seconds) => {
    const body = { failure: { errorId: 422005, errorCode: 'MAXIMUM_RETRY_LOGIN' } };
    server.use(
      http.post(`${BASE}/svc/v1/things`, () =>
        HttpResponse.json(body, { status: 422, headers: header === null ? {} : { 'Retry-After': header } }),
      ),
    );
    const error = await client(fakeSession().session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', errorId: 422005 });
    expect((error as GatewayError).retryAfterSeconds).toBe(seconds);
  });

  it('reports a network failure as the spec unknown error (500, 999999)', async () => {
    server.use(http.post(`${BASE}/svc/v1/things`, () => HttpResponse.error()));
    const error = await client(fakeSession().session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'network',
      status: 500,
      statusText: 'Something went wrong',
      description: 'Unknown Error',
      errorCode: 'UNKNOWN_ERROR_CODE',
      errorId: 999999,
    });
  });

  it('tells the app of each refused or unanswered request with its X-Request-Id, and of no answered one', async () => {
    vi.useFakeTimers();
    let calls = 0;
    server.use(
      http.get(`${BASE}/svc/v1/ping/:id`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ result: { ok: true } });
      }),
      http.post(`${BASE}/svc/v1/things`, () => HttpResponse.error()),
    );
    const failures: FailedRequest[] = [];
    const gateway = client(fakeSession().session, { onFailedRequest: (failure) => failures.push(failure) });
    const pending = gateway.call(ping, { params: { id: '1' } });
    await vi.advanceTimersByTimeAsync(1000);
    await pending;
    await gateway.call(create, { json: {} }).catch(() => {});
    expect(failures).toEqual([
      { method: 'GET', url: `${BASE}/svc/v1/ping/1`, status: 503, requestId: 'req-1', durationMs: 0 },
      { method: 'POST', url: `${BASE}/svc/v1/things`, requestId: 'req-3', durationMs: 0 },
    ]);
  });

  it('rejects a 2xx answer that does not match the schema with a schema error', async () => {
    server.use(http.get(`${BASE}/svc/v1/ping/:id`, () => HttpResponse.json({ result: { ok: 'yes' } })));
    const error = await client(fakeSession().session)
      .call(ping, { params: { id: '1' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'schema', errorCode: 'MALFORMED_RESPONSE' });
    expect((error as GatewayError).issues?.[0]).toContain('result.ok');
  });

  it('retries a query 3 times with delays of 1 s, 2 s and 4 s, each with a fresh request id', async () => {
    vi.useFakeTimers();
    const ids: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/svc/v1/ping/:id`, ({ request }) => {
        ids.push(request.headers.get('x-request-id'));
        return ids.length < 4
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ result: { ok: true } });
      }),
    );
    const pending = client(fakeSession().session).call(ping, { params: { id: '1' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(ids).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(ids).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(pending).resolves.toEqual({ result: { ok: true } });
    expect(ids).toEqual(['req-1', 'req-2', 'req-3', 'req-4']);
  });

  it('gives up on a query after the third retry', async () => {
    vi.useFakeTimers();
    let calls = 0;
    server.use(
      http.get(`${BASE}/svc/v1/ping/:id`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const pending = client(fakeSession().session)
      .call(ping, { params: { id: '1' } })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ kind: 'http', status: 500 });
    expect(calls).toBe(4);
  });

  it('never retries a mutation', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/svc/v1/things`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const error = await client(fakeSession().session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    // The 503 reaches the caller after one call (a retried mutation could charge twice).
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(calls).toBe(1);
  });

  it('shares one refresh between 5 concurrent 401s and retries each request once with the new token', async () => {
    let refreshes = 0;
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () => {
        refreshes += 1;
        return HttpResponse.json({ result: { auth_token: 'T2' } });
      }),
      http.get(`${BASE}/svc/v1/ping/:id`, ({ request }) => {
        const token = request.headers.get('x-auth');
        tokens.push(token);
        return token === 'T2'
          ? HttpResponse.json({ result: { ok: true } })
          : new HttpResponse(null, { status: 401 });
      }),
    );
    const { state, session } = fakeSession();
    const c = client(session);
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => c.call(ping, { params: { id } })));
    expect(results.every((r) => r.result.ok)).toBe(true);
    expect(refreshes).toBe(1);
    expect(state.token).toBe('T2');
    expect(tokens.filter((t) => t === 'T1')).toHaveLength(5);
    expect(tokens.filter((t) => t === 'T2')).toHaveLength(5);
  });

  it('keeps the session when the refresh cannot be made (5xx after its retries): only the call fails', async () => {
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () => new HttpResponse(null, { status: 500 })),
      http.post(`${BASE}/svc/v1/things`, () => new HttpResponse(null, { status: 401 })),
    );
    vi.useFakeTimers();
    const { state, session } = fakeSession();
    const pending = client(session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ kind: 'http', status: 500 });
    expect(state.ended).toEqual([]);
    expect(state.token).toBe('T1');
  });

  it('ends the session when the refresh is refused (403), and yields the logout target', async () => {
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () => new HttpResponse(null, { status: 403 })),
      http.post(`${BASE}/svc/v1/things`, () => new HttpResponse(null, { status: 401 })),
    );
    const { state, session } = fakeSession();
    const error = await client(session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session_ended', logoutTarget: '/web/login?reset=true' });
    expect(state.ended).toEqual(['/web/login?reset=true']);
  });

  it('ends the session on a 401 from the refresh call itself', async () => {
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () => new HttpResponse(null, { status: 401 })),
      http.post(`${BASE}/svc/v1/things`, () => new HttpResponse(null, { status: 401 })),
    );
    const { state, session } = fakeSession();
    const error = await client(session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session_ended' });
    expect(state.ended).toHaveLength(1);
  });

  it('a 401 to the retry with the fresh token fails that call and keeps the session', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () =>
        HttpResponse.json({ result: { auth_token: 'T2' } }),
      ),
      http.post(`${BASE}/svc/v1/things`, ({ request }) => {
        tokens.push(request.headers.get('x-auth'));
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { state, session } = fakeSession();
    const error = await client(session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(tokens).toEqual(['T1', 'T2']);
    expect(state.ended).toEqual([]);
    expect(state.token).toBe('T2');
  });

  it('a 403 to the retry with the fresh token ends the session', async () => {
    const answers = [401, 403];
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () =>
        HttpResponse.json({ result: { auth_token: 'T2' } }),
      ),
      http.post(`${BASE}/svc/v1/things`, () => new HttpResponse(null, { status: answers.shift() ?? 403 })),
    );
    const { state, session } = fakeSession();
    const error = await client(session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session_ended', status: 403 });
    expect(state.ended).toHaveLength(1);
  });

  it('ends the session on a 403 without refreshing', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () => {
        refreshes += 1;
        return HttpResponse.json({ result: { auth_token: 'T2' } });
      }),
      http.post(`${BASE}/svc/v1/things`, () => new HttpResponse(null, { status: 403 })),
    );
    const { state, session } = fakeSession();
    const error = await client(session)
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'session_ended',
      status: 403,
      logoutTarget: '/web/login?reset=true',
    });
    expect(refreshes).toBe(0);
    expect(state.ended).toHaveLength(1);
  });

  it('a visitor with no session answered 401: one anonymous retry, no refresh, no session end', async () => {
    let refreshes = 0;
    const answers = [401, 200];
    const seen: Request[] = [];
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () => {
        refreshes += 1;
        return HttpResponse.json({ result: { auth_token: 'T2' } });
      }),
      http.get(`${BASE}/svc/v1/ping/:id`, ({ request }) => {
        seen.push(request);
        const status = answers.shift() ?? 401;
        return status === 200
          ? HttpResponse.json({ result: { ok: true } })
          : new HttpResponse(null, { status });
      }),
    );
    const { state, session } = fakeSession();
    state.token = undefined;
    await expect(client(session).call(ping, { params: { id: '1' } })).resolves.toEqual({
      result: { ok: true },
    });
    expect(seen).toHaveLength(2);
    expect(seen.every((request) => !request.headers.has('x-auth'))).toBe(true);
    expect(refreshes).toBe(0);
    expect(state.ended).toEqual([]);
  });

  it('a visitor with no session refused twice gets the 401 as the call error, still no session end', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, () => {
        refreshes += 1;
        return HttpResponse.json({ result: { auth_token: 'T2' } });
      }),
      http.get(`${BASE}/svc/v1/ping/:id`, () => new HttpResponse(null, { status: 401 })),
    );
    const { state, session } = fakeSession();
    state.token = undefined;
    const error = await client(session)
      .call(ping, { params: { id: '1' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(refreshes).toBe(0);
    expect(state.ended).toEqual([]);
  });

  it('does not refresh for a call without credentials', async () => {
    server.use(http.get(`${BASE}/svc/v1/ping/:id`, () => new HttpResponse(null, { status: 401 })));
    const { state, session } = fakeSession();
    const error = await client(session)
      .call(publicPing, { params: { id: '1' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(state.ended).toHaveLength(0);
  });

  it('turns 429 into a rate-limit outcome carrying the page URL and the parsed message', async () => {
    server.use(
      http.post(`${BASE}/svc/v1/things`, () =>
        HttpResponse.json({ failure: { message: 'Slow down, try in a minute' } }, { status: 429 }),
      ),
    );
    const outcomes: RateLimitOutcome[] = [];
    const error = await client(fakeSession().session, { onRateLimited: (o) => outcomes.push(o) })
      .call(create, { json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(outcomes).toEqual([
      {
        originalUrl: '/web/order-summary?x=1',
        requestUrl: `${BASE}/svc/v1/things`,
        message: 'Slow down, try in a minute',
        at: 42,
      },
    ]);
  });

  it('sends FormData without the JSON content type', async () => {
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/svc/v1/things`, ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ result: { id: '1' } });
      }),
    );
    const body = new FormData();
    body.set('selfieImage', new Blob([new Uint8Array([1])], { type: 'image/png' }), 'cam_image.png');
    await client(fakeSession().session).call(create, { body });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});

/**
 * The gateway rotates tokens: a refresh spends the token it replaces, and a spent token refreshed
 * again ends the whole session (the reuse a stolen copy would make). Two tabs of one browser share
 * the storage, not their memory.
 */
describe('gateway client with rotating tokens, in two tabs', () => {
  function rotatingGateway() {
    const gateway = {
      live: new Set(['T1']),
      spent: new Set<string>(),
      refreshes: [] as string[],
      ended: false,
    };
    const expired = new Set<string>();
    let next = 1;
    server.use(
      http.get(`${BASE}/user-service/v4/users/token`, ({ request }) => {
        const token = request.headers.get('x-auth') ?? '';
        gateway.refreshes.push(token);
        if (gateway.spent.has(token)) gateway.ended = true;
        if (gateway.ended || !gateway.live.has(token)) return new HttpResponse(null, { status: 401 });
        gateway.live.delete(token);
        gateway.spent.add(token);
        const fresh = `T${++next}`;
        gateway.live.add(fresh);
        return HttpResponse.json({ result: { auth_token: fresh } });
      }),
      http.get(`${BASE}/svc/v1/ping/:id`, ({ request }) => {
        const token = request.headers.get('x-auth') ?? '';
        return !gateway.ended && gateway.live.has(token) && !expired.has(token)
          ? HttpResponse.json({ result: { ok: true } })
          : new HttpResponse(null, { status: 401 });
      }),
    );
    return { gateway, expire: (token: string) => expired.add(token) };
  }

  /** A tab: its own memory of the token, the browser's storage shared with the other tabs. */
  function tab(storage: { token: string | undefined }, lock?: GatewaySession['refreshExclusively']) {
    const { state, session } = fakeSession(storage.token);
    const tabSession: GatewaySession = {
      ...session,
      setAccessToken: (token) => {
        session.setAccessToken(token);
        storage.token = token;
      },
      takeStoredAccessToken: () => {
        if (storage.token) state.token = storage.token;
        return state.token;
      },
      ...(lock ? { refreshExclusively: lock } : {}),
    };
    return { state, client: client(tabSession) };
  }

  /** Web Locks in miniature: one holder at a time, the others queued. */
  function browserLock(): NonNullable<GatewaySession['refreshExclusively']> {
    let queue: Promise<unknown> = Promise.resolve();
    return <T>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    };
  }

  it('a tab takes over the token another tab refreshed instead of refreshing its spent one', async () => {
    const { gateway, expire } = rotatingGateway();
    const storage = { token: 'T1' as string | undefined };
    const first = tab(storage);
    const second = tab(storage);
    expire('T1');
    await first.client.call(ping, { params: { id: 1 } });
    expect(storage.token).toBe('T2');

    // The second tab still holds T1 in its memory: its 401 is answered from the storage.
    await expect(second.client.call(ping, { params: { id: 2 } })).resolves.toEqual({ result: { ok: true } });
    expect(second.state.ended).toEqual([]);
    expect(second.state.token).toBe('T2');
    expect(gateway.refreshes).toEqual(['T1']);
    expect(gateway.ended).toBe(false);
  });

  it('two tabs answered 401 at once refresh once: the lock holds the second, which takes the first one’s token', async () => {
    const { gateway, expire } = rotatingGateway();
    const storage = { token: 'T1' as string | undefined };
    const lock = browserLock();
    const first = tab(storage, lock);
    const second = tab(storage, lock);
    expire('T1');
    const answers = await Promise.all([
      first.client.call(ping, { params: { id: 1 } }),
      second.client.call(ping, { params: { id: 2 } }),
    ]);
    expect(answers).toEqual([{ result: { ok: true } }, { result: { ok: true } }]);
    expect(gateway.refreshes).toEqual(['T1']);
    expect([first.state.ended, second.state.ended]).toEqual([[], []]);
    expect([first.state.token, second.state.token]).toEqual(['T2', 'T2']);
  });
});
