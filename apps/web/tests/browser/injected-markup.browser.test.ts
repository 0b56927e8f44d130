import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, LONG_RUNS, launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, type StepWalkers, walkPurchase } from './journey-walk';
import {
  acceptOrderSummary,
  heading,
  MORNING_WINDOW,
  payByCard,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';

/**
 * Injected markup: markup typed into free-text fields and put in query parameters
 * must stay text. Each payload carries a `data-injected` attribute and a handler that would open
 * a dialog, so "became markup" (an element with the attribute in the page) and "ran" (a dialog)
 * are both seen.
 */
const PAYLOADS = [
  '<img src=x data-injected onerror=alert(1)>',
  '"><svg data-injected onload=alert(1)>',
  "'><script data-injected>alert(1)</script>",
  '<a data-injected href="javascript:alert(1)">x</a>',
  '{{constructor.constructor("alert(1)")()}}',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Watch {
  dialogs: string[];
  injected: () => Promise<number>;
}

function watch(page: Page): Watch {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const count = () => page.evaluate(() => document.querySelectorAll('[data-injected]').length);
  return {
    dialogs,
    // A page that moves on by itself (maintenance over → home) may navigate mid-read: read the
    // page it landed on.
    injected: () =>
      count().catch(async () => {
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
        return count();
      }),
  };
}

/** Every payload is in the page as text (the whole page's text, any case: a code may be upper-cased). */
async function shownAsText(page: Page, payloads: readonly string[]): Promise<string[]> {
  const text = (await page.locator('body').innerText()).toLowerCase();
  return payloads.filter((payload) => !text.includes(payload.toLowerCase()));
}

const javascriptLinks = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('a[href^="javascript:" i], [src^="javascript:" i]').length);

describe('injected markup stays text', () => {
  it('would see a payload that became markup, and the dialog it opens (the check can fail)', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto('/404');
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), PAYLOADS[0] ?? '');
    expect(await seen.injected()).toBe(1);
    // The CSP blocks the inline onerror handler itself (no 'unsafe-inline' for scripts), so the
    // dialog watcher is shown working with a dialog opened from outside the page's policy.
    await page.evaluate(() => setTimeout(() => alert('seen'), 0));
    await expect.poll(() => seen.dialogs.length).toBe(1);
    await context.close();
  });

  it('in query parameters of the pages that read them', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const seen = watch(page);
    const injected: string[] = [];
    // Each page once with every payload in one value: whichever of them turns into markup is
    // seen. `npm run test:long` also opens each page with each payload alone, for a page that
    // would cut a long value short before the payload it drops.
    for (const payload of [PAYLOADS.join(' '), ...(LONG_RUNS ? PAYLOADS : [])]) {
      const value = encodeURIComponent(payload);
      for (const path of [
        `/web/pre-checkout?setlocale=en-US&promo_code=${value}`,
        `/payment/paylink?paylink_id=${value}`,
        `/payment/direct-payment-success?orderRef=${value}`,
        `/maintenance?returnUrl=${value}`,
        `/web/login?redirect=${value}`,
        `/manage/order?orderRef=${value}`,
        `/?channel=${value}&utm_source=${value}`,
        `/404?${value}=${value}`,
      ]) {
        await page.goto(path);
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
        // The maintenance page leaves by itself once the status says it is over: let it.
        if (path.startsWith('/maintenance')) {
          await page.waitForURL((url) => url.pathname !== '/maintenance', { timeout: 30_000 });
          await page.locator('h1').first().waitFor({ timeout: 30_000 });
        }
        if ((await seen.injected()) > 0) injected.push(path);
      }
    }
    await context.close();
    expect(injected).toEqual([]);
    expect(seen.dialogs).toEqual([]);
  });

  it('typed into the name fields', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const seen = watch(page);
    const email = uniqueEmail('markup');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    // Wherever journeys/purchase.json puts the personal details.
    await walkPurchase(page, ['personal-details'], { email, sim: 'eSIM', plan: 'Senda 100' });
    await heading(page, 'Personal details');
    const injected: number[] = [];
    for (const payload of PAYLOADS) {
      await page.getByRole('textbox', { name: 'First name(s)' }).fill(payload);
      await page.getByRole('textbox', { name: 'Last name(s)' }).fill(payload);
      await page.getByRole('button', { name: 'Next' }).click();
      // Names take letters only: the step says so and keeps what was typed, as text.
      await page.getByRole('heading', { name: 'Personal details', level: 1 }).waitFor();
      expect(await page.getByRole('textbox', { name: 'First name(s)' }).inputValue()).toBe(payload);
      injected.push(await seen.injected());
    }
    await context.close();
    expect(injected.every((count) => count === 0)).toBe(true);
    expect(seen.dialogs).toEqual([]);
  });

  it('typed into the address fields and the promo code: text on the delivery, summary, success and line pages', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const seen = watch(page);
    const [street = '', houseNumber = '', references = '', promo = ''] = PAYLOADS;
    const email = uniqueEmail('markupaddress');
    const injected: Record<string, number> = {};
    // The steps the payloads go through, each wherever journeys/purchase.json puts it; the walk
    // does the others as any customer would.
    const walkers: StepWalkers = {
      ...PURCHASE_WALKERS,
      'address-details': async () => {
        await heading(page, 'Address details');
        await page.getByRole('textbox', { name: 'ZIP code' }).first().fill('06700');
        const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
        await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
        await colonia.selectOption({ label: 'Roma Norte' });
        await page.getByRole('textbox', { name: 'References' }).first().fill(references);
        // Calle y número in one line, ending in markup where the house number goes: a house
        // number starts with a digit (or is S/N), so it is refused, kept as typed, as text.
        const line = page.getByRole('textbox', { name: 'Street and number' }).first();
        const typed = `${street} ${houseNumber}`;
        await line.fill(typed);
        await page.getByRole('button', { name: 'Next' }).click();
        // Refused: the step stays, says so.
        await expect.poll(() => line.getAttribute('aria-invalid')).toBe('true');
        await heading(page, 'Address details');
        // The field holds as many characters as a street and its number may have.
        const maxLength = Number((await line.getAttribute('maxlength')) ?? typed.length);
        expect(await line.inputValue()).toBe(typed.slice(0, maxLength));
        injected.address = await seen.injected();
        await line.fill(`${street} 130`);
        await page.getByRole('button', { name: 'Next' }).click();
      },
      // The delivery step shows the street back, as text.
      delivery: async () => {
        await heading(page, 'Delivery');
        await page.getByRole('radio', { name: 'Home delivery' }).check();
        await expect.poll(() => shownAsText(page, [street])).toEqual([]);
        injected.delivery = await seen.injected();
        await page.getByRole('radio', { name: MORNING_WINDOW }).first().check();
        await page.getByRole('button', { name: 'Next' }).click();
      },
      // The promo code box: a code is letters and digits (core's rule), so markup is refused before
      // any call, named under the field, and stays in the field as typed text (up to its length).
      'order-summary': async () => {
        await heading(page, 'Order summary');
        const sentBodies: string[] = [];
        page.on('request', (request) => sentBodies.push(request.postData() ?? ''));
        const promoField = page.getByRole('textbox', { name: 'Promo code' });
        await promoField.fill(promo);
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('A promo code has up to 20 letters and numbers', { exact: false }).waitFor();
        const promoMaxLength = Number((await promoField.getAttribute('maxlength')) ?? promo.length);
        expect(promoMaxLength).toBeLessThan(promo.length);
        expect(await promoField.inputValue()).toBe(promo.slice(0, promoMaxLength));
        expect(await promoField.getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByRole('button', { name: /Remove code/ }).count()).toBe(0);
        expect(sentBodies.filter((body) => body.includes('data-injected'))).toEqual([]);
        injected.summary = await seen.injected();
        await promoField.fill('');
        await acceptOrderSummary(page);
      },
    };
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['payment'], { email, sim: 'Physical SIM', plan: 'Senda 150' }, walkers);
    await payByCard(page, TEST_CARDS.approve);
    const orderRef = await successOrderRef(page);
    injected.success = await seen.injected();

    // The line's home and the order list, where the order is read back from the gateway.
    await page.goto(`/manage/order?orderRef=${orderRef}`);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    injected.lineHome = await seen.injected();
    await page.goto('/orderlist');
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    injected.orderList = await seen.injected();
    const links = await javascriptLinks(page);
    await context.close();
    expect(injected).toEqual({ address: 0, delivery: 0, summary: 0, success: 0, lineHome: 0, orderList: 0 });
    expect(links).toBe(0);
    expect(seen.dialogs).toEqual([]);
  });
});

/**
 * Remote message texts (the gateway's app locale) carrying markup, set through the sandbox's
 * /mocks/locale-keys before the first load (the app reads them when no locale is stored or with
 * reset=true; the plan page renders bundled texts only, so the login page is opened). A text
 * that is markup quoted in ICU is applied and must show as those characters; tags and HTML must
 * never become elements or links (core's merge drops them; the bundled text shows instead).
 */
const REMOTE = {
  'es-MX': { title: 'Inicia sesión', path: '/web/login?setlocale=es-MX&reset=true' },
  'en-US': { title: 'Log in', path: '/web/login?setlocale=en-US&reset=true' },
} as const;
const QUOTED_MARKUP = '<img src=x data-injected onerror=alert(1)>';
const REMOTE_KEYS = [
  // ICU quoting makes the whole text literal: it is applied, and must show as these characters.
  { key: 'common.next', value: `'${QUOTED_MARKUP}'` },
  { key: 'pages.login.title', value: '<b data-injected>x</b> {b}' },
  { key: 'login.subtitle', value: '<b>Hola</b>' },
  { key: 'layout.help_centre', value: '<a data-injected href="javascript:alert(1)">Help</a>' },
  { key: 'layout.footer.legal', value: '{year} <script>alert(1)</script><b>x</b>' },
  { key: 'promo.banner.new', value: '"><svg data-injected onload=alert(1)>' },
];

describe.each(['es-MX', 'en-US'] as const)('remote message texts with markup (%s)', (locale) => {
  afterAll(async () => {
    const context = await browser.newContext();
    await context.request.delete(`${gatewayUrl()}/mocks/locale-keys`);
    await context.close();
  });

  it('show as text or not at all: 0 elements, 0 links, 0 dialogs', async () => {
    const context = await newPhoneContext(browser, locale);
    const page = await context.newPage();
    const set = await page.request.post(`${gatewayUrl()}/mocks/locale-keys`, {
      data: { langCode: locale, keys: REMOTE_KEYS },
    });
    expect(set.status()).toBe(201);
    const seen = watch(page);
    const asked: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/config-service/') && response.url().includes('langCode=')) {
        asked.push(response.status());
      }
    });
    await page.goto(REMOTE[locale].path);
    // The remote text reached the screen: the Next button reads the markup's characters.
    const next = page.getByRole('button', { name: QUOTED_MARKUP, exact: true });
    await next.waitFor({ timeout: 30_000 });
    expect(await next.textContent()).toBe(QUOTED_MARKUP);
    expect(asked).toContain(200);
    // The texts with tags were refused: the bundled heading shows.
    await heading(page, REMOTE[locale].title);
    const injected = await seen.injected();
    const links = await javascriptLinks(page);
    await context.close();
    expect(injected).toBe(0);
    expect(links).toBe(0);
    expect(seen.dialogs).toEqual([]);
  });
});
