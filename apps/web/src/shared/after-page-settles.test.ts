import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, PAGE_QUIET_MS } from './after-page-settles';

/** A window whose load, long-task reports and idle callbacks the test drives, on fake timers. */
function fakePage({ reportsLongTasks = true, loaded = false, loadEventEnd = 0 } = {}) {
  const pending: PerformanceEntry[] = [];
  const idle: Array<() => void> = [];
  const onLoad: Array<() => void> = [];
  class FakeObserver {
    static supportedEntryTypes = reportsLongTasks ? ['longtask', 'long-animation-frame'] : [];
    private readonly types = new Set<string>();
    observe({ type }: { type: string }) {
      this.types.add(type);
    }
    disconnect() {}
    /** The reports of the types observed (each observer of the page sees them all). */
    takeRecords() {
      return pending.filter((entry) => this.types.has(entry.entryType));
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
