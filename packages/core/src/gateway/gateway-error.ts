import * as v from 'valibot';

/**
 * Everything that can go wrong with a gateway call, as one typed error, so callers switch on
 * `kind` instead of parsing messages.
 *
 * - `http`: a non-2xx answer; `status`, `statusText` and `body` are the server's.
 * - `network`: no answer at all (offline, DNS, CORS, aborted); reported as the spec's 500
 *   "Something went wrong" / "Unknown Error" / UNKNOWN_ERROR_CODE / 999999.
 * - `schema`: a 2xx answer whose body does not match the endpoint's schema.
 * - `session_ended`: the token could not be refreshed, or the gateway said 403; `logoutTarget`
 *   says where the app goes.
 * - `rate_limited`: 429; the outcome has been handed to the rate-limit store already.
 */
export type GatewayErrorKind = 'http' | 'network' | 'schema' | 'session_ended' | 'rate_limited';

export const UNKNOWN_ERROR = Object.freeze({
  status: 500,
  statusText: 'Something went wrong',
  description: 'Unknown Error',
  errorCode: 'UNKNOWN_ERROR_CODE',
  errorId: 999999,
});

/** The gateway's failure body: `failure.errorId` and `failure.errorCode`, read leniently. */
export const FailureBodySchema = v.object({
  failure: v.object({
    errorId: v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])),
    errorCode: v.optional(v.string()),
    message: v.optional(v.string()),
    description: v.optional(v.string()),
  }),
});

/**
 * Retry-After in delta-seconds, the form the gateway sends with a refusal that lifts by itself
 * (too many codes for one e-mail). An HTTP-date or anything else reads as absent.
 */
const RetryAfterSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number));

export interface GatewayErrorDetails {
  kind: GatewayErrorKind;
  status: number;
  statusText: string;
  body: unknown;
  url: string;
  errorId?: number | undefined;
  errorCode?: string | undefined;
  description?: string | undefined;
  logoutTarget?: string | undefined;
  issues?: readonly string[] | undefined;
  /** From Retry-After: the refusal lifts by itself after this many seconds. */
  retryAfterSeconds?: number | undefined;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly kind: GatewayErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly url: string;
  readonly errorId: number | undefined;
  readonly errorCode: string | undefined;
  readonly description: string | undefined;
  readonly logoutTarget: string | undefined;
  readonly issues: readonly string[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(details: GatewayErrorDetails) {
    super(`${details.kind} ${details.status} ${details.statusText} (${details.url})`);
    this.kind = details.kind;
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
    this.url = details.url;
    this.errorId = details.errorId;
    this.errorCode = details.errorCode;
    this.description = details.description;
    this.logoutTarget = details.logoutTarget;
    this.issues = details.issues;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  static fromResponse(
    url: string,
    status: number,
    statusText: string,
    body: unknown,
    retryAfter?: string | null,
  ): GatewayError {
    const failure = v.safeParse(FailureBodySchema, body);
    const f = failure.success ? failure.output.failure : undefined;
    const wait = v.safeParse(RetryAfterSchema, retryAfter);
    return new GatewayError({
      kind: 'http',
      status,
      statusText,
      body,
      url,
      errorId: f?.errorId !== undefined && Number.isFinite(f.errorId) ? f.errorId : undefined,
      errorCode: f?.errorCode,
      description: f?.description ?? f?.message,
      retryAfterSeconds: wait.success ? wait.output : undefined,
    });
  }

  static unknown(url: string, cause?: unknown): GatewayError {
    const error = new GatewayError({ kind: 'network', body: undefined, url, ...UNKNOWN_ERROR });
    if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause });
    return error;
  }

  static schema(url: string, body: unknown, issues: readonly string[]): GatewayError {
    return new GatewayError({
      kind: 'schema',
      status: 502,
      statusText: 'Malformed gateway answer',
      body,
      url,
      errorCode: 'MALFORMED_RESPONSE',
      issues,
    });
  }

  /** The same error with another kind, for the session and rate-limit outcomes. */
  as(kind: GatewayErrorKind, extra: Partial<GatewayErrorDetails> = {}): GatewayError {
    return new GatewayError({ ...this.details(), ...extra, kind });
  }

  details(): GatewayErrorDetails {
    return {
      kind: this.kind,
      status: this.status,
      statusText: this.statusText,
      body: this.body,
      url: this.url,
      errorId: this.errorId,
      errorCode: this.errorCode,
      description: this.description,
      logoutTarget: this.logoutTarget,
      issues: this.issues,
      retryAfterSeconds: this.retryAfterSeconds,
    };
  }
}

export const isGatewayError = (error: unknown): error is GatewayError => error instanceof GatewayError;

/** A short, log-safe description of valibot issues: paths and expectations, never the values. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.slice(0, 10).map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '(root)';
    return `${path}: expected ${issue.expected ?? 'valid value'}, received ${issue.received}`;
  });
}
