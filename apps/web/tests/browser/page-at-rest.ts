import type { Page } from 'playwright-core';

/**
 * The share of `windowMs` the page's main thread spent running tasks while nobody touched it
 * (Chromium's TaskDuration metric, over DevTools' protocol). A page at rest runs almost nothing;
 * a render that sets off another render keeps it near 1, a phone's battery and every tap paying
 * for it, with nothing on screen to show it.
 */
export async function mainThreadShare(page: Page, windowMs = 1_000): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')
        ?.value ?? 0;
    const before = await taskSeconds();
    const started = Date.now();
    await page.waitForTimeout(windowMs);
    const busy = (await taskSeconds()) - before;
    return busy / ((Date.now() - started) / 1_000);
  } finally {
    await cdp.detach();
  }
}
