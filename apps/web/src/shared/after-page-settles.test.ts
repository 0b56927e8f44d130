import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, networkBusyUntil, PAGE_QUIET_MS, SETTLE_AT_MOST_MS } from './after-page-settles';

/** A window whose load, long-task reports and idle callbacks the test drives, on fake timers. */
function fakePage({ reportsLongTasks = true, loaded = false, loadEventEnd = 0 } = {}) {
  const pending: PerformanceEntry[] = [];
  const idle: Array<() => void> = [];
  const onLoad: Array<() => void> = [];
  class FakeObserver {
    static supportedEntryTypes = reportsLongTasks ? ['longtask', 'long-animation-frame', 'resource'] : [];
    private readonly types = new Set<string>();
    observe({ type }: { type: string }) {
      this.types.add(type);
    }
    disconnect() {}
    private delivered = 0;
    /** The reports of the types observed not taken yet (each observer of the page sees them all). */
    takeRecords() {
      const taken = pending.slice(this.delivered).filter((entry) => this.types.has(entry.entryType));
      this.delivered = pending.length;
      return taken;
    }
  }
  const win = {
    document: { readyState: loaded ? 'complete' : 'loading' },
    performance: {
      now: () => Date.now(),
      getEntriesByType: (type: string) => (type === 'navigation' && loaded ? [{ loadEventEnd }] : []),
    },
    PerformanceObserver: FakeObserver,
    addEventListener: (_type: string, listener: () => void) => onLoad.push(listener),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    requestIdleCallback: (run: () => void) => idle.push(run),
  } as unknown as Window;
  return {
    win,
    load: () => {
      for (const listener of onLoad.splice(0)) listener();
    },
    longTask: (startTime: number, duration: number) =>
      pending.push({ entryType: 'longtask', startTime, duration } as PerformanceEntry),
    longFrame: (startTime: number, duration: number) =>
      pending.push({ entryType: 'long-animation-frame', startTime, duration } as PerformanceEntry),
    /** A request sent at `startTime` whose answer ended `duration` later. */
    request: (startTime: number, duration: number) =>
      pending.push({ entryType: 'resource', startTime, duration } as PerformanceEntry),
    /** Runs the idle callbacks asked for so far; how many there were. */
    runIdle: () => {
      const callbacks = idle.splice(0);
      for (const callback of callbacks) callback();
      return callbacks.length;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterPageSettles', () => {
  it('waits until the page has gone its quiet time without a long task after loading, then for idle', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPageSettles(page.win, task);
    vi.advanceTimersByTime(1000);
    page.load();
    // The start-up's last long task (the screen's render, the remote texts) ends 3.2 s in.
    vi.advanceTimersByTime(2000);
    page.longTask(3000, 200);
    vi.advanceTimersByTime(PAGE_QUIET_MS - 2000);
    expect(page.runIdle()).toBe(0);
    vi.advanceTimersByTime(2200 - 1);
    expect(page.runIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page.runIdle()).toBe(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('counts a long frame (a task and the rendering after it) as breaking the quiet', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPageSettles(page.win, task);
    page.load();
    // The task alone was under 50 ms; with the layout and paint of what it committed, 90 ms.
    page.longFrame(1000, 90);
    vi.advanceTimersByTime(PAGE_QUIET_MS);
    expect(page.runIdle()).toBe(0);
    vi.advanceTimersByTime(1090);
    expect(page.runIdle()).toBe(1);
  });

  it('counts only tasks over 50 ms as breaking the quiet', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPageSettles(page.win, task);
    page.load();
    page.longTask(1000, 50);
    vi.advanceTimersByTime(PAGE_QUIET_MS);
    expect(page.runIdle()).toBe(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('counts more than two requests in flight as breaking the quiet, until the third from last ends', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPageSettles(page.win, task);
    page.load();
    page.longTask(1000, 100);
    // The line's five action reads, sent at once when the page is idle, end 2.6 to 3.5 s later:
    // more than two in flight until the third from last ends, at 5300.
    for (const [start, duration] of [
      [2500, 2600],
      [2500, 2700],
      [2510, 2790],
      [2520, 2880],
      [2520, 2980],
    ] as const)
      page.request(start, duration);
    vi.advanceTimersByTime(1100 + PAGE_QUIET_MS);
    expect(page.runIdle()).toBe(0);
    vi.advanceTimersByTime(5300 + PAGE_QUIET_MS - (1100 + PAGE_QUIET_MS) - 1);
    expect(page.runIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page.runIdle()).toBe(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('leaves the page quiet while at most two requests are in flight (one poll at a time)', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPageSettles(page.win, task);
    page.load();
    page.request(1000, 3000);
    page.request(2000, 3000);
    page.request(4500, 100);
    vi.advanceTimersByTime(PAGE_QUIET_MS);
    expect(page.runIdle()).toBe(1);
  });

  it('runs on a page that never goes quiet once SETTLE_AT_MOST_MS have passed since the load', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPageSettles(page.win, task);
    page.load();
    for (let at = 0; at < SETTLE_AT_MOST_MS - 4000; at += 4000) {
      vi.advanceTimersByTime(4000);
      for (let request = 0; request < 3; request++) page.request(Date.now() - 100, 100);
      expect(page.runIdle()).toBe(0);
    }
    vi.advanceTimersByTime(SETTLE_AT_MOST_MS - Date.now());
    expect(page.runIdle()).toBe(1);
  });

  it('where the browser reports no long tasks, waits its quiet time after the load', () => {
    const page = fakePage({ reportsLongTasks: false });
    const task = vi.fn();
    afterPageSettles(page.win, task);
    vi.advanceTimersByTime(500);
    page.load();
    vi.advanceTimersByTime(PAGE_QUIET_MS - 1);
    expect(page.runIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page.runIdle()).toBe(1);
  });

  it('on a page loaded long ago (a later step), counts from the load or the last long task', () => {
    vi.setSystemTime(60_000);
    const page = fakePage({ loaded: true, loadEventEnd: 2000 });
    const task = vi.fn();
    afterPageSettles(page.win, task);
    expect(page.runIdle()).toBe(1);

    const busy = fakePage({ loaded: true, loadEventEnd: 2000 });
    busy.longTask(59_000, 500);
    afterPageSettles(busy.win, task);
    vi.advanceTimersByTime(PAGE_QUIET_MS - 500 - 1);
    expect(busy.runIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(busy.runIdle()).toBe(1);
  });
});

describe('networkBusyUntil', () => {
  it('is the end of the request that left two in flight, 0 when never more than two were', () => {
    expect(networkBusyUntil([])).toBe(0);
    expect(
      networkBusyUntil([
        { startTime: 0, duration: 100 },
        { startTime: 50, duration: 100 },
      ]),
    ).toBe(0);
    const three = [
      { startTime: 0, duration: 100 },
      { startTime: 10, duration: 200 },
      { startTime: 20, duration: 300 },
    ];
    expect(networkBusyUntil(three)).toBe(100);
    // One sent after the first ended has two in flight with it.
    expect(networkBusyUntil([...three.slice(1), { startTime: 250, duration: 10 }])).toBe(0);
  });
});
