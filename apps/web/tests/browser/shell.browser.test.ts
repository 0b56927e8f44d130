import { bundles } from '@senda/core/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFault, clearFaults, createScenario, launchBrowser, newPhoneContext } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The storefront's home page, signed in as a customer with a line (the spec link's auth_token). */
async function homeSignedIn(page: Page): Promise<void> {
  const customer = await createScenario(page, 'active-esim-line');
  await page.goto(`/?setlocale=es-MX&auth_token=${customer.accessToken}`);
  await page.getByRole('link', { name: 'Mi cuenta' }).first().waitFor();
}

describe('app shell in Chromium', () => {
  it('sends an unknown route to the 404 page', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/web/no-such-page');
    await page.waitForURL('**/404');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await context.close();
  });

  it("the 404 page offers the deploy config's phone and WhatsApp; the home's footer names the company and its network", async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    await page.goto('/web/no-such-page');
    await page.waitForURL('**/404');
    const contact = page.getByRole('main').getByRole('list', { name: 'Contacto' });
    expect(await contact.getByRole('link', { name: '55 5000 1234' }).getAttribute('href')).toBe(
      'tel:+525550001234',
    );
    expect(await contact.getByRole('link', { name: '55 5000 5678' }).getAttribute('href')).toBe(
      'https://wa.me/525550005678',
    );
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('RFC SMO190815AB3', { exact: false }).waitFor();
    await footer.getByText('Registro PROFECO PFC.B.E.7/000000-2019', { exact: false }).waitFor();
    await footer.getByText('Red: Red Compartida de Altán Redes', { exact: false }).waitFor();
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
    // The 404 page's own chunk may land after 'load' on a slow machine, and until then the last link
    // on the page is the shell's Help Center (a new tab): wait for the page, click its own link.
    const notFound = page.getByRole('heading', { level: 1, name: bundles['es-MX']['not_found.title'] });
    await notFound.waitFor();
    // The home page's chunk (not part of /404's) never arrives: a flaky network.
    await page.route('**/assets/initial-page-*.js', (route) => route.abort());
    await page.getByRole('link', { name: bundles['es-MX']['not_found.go_home'] }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Tenemos problemas para cargar esta página.').waitFor();
    await expect(page.getByRole('button', { name: 'Volver a cargar' }).count()).resolves.toBe(1);
    // Another path is another chance: back on /404, its page is there again.
    await page.goBack();
    await page.waitForURL('**/404');
    await notFound.waitFor();
    await context.close();
  });

  // Account servicing's routes are a chunk of their own (router.tsx): the first step into them from
  // a storefront page downloads it before the page's own.
  it('opens account servicing from a storefront page: the page, its title, the route table once', async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    const tables: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/servicing-page-routes-[\w-]+\.js$/.test(request.url())) tables.push(request.url());
    });
    await homeSignedIn(page);
    await page.getByRole('link', { name: 'Mi cuenta' }).first().click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: bundles['es-MX']['profile.title'] }).waitFor();
    // The shell names the page once the group's routes have arrived (useMatchedHandles).
    await expect.poll(() => page.title()).toBe(`${bundles['es-MX']['profile.title']} · Senda`);
    expect(tables).toHaveLength(1);
    // A path under a servicing prefix that no page has is a 404 like any other.
    await page.goto('/manage/no-such-page');
    await page.waitForURL('**/404');
    await context.close();
  });

  it('shows "Desafíos técnicos" with a reload when account servicing\'s route table fails to download', async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    await homeSignedIn(page);
    await page.route('**/assets/servicing-page-routes-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Mi cuenta' }).first().click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Tenemos problemas para cargar esta página.').waitFor();
    await expect(page.getByRole('button', { name: 'Volver a cargar' }).count()).resolves.toBe(1);
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
