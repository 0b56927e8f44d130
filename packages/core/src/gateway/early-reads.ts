/**
 * Gateway reads started by index.html at byte zero, before the app's scripts have downloaded:
 * the inline script (scripts/vite/early-gateway-reads.ts) sends the page load's first
 * reads and leaves each answer's promise in a global, by the URL it asked for. The gateway client's
 * fetch takes such an answer instead of sending its own request, once; everything else it does with
 * an answer (the valibot schema, errors, retries) is unchanged.
 */

/** The global the inline script fills: URL as sent (relative to the page) → its answer. */
export const EARLY_READS_GLOBAL = '__sendaEarlyReads';

/** An answer, or undefined when the request failed (the inline script never lets one reject). */
export type EarlyReads = Record<string, Promise<Response | undefined> | undefined>;

/** The global, checked: anything else there (a junk value, a page without the script) is none. */
export function earlyReadsIn(scope: object): EarlyReads | undefined {
  const value: unknown = (scope as Record<string, unknown>)[EARLY_READS_GLOBAL];
  return typeof value === 'object' && value !== null ? (value as EarlyReads) : undefined;
}

/** Same address and the same query, whatever the order of its parameters. */
function sameRead(a: URL, b: URL): boolean {
  if (a.origin !== b.origin || a.pathname !== b.pathname) return false;
  const query = (url: URL) =>
    [...url.searchParams]
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('&');
  return query(a) === query(b);
}

/**
 * Whether an early answer is in the language the app asks for. The inline script runs before the
 * app has chosen its language (setlocale, the stored choice, the browser's), so its reads carry the
 * browser's Accept-Language; an answer whose Content-Language names another language (a stored
 * en-US choice on a Spanish browser) is not used. No header on either side: nothing to compare.
 */
function sameLanguage(answer: Response, request: Request): boolean {
  const primary = (tag: string | null) =>
    tag?.split(',')[0]?.split('-')[0]?.trim().toLowerCase() || undefined;
  const answered = primary(answer.headers.get('Content-Language'));
  const asked = primary(request.headers.get('Accept-Language'));
  return answered === undefined || asked === undefined || answered === asked;
}

/**
 * A fetch that answers a GET with the early read of the same URL, when there is one not yet taken
 * and it succeeded in the language asked for; otherwise (no early read, it failed, it was not a 2xx,
 * it is in another language) it sends the request.
 * A request carrying the customer's token (X-Auth) is always sent: the early reads carry none, and
 * an answer for a signed-in customer may differ.
 */
export function fetchTakingEarlyReads(early: EarlyReads | undefined, send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (early && request.method === 'GET' && !request.headers.has('X-Auth')) {
      const url = new URL(request.url);
      const key = Object.keys(early).find((candidate) => sameRead(new URL(candidate, url), url));
      const pending = key === undefined ? undefined : early[key];
      if (key !== undefined) delete early[key];
      const answer = await pending;
      if (answer?.ok && sameLanguage(answer, request)) return answer;
    }
    return send(request);
  };
}
