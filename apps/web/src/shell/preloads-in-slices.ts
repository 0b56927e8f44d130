/**
 * Preloads a page asks for after its first paint, appended a few per task. Chromium starts each
 * preload's fetch inside the insertion, about 4 ms a link on a phone four times slower than a
 * laptop (measured with the CPU throttled ×4), and superlinearly more when dozens go in at once: the
 * line page's 59 held chunks in one insertion were one task of 140–345 ms after its status
 * sentence was painted. Six at a time keeps each task short, feeds HTTP/1.1's six connections as
 * fast as they take files, and keeps the order the HTML names them in. Fewer a task (three) made the
 * release last until the app imported its route, and Vite's preload helper then appended the rest
 * in one task. index.html's inline route preloads (scripts/vite/route-preload.ts) do the same.
 */
export const PRELOADS_PER_TASK = 6;

/** Appends `nodes` to `parent` in order, PRELOADS_PER_TASK of them in each task `schedule` starts. */
export function appendInSlices(
  parent: Pick<Node, 'appendChild'>,
  nodes: readonly Node[],
  schedule: (task: () => void) => void,
): void {
  const waiting = [...nodes];
  const next = () => {
    for (const node of waiting.splice(0, PRELOADS_PER_TASK)) parent.appendChild(node);
    if (waiting.length > 0) schedule(next);
  };
  if (waiting.length > 0) schedule(next);
}
