/**
 * Runs `task` in a task of its own once the browser is idle, or after `timeoutMs` at the latest
 * (requestIdleCallback's timeout); where there is no requestIdleCallback (Safari), after a zero
 * timeout. For work the first paint does not need (a read for an action below the fold): it no
 * longer joins the task that rendered the page, so a slow phone paints and takes taps first.
 * Returns the function that cancels it.
 */
export function whenIdle(win: Window, task: () => void, timeoutMs = 2000): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(task, 0);
  return () => win.clearTimeout(id);
}
