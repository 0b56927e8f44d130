import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WARM_INTL_SCRIPT } from '../scripts/vite/warm-intl.ts';

/**
 * index.html's inline script that loads the runtime's locale tables before the first render
 * (scripts/vite/warm-intl.ts), run as the browser runs it: paint entries arrive, timers are
 * queued, and the Intl calls it makes are recorded.
 */
function openPage({ paintTiming = true }: { paintTiming?: boolean } = {}) {
  const calls: string[] = [];
  const timers: (() => void)[] = [];
  let observer: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean } | undefined;
  const supportedLocalesOf = (kind: string) => (locale: string) => {
    calls.push(`${kind}.supportedLocalesOf(${locale})`);
    return [locale];
  };
  const window: Record<string, unknown> = {
    Intl: {
      NumberFormat: { supportedLocalesOf: supportedLocalesOf('NumberFormat') },
      DateTimeFormat: { supportedLocalesOf: supportedLocalesOf('DateTimeFormat') },
    },
    setTimeout: (run: () => void) => timers.push(run),
  };
  if (paintTiming) {
    window.PerformanceObserver = class {
      disconnected = false;
      constructor(readonly callback: (list: unknown, observer: unknown) => void) {
        observer = this;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    };
  }
  runInNewContext(WARM_INTL_SCRIPT, window);
  const paint = (...names: string[]) =>
    observer?.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, observer);
  const runTimers = () => {
    for (const run of timers.splice(0)) run();
  };
  return { calls, timers, paint, runTimers, observer: () => observer };
}

describe('the locale tables loaded before the first render', () => {
  it('waits for the first contentful paint, then loads them in a task of its own', () => {
    const page = openPage();
    expect(page.calls).toEqual([]);
    // The first paint of nothing but a background is not the page's content yet.
    page.paint('first-paint');
    expect(page.timers).toHaveLength(0);
    page.paint('first-contentful-paint');
    // Not in the paint's own callback: in a task queued after it.
    expect(page.calls).toEqual([]);
    expect(page.timers).toHaveLength(1);
    page.runTimers();
    expect(page.calls).toEqual([
      'NumberFormat.supportedLocalesOf(en-US)',
      'DateTimeFormat.supportedLocalesOf(en-US)',
    ]);
    expect(page.observer()?.disconnected).toBe(true);
  });

  it('does nothing, and throws nothing, in a browser without paint timing', () => {
    const page = openPage({ paintTiming: false });
    expect(page.calls).toEqual([]);
    expect(page.timers).toHaveLength(0);
  });
});
