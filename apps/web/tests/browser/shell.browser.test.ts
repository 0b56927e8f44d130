import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFault, clearFaults, launchBrowser, newPhoneContext } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell in Chromium', () => {
  it('sends an unknown route to the 404 page', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/web/no-such-page');
    await page.waitForURL('**/404');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await context.close();
  });

  it('shows "Desafíos técnicos" with a reload button when the config load fails, and recovers', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await addFault(page, { kind: 'server_error', route: 'globalConfig' });
    await page.goto('/web/no-such-page');
    const dialog = page.getByRole('dialog', { name: 'Desafíos técnicos' });
    await dialog.waitFor({ timeout: 30_000 });
    await clearFaults(page);
    await dialog.getByRole('button').click();
    await page.waitForURL('**/404');
    await context.close();
  });

  it('shows "Desafíos técnicos" with a reload when a page chunk fails to download, and the next path opens', async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    await page.goto('/404');
    const notFound = page.getByRole('heading', { level: 1 });
    const title = await notFound.textContent();
    // The home page's chunk (not part of /404's) never arrives: a flaky network.
    await page.route('**/assets/initial-page-*.js', (route) => route.abort());
    await page.getByRole('link').last().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Tenemos problemas para cargar esta página.').waitFor();
    await expect(page.getByRole('button', { name: 'Volver a cargar' }).count()).resolves.toBe(1);
    // Another path is another chance: back on /404, its page is there again.
    await page.goBack();
    await page.waitForURL('**/404');
    await expect(notFound.textContent()).resolves.toBe(title);
    await context.close();
  });

  it("says so when a promotion link's code is picked up on plan selection", async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/web/pre-checkout?promo_code=welcome10');
    const told = page
      .getByRole('status')
      .filter({ hasText: 'Promo code WELCOME10 will be applied to your order.' });
    await told.waitFor();
    const stored = await page.evaluate(() => window.localStorage.getItem('senda.order'));
    expect(stored).toContain('"WELCOME10"');
    await context.close();
  });

  it('goes to /429 when the config answers 429, keeping where the user was', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await addFault(page, { kind: 'rate_limited', route: 'globalConfig' });
    await page.goto('/language?from=test');
    await page.waitForURL('**/429');
    const stored = await page.evaluate(() => window.localStorage.getItem('senda.globalError'));
    expect(stored).toContain('/language?from=test');
    await context.close();
  });
});
