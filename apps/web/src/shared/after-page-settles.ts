/**
 * How long the page must go without a long task before deferred work starts: the quiet window by
 * which Lighthouse (and a customer) call a page interactive. Work that starts sooner, between two
 * pieces of the start-up, is a long task while the page is still answering its first taps.
 */
export const PAGE_QUIET_MS = 5000;

/** A task over this long blocks taps (a "long task", what TBT counts). */
const LONG_TASK_MS = 50;

/**
 * Runs `task` once the page has loaded, then gone `quietMs` without a long task (where the browser
 * reports long tasks: Chromium; elsewhere `quietMs` after the load), and the browser is idle: for
 * work the first screen does not wait for (the visitor id, the next pages' route table, the FAQ's
 * texts), so it never competes with the first screen's chunks, queries, render and first taps on
 * a slow phone. A fixed delay after `load` did not: on a
 * slow phone the start-up's last long tasks (the screen's render, the remote texts) end seconds
 * after `load`, and the work landed among them.
 */
export function afterPageSettles(win: Window, task: () => void, quietMs = PAGE_QUIET_MS): void {
  const observer = quietMs > 0 ? observeLongTasks(win) : undefined;
  const whenIdle = () => {
    observer?.disconnect();
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: 5000 });
    else task();
  };
  const waitForQuiet = (since: number) => {
    const quietSince = Math.max(since, observer?.lastEnd() ?? 0);
    const wait = quietSince + quietMs - win.performance.now();
    if (wait <= 0) whenIdle();
    else win.setTimeout(() => waitForQuiet(quietSince), wait);
  };
  // A page loaded long ago (a later step of a journey) counts its quiet from its last long task.
  if (win.document.readyState === 'complete') waitForQuiet(loadedAt(win));
  else win.addEventListener('load', () => waitForQuiet(win.performance.now()), { once: true });
}

/** When the page's `load` event ended, on the page's clock (now, where the browser does not say). */
function loadedAt(win: Window): number {
  const [navigation] = win.performance.getEntriesByType?.('navigation') ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  return end ? end : win.performance.now();
}

/** When the last long task (or long frame) seen so far ended (0: none), from the browser's reports. */
function observeLongTasks(win: Window): { lastEnd(): number; disconnect(): void } | undefined {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('longtask')) return undefined;
  let lastEnd = 0;
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (entry.duration > LONG_TASK_MS) lastEnd = Math.max(lastEnd, entry.startTime + entry.duration);
    }
  };
  const observer = new Observer((list) => note(list.getEntries()));
  // Buffered: the long tasks before this call count too (the module evaluation, the start-up).
  // A long task report leaves out the rendering after it (a big commit's layout and paint);
  // long animation frames (Chromium 123+) include it.
  for (const type of ['longtask', 'long-animation-frame']) {
    if (Observer.supportedEntryTypes.includes(type)) observer.observe({ type, buffered: true });
  }
  return {
    // Reports arrive in a task of their own: the ones not delivered yet are taken first.
    lastEnd: () => {
      note(observer.takeRecords());
      return lastEnd;
    },
    disconnect: () => observer.disconnect(),
  };
}
