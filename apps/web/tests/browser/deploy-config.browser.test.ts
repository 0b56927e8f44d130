import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext } from './browser';

/**
 * The deploy config (core's DeployConfigSchema), written into every page at deploy time: junk there
 * is a page that says the store cannot open, in the visitor's language, with the problems named for
 * the operator's team — never a blank page, and no gateway call. The stack serves its pages with
 * the sandbox's config; here each page's config is swapped for junk on its way to the browser.
 */
const ELEMENT = /(<script type="application\/json" id="senda-config">)[\s\S]*?(<\/script>)/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `path` with its page's deploy config replaced by `config`; returns the gateway calls made. */
async function openWithConfig(page: Page, path: string, config: string): Promise<string[]> {
  const gatewayCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gateway/')) gatewayCalls.push(request.url());
  });
  await page.route(
    (url) =>
      !url.pathname.startsWith('/assets/') &&
      !url.pathname.startsWith('/gateway/') &&
      !url.pathname.startsWith('/mocks/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const answer = await route.fetch();
      const html = await answer.text();
      expect(html, 'the stack serves the page with its deploy config').toMatch(ELEMENT);
      await route.fulfill({ response: answer, body: html.replace(ELEMENT, `$1${config}$2`) });
    },
  );
  await page.goto(path);
  return gatewayCalls;
}

describe('a deploy config that is junk', () => {
  it('shows a translated error page naming the problems, and calls no gateway', async () => {
    const cases = [
      {
        locale: 'es-MX',
        path: '/web/order-summary',
        config: JSON.stringify({ gatewayUrl: 42, paymentProviderOrigins: ['https://pay.example.com/3ds'] }),
        title: 'Esta tienda no puede abrir por ahora',
        problem: /gatewayUrl: gatewayUrl must be a string[\s\S]*paymentProviderOrigins\.0:/,
      },
      {
        locale: 'en-US',
        path: '/?setlocale=en-US',
        config: '{"gatewayUrl": "/gateway/", ',
        title: "This store can't open right now",
        problem: /not valid JSON/,
      },
    ];
    for (const { locale, path, config, title, problem } of cases) {
      const context = await newPhoneContext(browser, locale);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const calls = await openWithConfig(page, path, config);
      await expect.poll(() => page.locator('h1, h2').first().textContent(), { timeout: 30_000 }).toBe(title);
      expect(await page.title()).toBe(title);
      expect(await page.getByTestId('deploy-config-problems').textContent()).toMatch(problem);
      expect(calls, 'gateway calls').toEqual([]);
      expect(errors, 'uncaught errors').toEqual([]);
      await context.close();
    }
  });
});
