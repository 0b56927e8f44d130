/**
 * Gateway reads started by index.html at byte zero, before the app's scripts have downloaded:
 * the inline script (scripts/vite/early-gateway-reads.ts) sends the page load's first
 * reads and leaves each answer's promise in a global, by the URL it asked for, with the customer's
 * token when it sent one. The gateway client's fetch takes such an answer instead of sending its
 * own request, once, when its own request carries the same token (or both none); everything else it
 * does with an answer (the valibot schema, errors, retries) is unchanged, except that an early
 * answer the schema refuses is asked for again (gateway-client.ts), as is one that failed, and one
 * in another language than the call asked for unless the call's answer has no text in a language
 * (its endpoint's `sameInEveryLanguage`: the client knows the endpoint, this fetch does not).
 */

/** The global the inline script fills: URL as sent (relative to the page) → its read. */
export const EARLY_READS_GLOBAL = '__sendaEarlyReads';

/** One early read. */
export interface EarlyRead {
  /** The answer, or undefined when the request failed (the inline script never lets one reject). */
  answer: Promise<Response | undefined>;
  /** The X-Auth token it was sent with; absent when it was sent without one. */
  auth?: string;
}

export type EarlyReads = Record<string, EarlyRead | undefined>;

/** Answers this page's fetch took from early reads (gateway-client.ts asks again when one is bad). */
const earlyAnswers = new WeakSet<Response>();

/** Whether `response` is an early read's answer, taken instead of sending the request. */
export function isEarlyAnswer(response: Response): boolean {
  return earlyAnswers.has(response);
}

/** An entry of the global as the inline script writes it; anything else is not used. */
function isEarlyRead(value: unknown): value is EarlyRead {
  if (typeof value !== 'object' || value === null) return false;
  const { answer, auth } = value as Partial<Record<keyof EarlyRead, unknown>>;
  return answer instanceof Promise && (auth === undefined || typeof auth === 'string');
}

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
 * Whether an answer is in the language asked for (`asked`, the call's Accept-Language). The inline
 * script runs before the app has chosen its language (setlocale, the stored choice, the browser's),
 * so its reads carry the browser's Accept-Language; an early answer whose Content-Language names
 * another language (a stored en-US choice on a Spanish browser) is not shown. No header on either
 * side: nothing to compare.
 */
export function inLanguageAsked(answer: Response, asked: string | null): boolean {
  const primary = (tag: string | null) =>
    tag?.split(',')[0]?.split('-')[0]?.trim().toLowerCase() || undefined;
  const answered = primary(answer.headers.get('Content-Language'));
  const language = primary(asked);
  return answered === undefined || language === undefined || answered === language;
}

/**
 * A fetch that answers a GET with the early read of the same URL, when there is one not yet taken,
 * sent with the same token as this request (the customer's X-Auth, or none on both), and it
 * succeeded; otherwise (no early read, another token or none, it failed, it was not a 2xx) it
 * sends the request. An answer for one token is never given to a request with another: the
 * signed-in customer may have changed (a link's token). Whether an answer in another language will
 * do is the gateway client's to say (gateway-client.ts).
 */
export function fetchTakingEarlyReads(early: EarlyReads | undefined, send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (early && request.method === 'GET') {
      const url = new URL(request.url);
      const key = Object.keys(early).find((candidate) => sameRead(new URL(candidate, url), url));
      const read: unknown = key === undefined ? undefined : early[key];
      if (key !== undefined) delete early[key];
      if (isEarlyRead(read)) {
        const answer = (read.auth ?? null) === request.headers.get('X-Auth') ? await read.answer : undefined;
        if (answer?.ok) {
          earlyAnswers.add(answer);
          return answer;
        }
        discard(read);
      }
    }
    return send(request);
  };
}

/**
 * An early read that is not used has its body cancelled. Gateway answers are `no-store`, so the
 * browser keeps an unread body in the connection (none goes to its cache): the request never ends,
 * holds one of the origin's few connections, and the page never goes quiet (first-load's
 * `networkidle` waited 30 s for the two early reads a stored Spanish choice on an English browser
 * left unread).
 */
function discard(read: EarlyRead): void {
  void read.answer.then(discardAnswer).catch(() => undefined);
}

/** An early answer left unread (discard's reason), its body cancelled. */
export function discardAnswer(answer: Response | undefined): Promise<void> | undefined {
  return answer?.body?.cancel().catch(() => undefined);
}

/**
 * The URLs of the early reads sent with the customer's token (a stored session's: a signed-in
 * visitor), for a reader that decides by who asked (a reschedule link handing a session to someone
 * signed in as another customer). Whether, never which: the token stays in the read.
 */
export function earlyReadsWithToken(scope: object): ReadonlySet<string> {
  return new Set(
    Object.entries(earlyReadsIn(scope) ?? {}).flatMap(([url, read]) =>
      isEarlyRead(read) && read.auth !== undefined ? [url] : [],
    ),
  );
}

/** A copy of an early read's answer (a refusal too: a 404 is an answer), undefined when the request failed. */
export type EarlyAnswerCopies = Readonly<Record<string, Promise<Response | undefined>>>;

/**
 * A copy of each early read's answer, by URL, for a reader besides the gateway client (a page's
 * early sentence, written before the app's start-up: the line's status, a pay-by-link's answer,
 * which an unknown link's 404 decides too). Taken when called: the client reads an answer it
 * takes, after which it could no longer be copied, so call this before the app's first request.
 */
export function copyEarlyReads(scope: object): EarlyAnswerCopies {
  return Object.fromEntries(
    Object.entries(earlyReadsIn(scope) ?? {}).flatMap(([url, read]) =>
      isEarlyRead(read) ? [[url, read.answer.then((answer) => answer?.clone())]] : [],
    ),
  );
}
