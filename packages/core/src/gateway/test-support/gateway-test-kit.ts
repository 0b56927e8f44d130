import { type HttpHandler, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createGatewayClient, type GatewayClient, type GatewaySession } from '../gateway-client.ts';

/**
 * Test kit for the per-resource gateway tests. Handlers are registered on literal paths (never
 * derived from the endpoint under test), so a wrong path in an endpoint finds no handler and
 * `onUnhandledRequest: 'error'` fails the test.
 */
export const TEST_BASE_URL = 'https://gw.test/gateway';
export const TEST_TOKEN = 'T1';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The query as a plain object, for exact comparisons of defaults. */
  query: Record<string, string>;
  /** The X-Auth header, or null when the call went without credentials. */
  auth: string | null;
  contentType: string | null;
  /** The JSON body, or undefined when there was none. */
  json: unknown;
  /** The multipart body, when there was one. */
  form: FormData | undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function setupGatewayTest() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const session: GatewaySession = {
    getAccessToken: () => TEST_TOKEN,
    setAccessToken: () => undefined,
    getDeviceId: () => 'DEV-1',
    getVisitorId: () => undefined,
    logoutTarget: () => '/web/login?reset=true',
    endSession: () => undefined,
  };
  const client: GatewayClient = createGatewayClient({ baseUrl: TEST_BASE_URL, session });

  /** Serves `body` on a literal path (`:name` placeholders allowed) and records what was sent. */
  function answer(method: Method, path: string, body: unknown, status = 200): RecordedRequest[] {
    const calls: RecordedRequest[] = [];
    const url = `${TEST_BASE_URL}/${path}`;
    const handler = async ({ request }: { request: Request }) => {
      calls.push(await record(request));
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    };
    const handlers: Record<Method, (path: string, resolver: typeof handler) => HttpHandler> = {
      GET: http.get,
      POST: http.post,
      PUT: http.put,
      DELETE: http.delete,
    };
    server.use(handlers[method](url, handler));
    return calls;
  }

  return { server, client, answer };
}

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  let json: unknown;
  let form: FormData | undefined;
  if (contentType?.startsWith('multipart/form-data')) {
    form = await request.formData();
  } else {
    const text = await request.text();
    json = text === '' ? undefined : JSON.parse(text);
  }
  return {
    method: request.method,
    url,
    query: Object.fromEntries(url.searchParams),
    auth: request.headers.get('x-auth'),
    contentType,
    json,
    form,
  };
}

/** The one call a test expects, failing when there were none or several. */
export function onlyCall(calls: readonly RecordedRequest[]): RecordedRequest {
  expect(calls).toHaveLength(1);
  return calls[0] as RecordedRequest;
}

/** Asserts that a call was rejected because the answer did not match the endpoint's schema. */
export async function expectSchemaError(pending: Promise<unknown>): Promise<void> {
  await expect(pending).rejects.toMatchObject({ kind: 'schema', errorCode: 'MALFORMED_RESPONSE' });
}
