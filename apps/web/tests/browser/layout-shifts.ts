import type { Page } from 'playwright-core';

/** Records every layout shift of the page's loads from their start (call before goto), for `shiftsOf`. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts `recordShifts` saw so far, each its value. */
export const shiftsOf = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
