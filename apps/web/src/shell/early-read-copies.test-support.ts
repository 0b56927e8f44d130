import type { EarlyReadOf } from './early-frame-fill';

/** A gateway's JSON answer, as index.html's early read keeps it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * index.html's copies of its early reads, by URL, for an early reader's tests; `asked` the URLs the
 * reader looked for and found.
 */
export function copies(answers: Record<string, Response | undefined>) {
  const asked: string[] = [];
  const readOf: EarlyReadOf = (matches) => {
    const url = Object.keys(answers).find((candidate) => matches(new URL(candidate)));
    if (url === undefined) return undefined;
    asked.push(url);
    return Promise.resolve(answers[url]);
  };
  return { readOf, asked };
}
