import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import {
  chooseNewNumber,
  choosePlan,
  fillPersonalDetails,
  heading,
  signUp,
  skipAddons,
  verifyOtp,
} from './purchase-flow';

/**
 * Junk in storage (issue 17): every key the storefront wrote during a real purchase is replaced —
 * by text that is not JSON, by JSON of the wrong type, by another version's shape, one of them by
 * a 4 MB string — or the storage throws on every call. The main pages must still load: a heading,
 * no uncaught error, no blank page.
 */
const PAGES = ['/', '/web/pre-checkout', '/web/order-summary', '/orderlist', '/language', '/web/login'];
const FOUR_MB = 4 * 1024 * 1024;

let browser: Browser;
/** Every key the app wrote, local and session, once a customer was part-way through a purchase. */
let written: { local: string[]; session: string[] };

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newPhoneContext(browser, 'en-US');
  const page = await context.newPage();
  const email = uniqueEmail('junk');
  await page.goto('/web/pre-checkout?setlocale=en-US');
  await choosePlan(page, { sim: 'eSIM', plan: 'Senda 100' });
  await skipAddons(page);
  await signUp(page, email);
  await verifyOtp(page, email);
  await chooseNewNumber(page);
  await fillPersonalDetails(page);
  await heading(page, 'Address details');
  written = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

type Junk = (key: string, index: number) => string;
const JUNK: Record<string, Junk> = {
  'not JSON': () => '{"broken": ',
  'JSON of the wrong type': (_key, index) => JSON.stringify([index, null, true, 'x']),
  "another version's shape": () =>
    JSON.stringify({ version: 999, state: { unexpected: { deeply: [1, 2] } } }),
  'numbers where text is expected': () => '12345',
};

/** Opens each page and says what went wrong on it: an uncaught error, or no heading at all. */
async function visitAll(context: BrowserContext, page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
  for (const path of PAGES) {
    await page.goto(path);
    const shown = await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) problems.push(`${path}: no heading (blank page?)`);
  }
  await context.close();
  return problems;
}

describe('junk in storage', () => {
  it('the purchase wrote keys to replace', () => {
    expect(written.local.length).toBeGreaterThan(3);
  });

  for (const [name, junk] of Object.entries(JUNK)) {
    it(`every key set to ${name} (one of them 4 MB): the main pages still load`, async () => {
      const context = await newPhoneContext(browser, 'en-US');
      await context.addInitScript(
        ({ keys, values, big }) => {
          // Junk once per page, before the app runs: each page starts from it, and a redirect
          // to another page cannot bring the same junk back for ever.
          const marker = `__junked:${location.pathname}`;
          if (sessionStorage.getItem(marker)) return;
          sessionStorage.setItem(marker, '1');
          keys.local.forEach((key, index) => {
            try {
              localStorage.setItem(key, index === 0 ? 'x'.repeat(big) : (values[index] ?? ''));
            } catch {
              // Over the origin's quota with the 4 MB value in: this key keeps what it had.
            }
          });
          for (const key of keys.session) sessionStorage.setItem(key, values[0] ?? '');
        },
        {
          keys: written,
          values: written.local.map((key, index) => junk(key, index)),
          big: FOUR_MB,
        },
      );
      const page = await context.newPage();
      expect(await visitAll(context, page)).toEqual([]);
    });
  }

  it('a storage that throws on every call: the main pages still load', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    await context.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, { value: refuse, configurable: true });
      }
      Object.defineProperty(Storage.prototype, 'length', { get: refuse, configurable: true });
      // Some browsers refuse even to hand the storage object over (cookies blocked).
      Object.defineProperty(window, 'localStorage', { get: refuse, configurable: true });
      Object.defineProperty(window, 'sessionStorage', { get: refuse, configurable: true });
    });
    const page = await context.newPage();
    expect(await visitAll(context, page)).toEqual([]);
  });
});
