/**
 * Preloads a page asks for after its first paint, started a few per task. Chromium starts each
 * preload's fetch inside the insertion, about 4 ms a link on a phone four times slower than a
 * laptop (measured with the CPU throttled ×4), and superlinearly more when dozens go in at once: the
 * line page's 59 held chunks in one insertion were one task of 140–345 ms after its status
 * sentence was painted. Six at a time keeps each task short, feeds HTTP/1.1's six connections as
 * fast as they take files, and keeps the order the HTML names them in. index.html's inline route
 * preloads (scripts/vite/route-preload.ts) go six a task too.
 */
export const PRELOADS_PER_TASK = 6;

/**
 * Puts every link into `parent` at once with its `rel` taken off, then gives PRELOADS_PER_TASK of
 * them their `rel` back in each task `schedule` starts, in order; the `rel` is what starts a fetch.
 * A link without one fetches nothing but names its file, and Vite's preload helper skips a file a
 * link in the document names: when the app imports its route before the last slice, the helper no
 * longer appends the rest itself in one task (408 ms on pay-by-link, 1.4 s on the line page, at
 * CPU ×4). The files it needs sooner the import fetches itself, once.
 */
export function preloadInSlices(
  parent: Pick<ParentNode, 'append'>,
  links: readonly Pick<HTMLLinkElement, 'rel'>[],
  schedule: (task: () => void) => void,
): void {
  const waiting = links.map((link) => ({ link, rel: link.rel }));
  if (waiting.length === 0) return;
  for (const { link } of waiting) link.rel = '';
  parent.append(...(links as unknown as Node[]));
  const next = () => {
    for (const { link, rel } of waiting.splice(0, PRELOADS_PER_TASK)) link.rel = rel;
    if (waiting.length > 0) schedule(next);
  };
  schedule(next);
}
