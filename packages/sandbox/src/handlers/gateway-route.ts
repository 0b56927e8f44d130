import { type Endpoint, routePattern } from '@senda/core/gateway';
import { type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { FAILURES, type FailureSpec, fail, isSandboxFailure } from '../domain/failures.ts';
import { requestLanguage, type SandboxLanguage } from '../domain/language.ts';
import type { CodeRequester } from '../domain/otp-address-guard.ts';
import type { SessionRecord, UserRecord } from '../domain/sandbox-data.schema.ts';
import type { Fault } from '../faults/fault-registry.ts';
import { scopedSession } from './link-scope.ts';
import { failureResponse } from './responses.ts';
import { pathAfterBase, type SandboxContext } from './sandbox-context.ts';

/**
 * `required`: a live X-Auth token or 401. `optional`: read when sent (global config and locale
 * are called with credentials before anyone has logged in). `none`: the header is ignored.
 */
export type AuthMode = 'required' | 'optional' | 'none';

export interface RouteArgs {
  request: Request;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  session: SessionRecord | undefined;
  /** The session's user; with auth `required` it is always there. */
  user: UserRecord | undefined;
  /** The language the call asks for (Accept-Language): texts a customer reads are written in it. */
  lang: SandboxLanguage;
  /** Who is calling, as the code request limits count them (otp-address-guard.ts). */
  requester: CodeRequester;
  ctx: SandboxContext;
}

export interface AuthedRouteArgs extends RouteArgs {
  session: SessionRecord;
  user: UserRecord;
}

export interface RouteOptions {
  auth?: AuthMode;
  /**
   * The body a route that reads none of its own accepts (EMPTY_BODY: nothing, or `{}`), checked
   * before the resolver runs. A route that reads its body does so with readBody.
   */
  body?: v.GenericSchema;
}

/** What a call that carries no data may send: nothing, or `{}` (core's clients send `{}`). */
export const EMPTY_BODY = v.optional(v.strictObject({}));

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The requests whose body readBody checked: a body method's route must check its body. */
const checkedBodies = new WeakSet<Request>();

type Resolver<A> = (args: A) => unknown | Promise<unknown>;

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * One gateway endpoint served from its core endpoint object: the path comes from the endpoint
 * (never written twice), faults and maintenance are applied first, the resolver's value is
 * wrapped as `{ result }` and checked against the endpoint's own response schema before it goes.
 */
export function gatewayRoute<E extends Endpoint>(
  ctx: SandboxContext,
  endpoint: E,
  resolver: Resolver<AuthedRouteArgs>,
  options?: { auth?: 'required'; body?: v.GenericSchema },
): HttpHandler;
export function gatewayRoute<E extends Endpoint>(
  ctx: SandboxContext,
  endpoint: E,
  resolver: Resolver<RouteArgs>,
  options: { auth: 'optional' | 'none'; body?: v.GenericSchema },
): HttpHandler;
export function gatewayRoute<E extends Endpoint>(
  ctx: SandboxContext,
  endpoint: E,
  // Every RouteArgs resolver also accepts AuthedRouteArgs; the overloads above keep callers honest.
  resolver: Resolver<AuthedRouteArgs>,
  options: RouteOptions = {},
): HttpHandler {
  const auth: AuthMode = options.auth ?? (endpoint.credentials ? 'required' : 'none');
  const url = `${ctx.gatewayBase}${routePattern(endpoint.path)}`;
  return METHODS[endpoint.method](url, async ({ request, params }) => {
    const deviceId = request.headers.get('x-deviceid') ?? undefined;
    const { latencyMs, fault } = ctx.faults.take({
      endpointName: endpoint.name,
      template: endpoint.path,
      path: pathAfterBase(request.url, ctx.gatewayBase),
      method: request.method,
      authenticated: request.headers.has('x-auth'),
      deviceId,
    });
    if (latencyMs > 0) await ctx.heldCalls.hold(latencyMs, deviceId);
    if (fault) return faultResponse(ctx, endpoint, fault);
    if (ctx.state.maintenance) return maintenanceResponse(ctx, endpoint);

    try {
      const token = request.headers.get('x-auth');
      const routeParams = stringParams(params);
      const session =
        auth === 'none'
          ? undefined
          : scopedSession(
              ctx.state,
              endpoint,
              routeParams,
              ctx.state.auth.authenticate(token),
              auth === 'required',
            );
      const user = session ? ctx.state.auth.user(session.userId) : undefined;
      if (auth === 'required' && (!session || !user)) fail('unauthorized');
      const lang = requestLanguage(request);
      if (user) ctx.state.auth.rememberLanguage(user, lang);
      const args: RouteArgs = {
        request,
        params: routeParams,
        query: new URL(request.url).searchParams,
        session,
        user,
        lang,
        requester: requesterOf(request),
        ctx,
      };
      if (options.body) await readBody(request, options.body);
      const result = await resolver(args as AuthedRouteArgs);
      uncheckedBody(ctx, endpoint, request);
      const answer =
        result instanceof Response ? result : checkedAnswer(ctx, endpoint, { result: result ?? {} });
      // Answers are about one customer and one moment: no browser, proxy or CDN may keep them
      // (the refusals below too).
      answer.headers.set('Cache-Control', 'no-store');
      // Says which language the texts are in, so an answer asked for in another language (index.html's
      // early reads go out before the app knows its language) is not shown (core's early-reads.ts).
      if (!answer.headers.has('Content-Language')) answer.headers.set('Content-Language', lang);
      return answer;
    } catch (error) {
      if (isSandboxFailure(error)) {
        return failureResponse(
          error.spec,
          { 'Cache-Control': 'no-store', ...retryAfterHeader(error.detail) },
          attemptsLeft(error.detail),
        );
      }
      console.error(`[sandbox] ${endpoint.name} failed`, error);
      return failureResponse(FAILURES.serverError);
    }
  });
}

/**
 * The device id the storefront sends, and the client's address: `X-Forwarded-For` as the
 * storefront's proxy sets it (nginx and `npm start`'s server replace it with the address they
 * saw; the sandbox's HTTP server sets the socket's when nothing is in front of it). A loopback
 * address is this machine itself, the tests and a developer, all behind one address: it is not
 * counted. A real gateway reads the address only from the hops it trusts.
 */
function requesterOf(request: Request): CodeRequester {
  const deviceId = request.headers.get('x-deviceid')?.slice(0, 128) || undefined;
  const address = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim().slice(0, 64);
  const loopback = !address || /^(127\.|::1$|::ffff:127\.)/.test(address);
  return { deviceId, clientAddress: loopback ? undefined : address };
}

/** A refusal that lifts by itself (a locked address, used-up code mails) says when, in seconds. */
function retryAfterHeader(
  detail: Readonly<Record<string, unknown>> | undefined,
): Record<string, string> | undefined {
  const seconds = detail?.retryAfterSeconds;
  return typeof seconds === 'number' ? { 'Retry-After': String(seconds) } : undefined;
}

/** A wrong one-time code says how many more codes may be tried before the refusal (INCORRECT_OTP). */
function attemptsLeft(detail: Readonly<Record<string, unknown>> | undefined) {
  const left = detail?.remainingAttempts;
  return typeof left === 'number' ? { remainingAttempts: left } : undefined;
}

/**
 * Sends `body`, checked against the endpoint's schema first. An answer that breaks it is a
 * sandbox bug: it is recorded (the contract test reads the list), logged, and still sent as it is,
 * so the client fails fast with its own schema error instead of retrying a 5xx.
 */
export function checkedAnswer(ctx: SandboxContext, endpoint: Endpoint, body: unknown): Response {
  const parsed = v.safeParse(endpoint.response, body);
  if (parsed.success) return HttpResponse.json(body as Record<string, unknown>);
  const issues = parsed.issues
    .slice(0, 10)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  ctx.violations.push({ endpoint: endpoint.name, issues });
  console.error(`[sandbox] ${endpoint.name} answer breaks its schema`, issues);
  return HttpResponse.json(body as Record<string, unknown>, {
    headers: { 'X-Sandbox-Contract-Violation': endpoint.name },
  });
}

/**
 * A route of a body method that neither read its body with readBody nor declared `body:` would
 * take any body (the auto-renewal cancel did): a sandbox bug, recorded as a contract
 * violation for the contract test. A multipart form (ID and selfie uploads) is read and checked by
 * its own route.
 */
function uncheckedBody(ctx: SandboxContext, endpoint: Endpoint, request: Request): void {
  if (!BODY_METHODS.has(request.method) || checkedBodies.has(request)) return;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return;
  const issues = ['the route read no body: readBody in the resolver, or body: EMPTY_BODY in its options'];
  ctx.violations.push({ endpoint: endpoint.name, issues });
  console.error(`[sandbox] ${endpoint.name} does not check its body`);
}

/** Reads and checks a JSON body; a body that does not fit answers 400 BAD_REQUEST. */
export async function readBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  checkedBodies.add(request);
  let json: unknown;
  try {
    const text = await request.text();
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    fail('badRequest', { reason: 'NOT_JSON' });
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) fail('badRequest', { issues: parsed.issues.map((issue) => v.getDotPath(issue)) });
  return parsed.output;
}

const FAULT_FAILURES: Record<
  Exclude<Fault['kind'], 'latency' | 'network_error' | 'maintenance'>,
  FailureSpec
> = {
  expired_token: FAILURES.unauthorized,
  forbidden: FAILURES.forbidden,
  rate_limited: FAILURES.tooManyRequests,
  server_error: FAILURES.serverError,
};

function faultResponse(ctx: SandboxContext, endpoint: Endpoint, fault: Fault): Response {
  switch (fault.kind) {
    case 'network_error':
      return HttpResponse.error();
    case 'maintenance':
      return maintenanceResponse(ctx, endpoint);
    case 'latency':
      // Never decisive (the registry adds latency up), kept for exhaustiveness.
      return failureResponse(FAILURES.serverError);
    case 'rate_limited':
      return failureResponse(FAULT_FAILURES.rate_limited, { 'Retry-After': '30' });
    default:
      return failureResponse(FAULT_FAILURES[fault.kind]);
  }
}

export const MAINTENANCE_ENDPOINT_NAME = 'maintenanceStatus';

/** In maintenance the status call says so and everything else is refused with -44001. */
function maintenanceResponse(ctx: SandboxContext, endpoint: Endpoint): Response {
  if (endpoint.name === MAINTENANCE_ENDPOINT_NAME) {
    return checkedAnswer(ctx, endpoint, { result: { enabled: true } });
  }
  return failureResponse(FAILURES.maintenance);
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.join('/');
  }
  return out;
}
