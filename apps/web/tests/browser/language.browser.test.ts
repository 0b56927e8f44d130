import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyIn } from '../../../../packages/sandbox/src/data/localized-texts.ts';
import { launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, type PurchaseChoices, type StepWalkers, walkPurchase } from './journey-walk';
import { choosePlan, heading, summaryPaysHere } from './purchase-flow';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The language the page is shown in, once its first screen is up. */
async function shownLanguage(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => document.documentElement.lang);
}

describe('a first visit speaks the language the browser asks for', () => {
  it.each([
    ['es-MX', 'es-MX'],
    ['es', 'es-MX'],
    ['es-419', 'es-MX'],
    ['en-GB', 'en-US'],
    // Neither language: the country default of the global config (Mexico: es-MX).
    ['fr-FR', 'es-MX'],
  ])('a browser asking for %s gets %s on plan selection, and no choice is stored', async (asked, expected) => {
    const context = await newPhoneContext(browser, asked);
    const page = await context.newPage();
    const languageChunks: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(en-US|es-MX)-.*\.js$/.test(file)) languageChunks.push(file.slice(0, 5));
    });
    await page.goto('/web/pre-checkout');
    await expect.poll(() => shownLanguage(page), { timeout: 30_000 }).toBe(expected);
    if (expected === 'es-MX') await heading(page, 'Elige tu plan');
    // Each page has its own title, in the language shown.
    await expect
      .poll(() => page.title())
      .toBe(expected === 'es-MX' ? 'Elige tu plan · Senda' : 'Choose your plan · Senda');
    // The guess is not a choice: the next visit asks the browser again.
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBeNull();
    // index.html asked for the same language chunk the app starts in (a fr-FR browser on a first
    // visit is the exception: the country default is known only once the config has loaded).
    if (asked !== 'fr-FR') expect([...new Set(languageChunks)]).toEqual([expected]);
    await context.close();
  });

  it('keeps a stored choice over the browser, and setlocale over both', async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    await page.goto('/language');
    await page.getByRole('radio', { name: /English/ }).check();
    await page.goto('/web/pre-checkout');
    await expect.poll(() => shownLanguage(page)).toBe('en-US');
    await page.goto('/web/pre-checkout?setlocale=es-MX');
    await expect.poll(() => shownLanguage(page)).toBe('es-MX');
    await context.close();
  });

  it('switches in the middle of a purchase from the header, keeping the step and what was typed', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/web/pre-checkout');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 200' });
    await heading(page, 'Create your account');
    const email = uniqueEmail('switch-language');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Español' }).click();
    await heading(page, 'Crea tu cuenta');
    expect(await page.getByRole('textbox', { name: 'Correo electrónico' }).inputValue()).toBe(email);
    // The choice is kept: the next page load speaks it.
    await page.reload();
    await expect.poll(() => shownLanguage(page)).toBe('es-MX');
    await context.close();
  });

  it('names the number step’s options again after a switch, keeping the one chosen', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/web/pre-checkout');
    const choices = { email: uniqueEmail('switch-number'), sim: 'eSIM', plan: 'Senda 200' } as const;
    await walkPurchase(page, ['connection-details'], choices);
    await page.getByRole('radio', { name: /Silver/ }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await heading(page, 'Tu número y tu SIM');
    // The gateway's names, read again in Spanish; the pattern chosen stays chosen.
    await page.getByRole('radio', { name: /Número estándar/ }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('radio', { name: /Plata/ }).isChecked()).toBe(true);
    await context.close();
  });
});

describe('en-US shows none of the sandbox’s Spanish catalogue texts', () => {
  const spanish = onlyIn('es-MX');
  const english = onlyIn('en-US');
  const titles: string[] = [];

  /** What the page shows, select options included (a closed list is still read by the customer). */
  const pageText = (page: Page) =>
    page.evaluate(() =>
      [
        document.body.innerText,
        ...[...document.querySelectorAll('option')].map((option) => option.textContent ?? ''),
      ].join('\n'),
    );

  /**
   * Scans one step. Where the step shows the gateway's texts, it first waits for one of the English
   * ones, so the scan runs on the filled page and could see a Spanish one.
   */
  async function scan(page: Page, step: string, showsGatewayTexts: boolean, seen: Record<string, string[]>) {
    if (showsGatewayTexts) {
      await expect
        .poll(
          async () => {
            const text = await pageText(page);
            return english.some((value) => text.includes(value));
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    }
    const text = await pageText(page);
    seen[step] = spanish.filter((value) => text.includes(value));
    titles.push(await page.title());
  }

  it('on each purchase step, from a Spanish browser that chose English', async () => {
    // The browser sends Accept-Language es-MX: the storefront must ask the gateway in its own.
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    const seen: Record<string, string[]> = {};
    const email = uniqueEmail('language');

    // Each step of journeys/purchase.json, in the file's order, scanned on arrival; whether it
    // shows the gateway's texts (names of plans, operators, colonias…) and the tab title it has.
    const STEPS: Record<string, { gateway: boolean; title: string; before?: (page: Page) => Promise<void> }> =
      {
        'pre-checkout': {
          gateway: true,
          title: 'Choose your plan',
          before: (target) => target.getByRole('radio', { name: 'Physical SIM' }).check(),
        },
        'addon-selection': { gateway: true, title: 'Add extras to your plan' },
        signup: { gateway: false, title: 'Create your account' },
        'verify-otp-signup': { gateway: false, title: 'Verify your account' },
        'connection-details': { gateway: true, title: 'Your number and SIM' },
        'personal-details': { gateway: true, title: 'Personal details' },
        'address-details': { gateway: false, title: 'Address details' },
        delivery: { gateway: true, title: 'Delivery' },
        'order-summary': { gateway: true, title: 'Order summary' },
      };
    const walkers: StepWalkers = Object.fromEntries(
      Object.entries(STEPS).map(([step, { gateway, title, before }]) => [
        step,
        async (target: Page, choices: PurchaseChoices) => {
          await heading(target, title);
          await before?.(target);
          await scan(target, step, gateway, seen);
          if (step === 'connection-details') {
            // The transfer's texts too (the operators are the gateway's).
            await target.getByRole('radio', { name: 'Transfer my number' }).check();
            await scan(target, 'connection-details (transfer)', true, seen);
            await target.getByRole('radio', { name: 'New number', exact: true }).check();
          }
          await PURCHASE_WALKERS[step]?.(target, choices);
        },
      ]),
    );
    await page.goto('/web/pre-checkout?setlocale=en-US');
    const walked = await walkPurchase(
      page,
      ['payment'],
      // Extras asked for: their screen is scanned too.
      { email, sim: 'Physical SIM', plan: 'Senda 200', extras: true },
      walkers,
    );
    // A new card is a new customer's one way to pay: the payment-method and payment steps are
    // skipped, and the order summary opens its card form (scanned as the payment).
    await summaryPaysHere(page).waitFor({ timeout: 30_000 });
    await scan(page, 'payment', false, seen);

    expect(Object.keys(seen).sort()).toEqual(
      [
        ...walked,
        'payment',
        ...(walked.includes('connection-details') ? ['connection-details (transfer)'] : []),
      ].sort(),
    );
    // Every step names itself in the tab: "<page> · Senda", never "Senda" alone.
    expect([...new Set(titles)]).toEqual(walked.map((step) => `${STEPS[step]?.title} · Senda`));
    expect(Object.fromEntries(Object.entries(seen).filter(([, found]) => found.length > 0))).toEqual({});
    await context.close();
  });
});
