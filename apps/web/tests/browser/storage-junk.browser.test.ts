import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_RUNS, launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import { walkPurchase } from './journey-walk';
import { choosePlan, heading } from './purchase-flow';

/**
 * Junk in storage: every key the storefront wrote during a real purchase is replaced —
 * by text that is not JSON, by JSON of the wrong type, by another version's shape, one of them by
 * a 4 MB string — or the storage throws on every call. The main pages must still load: a heading,
 * no uncaught error, no blank page, and a prerendered page still hydrated without a mismatch.
 */
const PAGES = ['/', '/web/pre-checkout', '/web/order-summary', '/orderlist', '/language', '/web/login'];
const FOUR_MB = 4 * 1024 * 1024;

let browser: Browser;
/** Every key the app wrote, local and session, once a customer was part-way through a purchase. */
let written: { local: string[]; session: string[] };
/** What those keys held then, and the step's address: a reload there resumes the purchase. */
let saved: { local: Record<string, string>; session: Record<string, string>; path: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newPhoneContext(browser, 'en-US');
  const page = await context.newPage();
  const email = uniqueEmail('junk');
  await page.goto('/web/pre-checkout?setlocale=en-US');
  // Mid-purchase, wherever journeys/purchase.json puts the address: a plan, an account, details.
  // A physical SIM: an eSIM that ships nothing is asked no address.
  await walkPurchase(page, ['address-details'], { email, sim: 'Physical SIM', plan: 'Senda 100' });
  await heading(page, 'Address details');
  written = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  saved = await page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
    path: location.pathname,
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
  // A prerendered page must still be adopted as drawn: the notice about what could not be read back
  // comes after hydration, not in React's first render (main.tsx logs a mismatch).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[hydration]'))
      problems.push(`${page.url()}: ${message.text().slice(0, 120)}`);
  });
  for (const path of PAGES) {
    // A page that crashed is known at once, rather than after the heading's wait runs out.
    const crashed = page.waitForEvent('pageerror', { timeout: 30_000 }).then(
      () => false,
      () => false,
    );
    await page.goto(path);
    const shown = await Promise.race([
      page
        .locator('h1')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(
          () => true,
          () => false,
        ),
      crashed,
    ]);
    if (!shown) problems.push(`${path}: no heading (blank page?)`);
  }
  await context.close();
  return problems;
}

describe('junk in storage', () => {
  it('the purchase wrote keys to replace', () => {
    expect(written.local.length).toBeGreaterThan(3);
  });

  // Each kind of junk under every key the stores read is core's test (create-stores.test.ts,
  // "junk under every key"); in a browser, where the boot script and the pages read storage too,
  // one kind on every run and each of them on `npm run test:long`.
  const kinds = Object.entries(JUNK).filter(([name]) => LONG_RUNS || name === 'not JSON');
  for (const [name, junk] of kinds) {
    // Six pages that may each wait their heading's 30 s before being called blank.
    it(
      `every key set to ${name} (one of them 4 MB): the main pages still load`,
      { timeout: 240_000 },
      async () => {
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
      },
    );
  }

  it('a storage that throws on every call: the main pages still load', { timeout: 240_000 }, async () => {
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

const WARNING = "This device isn't saving your progress";

interface AlertsSeen {
  __alertsSeen: { arrivals: number; mostAtOnce: number; showing: number };
}

/**
 * Page init script: counts the alerts saying `text` as the DOM changes — how many times one came
 * onto a screen that had none, and the most shown at once.
 */
function countAlertsShowing(text: string) {
  const seen = { arrivals: 0, mostAtOnce: 0, showing: 0 };
  (window as unknown as AlertsSeen).__alertsSeen = seen;
  new MutationObserver(() => {
    const showing = [...document.querySelectorAll('[role="alert"]')].filter((alert) =>
      alert.textContent?.includes(text),
    ).length;
    if (showing > 0 && seen.showing === 0) seen.arrivals += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, showing);
    seen.showing = showing;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

describe('a full storage', () => {
  it('the purchase goes on, and the customer is told once that this device is not keeping their progress', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    // Every write to localStorage refused as a full quota does; reads and the tab's session storage work.
    await context.addInitScript(() => {
      const write = Storage.prototype.setItem;
      Object.defineProperty(Storage.prototype, 'setItem', {
        configurable: true,
        value(this: Storage, key: string, value: string) {
          if (this === window.localStorage)
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          write.call(this, key, value);
        },
      });
    });
    // The notice removes itself after 15 s, which a walk on a busy machine outlasts: each time it
    // comes onto the screen is counted as it happens, not looked for at the end.
    await context.addInitScript(countAlertsShowing, WARNING);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const warning = page.getByText(WARNING, { exact: false });
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 100' });
    await warning.first().waitFor({ timeout: 15_000 });
    // On to the account, through whatever the journey puts between.
    await walkPurchase(page, ['signup'], { email: uniqueEmail('junkfull'), sim: 'eSIM', plan: 'Senda 100' });
    await heading(page, 'Create your account');
    // Once per page load, however many writes are refused: it came once and never twice at a time.
    expect(await page.evaluate(() => (window as unknown as AlertsSeen).__alertsSeen)).toMatchObject({
      arrivals: 1,
      mostAtOnce: 1,
    });
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** In either language: junk in the locale's key may bring the page up in the default one. */
const LOST_NOTICE =
  /We couldn't restore part of what you entered|No pudimos recuperar parte de lo que ingresaste/;
const ORDER_KEY = 'senda.order';

/**
 * A browser holding the part-way purchase as it was saved, with `damage` applied to the saved
 * values first: the customer comes back to the step they were on.
 */
async function comeBack(damage: (local: Record<string, string>) => Record<string, string>) {
  const context = await newPhoneContext(browser, 'en-US');
  await context.addInitScript(
    ({ local, session }) => {
      if (sessionStorage.getItem('__restored')) return;
      sessionStorage.setItem('__restored', '1');
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local: damage({ ...saved.local }), session: saved.session },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(saved.path);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  return { context, page, errors };
}

const noticeShown = (page: Page) => page.getByText(LOST_NOTICE).count();
const storedOrder = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), ORDER_KEY) as Promise<{
    state: { selectedSimType: string; selectedPrimaryProducts: unknown[]; personalDetails: unknown };
  } | null>;

describe('a notice where the customer lost something, none where nothing was lost', () => {
  it('the part-way purchase saved its order and its journey', () => {
    expect(Object.keys(saved.local)).toContain(ORDER_KEY);
    expect(Object.keys(saved.local).some((key) => key.startsWith('senda.journey.'))).toBe(true);
  });

  it('one field of the order is junk: the notice, and the plan and SIM chosen are kept', async () => {
    const { context, page, errors } = await comeBack((local) => {
      const order = JSON.parse(local[ORDER_KEY] ?? '{}');
      order.state.personalDetails = 42;
      return { ...local, [ORDER_KEY]: JSON.stringify(order) };
    });
    await page.getByText(LOST_NOTICE).waitFor({ timeout: 30_000 });
    const order = await storedOrder(page);
    expect(order?.state.selectedSimType).toBe('physical_sim');
    expect(order?.state.selectedPrimaryProducts).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the journey's save is not JSON: the notice, and the order is kept", async () => {
    const { context, page, errors } = await comeBack((local) =>
      Object.fromEntries(
        Object.entries(local).map(([key, value]) => [
          key,
          key.startsWith('senda.journey.') ? '{"x": ' : value,
        ]),
      ),
    );
    await page.getByText(LOST_NOTICE).waitFor({ timeout: 30_000 });
    expect((await storedOrder(page))?.state.selectedPrimaryProducts).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('junk only where nothing was entered (locale, cached config, the navigation mirror): no notice', async () => {
    const { context, page, errors } = await comeBack((local) => ({
      ...local,
      'senda.locale': '{"broken": ',
      'senda.globalConfig': '[1,2]',
      'senda.navigation': JSON.stringify({ version: 999, state: 'x' }),
    }));
    expect(await noticeShown(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a first visit: no notice', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    expect(await noticeShown(page)).toBe(0);
    await context.close();
  });
});
