import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One gateway call, described as data so that the client, the sandbox handlers and the contract
 * test all read the same method, path and response schema.
 *
 * `path` is relative to the gateway base URL and may hold `{name}` placeholders filled from
 * `params`. A path that starts with `http` or `/mocks` is used as it is.
 */
export interface Endpoint<TSchema extends v.GenericSchema = v.GenericSchema> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Sends cookies and the X-Auth header, and takes part in the 401 refresh. */
  readonly credentials: boolean;
  readonly response: TSchema;
  /**
   * Its answer holds no text in a language (codes, dates, amounts, data as stored): an answer given
   * in another language than asked (index.html's early read goes out in the browser's) is as good,
   * and the gateway client takes it instead of asking again (early-reads.ts).
   */
  readonly sameInEveryLanguage?: boolean;
}

export type EndpointOutput<E extends Endpoint> = v.InferOutput<E['response']>;

export function defineEndpoint<TSchema extends v.GenericSchema>(
  endpoint: Endpoint<TSchema>,
): Endpoint<TSchema> {
  return Object.freeze(endpoint);
}

/** The gateway wraps every successful answer as `{ result: ... }`. */
export function resultEnvelope<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.object({ result: schema });
}

/** Answers with no useful body (204, or `{}`) are accepted as they come. */
export const EmptyResponseSchema = v.optional(v.unknown());

export type PathParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; each value is URI-encoded so a parameter cannot change the path. */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Paths are prefixed by the gateway base URL unless they start with http or /mocks. */
export function resolveUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/mocks')) return path;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}

/** A path pattern for MSW and the sandbox: `{name}` becomes `:name`. */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
