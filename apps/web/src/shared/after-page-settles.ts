/**
 * How long the page must go without a long task and without more than two requests in flight
 * before deferred work starts: the quiet window by which Lighthouse (and a customer) call a page
 * interactive. Work that starts sooner, between two pieces of the start-up, is a long task while
 * the page is still answering its first taps, and its downloads share a slow network with the
 * page's own reads.
 */
export const PAGE_QUIET_MS = 5000;

/** A task over this long blocks taps (a "long task", what TBT counts). */
const LONG_TASK_MS = 50;

/**
 * The longest deferred work waits for quiet after the load (or after the call, on a page loaded
 * long ago): a page that keeps rendering or reading never goes quiet (a customer walking the
 * purchase's steps), and its deferred work must still run: the flags decide what later steps offer.
 * The line page from its link went quiet 14 s after its load in a slow-4G trace (its reads done at
 * 12.7 s, loaded at 3.8 s, plus the 5 s), within the cap.
 */
export const SETTLE_AT_MOST_MS = 20_000;

/**
 * Runs `task` once the page has loaded, then gone `quietMs` without a long task and with at most
 * two requests in flight (where the browser reports long tasks: Chromium; elsewhere `quietMs`
 * after the load; SETTLE_AT_MOST_MS after the load or the call at the latest), and the browser is
 * idle: for work the first screen does not wait for (the visitor id, the next pages' route table,
 * the FAQ's texts), so it never competes with the first screen's chunks, queries, render and first
 * taps on a slow phone. A fixed delay after `load` did not: on a slow phone the start-up's last
 * long tasks (the screen's render, the remote texts) end seconds after `load`, and the work landed
 * among them. Requests count too: on slow 4G the line page's action reads end seconds after its
 * last long task, and work started meanwhile (the flags, the tag manager, a dozen chunks) was a
 * second of long tasks before the page went quiet, so it was interactive (Lighthouse's TTI: 5 s
 * without a long task and with at most two requests in flight) only after them.
 */
export function afterPageSettles(win: Window, task: () => void, quietMs = PAGE_QUIET_MS): void {
  const observer = quietMs > 0 ? observeActivity(win) : undefined;
  const whenIdle = () => {
    observer?.disconnect();
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: 5000 });
    else task();
  };
  const waitForQuiet = (since: number, latest: number) => {
    const quietSince = Math.max(since, observer?.lastEnd() ?? 0);
    const wait = Math.min(quietSince + quietMs, latest) - win.performance.now();
    if (wait <= 0) whenIdle();
    else win.setTimeout(() => waitForQuiet(quietSince, latest), wait);
  };
  // The cap counts from when the wait starts (the load, or now on a page loaded long ago).
  const waitFrom = (loaded: number) => waitForQuiet(loaded, win.performance.now() + SETTLE_AT_MOST_MS);
  // A page loaded long ago (a later step of a journey) counts its quiet from its last long task.
  if (win.document.readyState === 'complete') waitFrom(loadedAt(win));
  else win.addEventListener('load', () => waitFrom(win.performance.now()), { once: true });
}

/** When the page's `load` event ended, on the page's clock (now, where the browser does not say). */
function loadedAt(win: Window): number {
  const [navigation] = win.performance.getEntriesByType?.('navigation') ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  return end ? end : win.performance.now();
}

/**
 * Requests count as activity while more than this many are in flight, as in Lighthouse's TTI: one
 * request at a time (the sandbox mailbox's poll, a pending order's status) leaves the page quiet.
 */
const QUIET_REQUESTS_IN_FLIGHT = 2;

/** A request as the browser reports it: sent at `startTime`, its answer's last byte `duration` later. */
export interface RequestSpan {
  startTime: number;
  duration: number;
}

/**
 * The last moment more than QUIET_REQUESTS_IN_FLIGHT of `requests` were in flight (0: never): the
 * end of the request that brought them down to that many.
 */
export function networkBusyUntil(requests: readonly RequestSpan[]): number {
  let busyUntil = 0;
  for (const request of requests) {
    const end = request.startTime + request.duration;
    // In flight just before this one ended: those sent before it that had not ended yet.
    const inFlight = requests.filter(
      (other) => other.startTime < end && other.startTime + other.duration >= end,
    ).length;
    if (inFlight > QUIET_REQUESTS_IN_FLIGHT) busyUntil = Math.max(busyUntil, end);
  }
  return busyUntil;
}

/** The requests kept to find the network's busy spans: the page's latest ones. */
const REQUESTS_KEPT = 200;

/**
 * When the page was last busy (0: never), from the browser's reports: a long task or long frame's
 * end, or the end of a request that had more than QUIET_REQUESTS_IN_FLIGHT in flight with it.
 */
function observeActivity(win: Window): { lastEnd(): number; disconnect(): void } | undefined {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  const types = ['longtask', 'long-animation-frame', 'resource'].filter((type) =>
    Observer?.supportedEntryTypes?.includes(type),
  );
  if (!Observer || types.length === 0) return undefined;
  let lastTaskEnd = 0;
  const requests: RequestSpan[] = [];
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (entry.entryType === 'resource')
        requests.push({ startTime: entry.startTime, duration: entry.duration });
      else if (entry.duration > LONG_TASK_MS)
        lastTaskEnd = Math.max(lastTaskEnd, entry.startTime + entry.duration);
    }
    requests.splice(0, Math.max(0, requests.length - REQUESTS_KEPT));
  };
  const observer = new Observer((list) => note(list.getEntries()));
  // Buffered: the long tasks and requests before this call count too (the module evaluation, the
  // start-up). A long task report leaves out the rendering after it (a big commit's layout and
  // paint); long animation frames (Chromium 123+) include it.
  for (const type of types) observer.observe({ type, buffered: true });
  return {
    // Reports arrive in a task of their own: the ones not delivered yet are taken first.
    lastEnd: () => {
      note(observer.takeRecords());
      return Math.max(lastTaskEnd, networkBusyUntil(requests));
    },
    disconnect: () => observer.disconnect(),
  };
}
