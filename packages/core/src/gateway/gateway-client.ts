import ky, { HTTPError, type Options as KyOptions } from 'ky';
import * as v from 'valibot';
import { QUERY_RETRY_LIMIT, retryDelayMs } from '../config/constants.ts';
import { discardAnswer, inLanguageAsked, isEarlyAnswer } from './early-reads.ts';
import { type Endpoint, type EndpointOutput, fillPath, type PathParams, resolveUrl } from './endpoint.ts';
import { describeIssues, GatewayError, isGatewayError } from './gateway-error.ts';
import { refreshTokenEndpoint } from './session/refresh-token.ts';

/** What the client needs from the session; the app backs it with the auth store. */
export interface GatewaySession {
  getAccessToken(): string | undefined;
  setAccessToken(token: string): void;
  /**
   * Takes over the token this browser's shared storage holds now, when another tab has refreshed
   * it since this page read it, and gives the token held afterwards. A refresh spends the token it
   * replaces and the gateway ends the whole session when a spent one is refreshed again, so a
   * page must never refresh a token another tab already has.
   */
  takeStoredAccessToken?(): string | undefined;
  /**
   * Runs the refresh alone among this browser's tabs (the app backs it with the Web Locks API):
   * two tabs refreshing one token at once would present it twice, which ends the session.
   */
  refreshExclusively?<T>(refresh: () => Promise<T>): Promise<T>;
  getDeviceId(): string;
  getVisitorId(): string | undefined;
  /**
   * The language the app speaks now, sent as Accept-Language: the gateway writes its texts (plan
   * features, add-on names, number categories, delivery methods, nationalities, mails) in it.
   * The browser's own Accept-Language would name the browser's languages, not the one chosen.
   */
  getLanguage?(): string | undefined;
  /** Where the app goes when the session ends (the spec: webview, meli, or the web login). */
  logoutTarget(): string;
  /** Clears the local session; called once per ended session, before the error is thrown. */
  endSession(logoutTarget: string): void;
}

/** 429: where the user was and what the gateway said, for the /429 page. */
export interface RateLimitOutcome {
  originalUrl: string;
  requestUrl: string;
  message: string;
  at: number;
}

export interface GatewayClientOptions {
  baseUrl: string;
  session: GatewaySession;
  onRateLimited?: (outcome: RateLimitOutcome) => void;
  /** The page the user is on, kept by the rate-limit outcome so /429 can send them back. */
  currentUrl?: () => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  createRequestId?: () => string;
  now?: () => number;
  /**
   * Each request the gateway refused (an error status) or never answered, every attempt of a
   * retried query on its own, with the X-Request-Id it was sent with: what the app's telemetry
   * reports so the gateway's logs can be searched for it. A call the page cancelled is not one.
   */
  onFailedRequest?: (failure: FailedRequest) => void;
}

export interface FailedRequest {
  method: string;
  url: string;
  /** Absent when no answer came (network error). */
  status?: number;
  requestId: string;
  durationMs: number;
}

export interface CallInput {
  params?: PathParams;
  searchParams?: Readonly<Record<string, string | number | boolean | undefined>>;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  /** Headers a call names itself (number change's one-time-code request id, 400166). */
  headers?: Readonly<Record<string, string>>;
}

export interface GatewayClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput): Promise<EndpointOutput<E>>;
}

/** Queries are retried on these answers (and on no answer at all); 4xx are final. */
const RETRY_STATUS_CODES = [408, 500, 502, 503, 504];

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { session } = options;
  const createRequestId = options.createRequestId ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now;
  let refreshing: Promise<string> | undefined;

  // A fresh X-Request-Id per attempt, so a retried query is traceable as its own request.
  const fetchWithRequestId: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const requestId = createRequestId();
    request.headers.set('X-Request-Id', requestId);
    const sent = now();
    const failed = (status?: number) =>
      options.onFailedRequest?.({
        method: request.method,
        url: request.url,
        ...(status === undefined ? {} : { status }),
        requestId,
        durationMs: now() - sent,
      });
    try {
      const response = await (options.fetch ?? globalThis.fetch)(request);
      if (!response.ok) failed(response.status);
      return response;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError')) failed();
      throw error;
    }
  };

  function headersFor(endpoint: Endpoint, input: CallInput, token: string | undefined): Headers {
    const headers = new Headers({ Accept: 'application/json', 'X-DeviceId': session.getDeviceId() });
    // FormData sets its own multipart boundary; every other call is JSON.
    if (!input.body) headers.set('Content-Type', 'application/json');
    if (endpoint.credentials && token) headers.set('X-Auth', token);
    const visitorId = session.getVisitorId();
    if (visitorId) headers.set('X-Visitor-Id', visitorId);
    const language = session.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    for (const [name, value] of Object.entries(input.headers ?? {})) headers.set(name, value);
    return headers;
  }

  async function send<E extends Endpoint>(
    endpoint: E,
    input: CallInput,
    token: string | undefined,
    /** No cookie and no token: the call as a visitor with no session makes it. */
    anonymous = false,
  ): Promise<EndpointOutput<E>> {
    const url = resolveUrl(options.baseUrl, fillPath(endpoint.path, input.params));
    const isQuery = endpoint.method === 'GET';
    const headers = headersFor(endpoint, input, anonymous ? undefined : token);
    const kyOptions: KyOptions = {
      method: endpoint.method,
      headers,
      credentials: anonymous ? 'omit' : endpoint.credentials ? 'include' : 'same-origin',
      searchParams: compactSearchParams(input.searchParams),
      timeout: options.timeoutMs ?? 30_000,
      fetch: fetchWithRequestId,
      // Mutations are never retried automatically: a second POST could create a second order.
      retry: isQuery
        ? {
            limit: QUERY_RETRY_LIMIT,
            methods: ['get'],
            statusCodes: RETRY_STATUS_CODES,
            afterStatusCodes: [],
            delay: (attemptCount) => retryDelayMs(attemptCount - 1),
          }
        : 0,
      ...(input.json !== undefined ? { json: input.json } : {}),
      ...(input.body ? { body: input.body } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
    };

    let response: Response;
    try {
      response = input.body ? await sendMultipart(url, kyOptions, input.body) : await ky(url, kyOptions);
    } catch (error) {
      if (error instanceof HTTPError) {
        throw GatewayError.fromResponse(
          url,
          error.response.status,
          error.response.statusText,
          await readBody(error.response),
          error.response.headers.get('Retry-After'),
        );
      }
      throw GatewayError.unknown(url, error);
    }

    // index.html's early read in another language than this call's: asked for again, in this one,
    // unless the answer has no text in a language (the endpoint says so), which it then is as it
    // came: asked again, a reschedule link's wrong code would count twice against its tries.
    if (
      isEarlyAnswer(response) &&
      !endpoint.sameInEveryLanguage &&
      !inLanguageAsked(response, headers.get('Accept-Language'))
    ) {
      void discardAnswer(response);
      return send(endpoint, input, token, anonymous);
    }
    const body = await readBody(response);
    const parsed = v.safeParse(endpoint.response, body);
    if (!parsed.success) {
      // index.html's early read of this URL (early-reads.ts) was not this call's own request: an
      // answer the schema refuses is asked for once more, as this call would have; its answer,
      // good or bad, is the call's (the early read was taken, so this one is sent).
      if (isEarlyAnswer(response)) return send(endpoint, input, token, anonymous);
      throw GatewayError.schema(url, body, describeIssues(parsed.issues));
    }
    return parsed.output as EndpointOutput<E>;
  }

  /**
   * Multipart uploads go straight to fetch: ky clones every request for its retries, and a
   * cloned FormData stream that is never read stalls the upload under Node's fetch. Uploads are
   * mutations, so nothing is lost by skipping ky's retry.
   */
  async function sendMultipart(url: string, kyOptions: KyOptions, body: FormData): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
    try {
      const response = await fetchWithRequestId(url, {
        method: kyOptions.method ?? 'POST',
        headers: kyOptions.headers as Headers,
        credentials: kyOptions.credentials ?? 'same-origin',
        body,
        signal: controller.signal,
      });
      if (!response.ok) throw new HTTPError(response, new Request(url), kyOptions as never);
      return response;
    } finally {
      clearTimeout(timer);
    }
  }

  function endSession(error: GatewayError): GatewayError {
    const logoutTarget = session.logoutTarget();
    session.endSession(logoutTarget);
    return error.as('session_ended', { logoutTarget });
  }

  /** The newest token of this browser: another tab's refresh is taken over, never made again. */
  function newestToken(): string | undefined {
    return session.takeStoredAccessToken ? session.takeStoredAccessToken() : session.getAccessToken();
  }

  /**
   * One refresh for any number of concurrent 401s; a failed refresh ends the session once. The
   * gateway spends the token a refresh replaces, so the new one is stored at once and the refused
   * one (`refused`) is never sent again: if another tab has refreshed meanwhile, its token is
   * taken instead.
   */
  function refreshToken(refused: string | undefined): Promise<string> {
    const exclusively = <T>(task: () => Promise<T>): Promise<T> =>
      session.refreshExclusively ? session.refreshExclusively(task) : task();
    refreshing ??= (async () => {
      try {
        return await exclusively(async () => {
          const current = newestToken();
          if (current && current !== refused) return current;
          const answer = await send(refreshTokenEndpoint, {}, current);
          session.setAccessToken(answer.result.auth_token);
          return answer.result.auth_token;
        });
      } catch (error) {
        const reason = isGatewayError(error) ? error : GatewayError.unknown(refreshTokenEndpoint.path, error);
        // Refused (401, 403): the session is over. Not answered (network, 5xx after the query's
        // retries): nothing says it is, so this call fails and the customer stays logged in
        // rather than losing their basket to a gateway hiccup.
        if (reason.kind === 'http' && (reason.status === 401 || reason.status === 403))
          throw endSession(reason);
        throw reason;
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  function rateLimited(error: GatewayError): GatewayError {
    options.onRateLimited?.({
      originalUrl: options.currentUrl?.() ?? error.url,
      requestUrl: error.url,
      message: rateLimitMessage(error),
      at: now(),
    });
    return error.as('rate_limited');
  }

  async function call<E extends Endpoint>(endpoint: E, input: CallInput = {}): Promise<EndpointOutput<E>> {
    const token = session.getAccessToken();
    try {
      return await send(endpoint, input, token);
    } catch (error) {
      if (!isGatewayError(error) || error.kind !== 'http') throw error;
      if (error.status === 429) throw rateLimited(error);
      if (error.status === 403) throw endSession(error);
      if (error.status !== 401 || !endpoint.credentials) throw error;
      if ((endpoint as Endpoint) === refreshTokenEndpoint) throw endSession(error);
      if (!token && !session.getAccessToken()) return callAnonymously(endpoint, input);
    }

    // 401 on a credentialed call. If another call (or another tab) refreshed while this one was in
    // flight, the stored token is already new: retry with it instead of refreshing again.
    const current = newestToken();
    const fresh = current && current !== token ? current : await refreshToken(token);
    try {
      return await send(endpoint, input, fresh);
    } catch (error) {
      if (!isGatewayError(error) || error.kind !== 'http') throw error;
      if (error.status === 429) throw rateLimited(error);
      // One retry only. A 403 ends the session; a 401 to a token the gateway has just issued
      // says nothing about the session (only the refresh call's own refusal does), so it is this
      // call's error and the customer stays logged in.
      if (error.status === 403) throw endSession(error);
      throw error;
    }
  }

  /**
   * A 401 to a visitor with no session: there is nothing to refresh and no session to end (ending
   * one would send an anonymous visitor to the login page). What the gateway refused can only be a
   * leftover cookie, so the call is tried once more without credentials; a second refusal is the
   * call's error, for the caller to show (the technical-difficulties modal for the config).
   */
  async function callAnonymously<E extends Endpoint>(
    endpoint: E,
    input: CallInput,
  ): Promise<EndpointOutput<E>> {
    try {
      return await send(endpoint, input, undefined, true);
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'http' && error.status === 429) throw rateLimited(error);
      throw error;
    }
  }

  return { call };
}

function compactSearchParams(
  params: CallInput['searchParams'],
): Record<string, string | number | boolean> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  return Object.fromEntries(entries);
}

/** Reads the body as JSON; an empty body is `undefined`, a non-JSON body is kept as text. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function rateLimitMessage(error: GatewayError): string {
  if (error.description) return error.description;
  const body = error.body;
  if (typeof body === 'string' && body.trim() !== '') return body.slice(0, 300);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return error.statusText || 'Too Many Requests';
}
