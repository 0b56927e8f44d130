import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, launchBrowser, newPhoneContext } from './browser';

/**
 * Real-user monitoring end to end: the build with the sandbox's deploy config (its `telemetryUrl`
 * is the sandbox's fake collector, /mocks/otlp), a page left after it settled, and what the
 * collector then holds (/mocks/telemetry): the page's web vitals and the error it threw, as
 * OTLP/HTTP JSON log records, sent by beacon when the page was left.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SeenRecord {
  eventName: string;
  attributes: Record<string, unknown>;
}

describe('real-user monitoring', () => {
  it('sends the page’s web vitals and an uncaught error to the collector when the page is left', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    try {
      await page.request.delete(`${gatewayUrl()}/mocks/telemetry`);
      // The reporter and web-vitals load once the page has settled, never with the page.
      const installed = page.waitForEvent('requestfinished', {
        predicate: (request) => /install-telemetry/.test(request.url()),
        timeout: 60_000,
      });
      await page.goto('/web/pre-checkout');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await installed;
      // The chunk's module has run by the next task: the error is the reporter's to report.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              setTimeout(resolve);
              throw new Error('telemetry probe for ana@example.com');
            }),
          ),
      );
      // Leaving the page hides it: web-vitals reports LCP and CLS, the reporter sends its batch.
      await page.goto('about:blank');
      await expect
        .poll(
          async () => {
            const seen = (await (await page.request.get(`${gatewayUrl()}/mocks/telemetry`)).json()) as {
              records: SeenRecord[];
            };
            return seen.records.map((record) =>
              record.eventName === 'browser.web_vital'
                ? `vital ${String(record.attributes['web_vital.name'])}`
                : `${record.eventName} ${String(record.attributes['exception.message'])}`,
            );
          },
          { timeout: 20_000 },
        )
        .toEqual(expect.arrayContaining(['vital LCP', 'vital CLS', 'exception telemetry probe for [email]']));
      const seen = (await (await page.request.get(`${gatewayUrl()}/mocks/telemetry`)).json()) as {
        records: SeenRecord[];
      };
      const lcp = seen.records.find((record) => record.attributes['web_vital.name'] === 'LCP');
      // What made it slow, as web-vitals' attribution says (its element, when the page still has it).
      expect(Object.keys(lcp?.attributes ?? {}), JSON.stringify(lcp)).toEqual(
        expect.arrayContaining([
          'web_vital.attribution.timeToFirstByte',
          'web_vital.attribution.resourceLoadDelay',
          'web_vital.attribution.elementRenderDelay',
        ]),
      );
      expect(JSON.stringify(seen), 'no e-mail, no query, no account').not.toMatch(/ana@example|\?|enduser/);
    } finally {
      await context.close();
    }
  }, 120_000);
});
