import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';
import { choosePlan, heading } from './purchase-flow';

/**
 * "Log in and log out are not purchase steps": logging out asks first when a purchase is
 * under way (a logout clears it), and ends on a page that says the customer is logged out: the
 * log-in page's notice in a browser `/logged_out` in the app's webview. Each starts from a
 * ready-made customer signed in by its link, as a new customer would arrive.
 */
const shared = phonePagePerTest();

const headerLogOut = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log out' });
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('accessToken'));

describe('logging out', () => {
  it('mid-purchase: asks first; staying keeps everything; confirming ends on "You\'re logged out"', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.goto('/web/pre-checkout');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 200' });
    await page.waitForURL((url) => url.pathname !== '/web/pre-checkout', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const step = new URL(page.url()).pathname;

    await headerLogOut(page).click();
    const dialog = page.getByRole('dialog', { name: 'Log out in the middle of your purchase?' });
    await dialog.waitFor();
    await dialog.getByText("clears what you've entered on this device", { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Continue my purchase' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(step);
    expect(await storedToken(page)).toBe(customer.accessToken);

    await headerLogOut(page).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/web/login', { timeout: 30_000 });
    await page.getByText("You're logged out").waitFor({ timeout: 30_000 });
    await page.getByText("You've logged out of your Senda account", { exact: false }).waitFor();
    // They chose to leave: the form does not keep their e-mail for the next person on the device.
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
    expect(await storedToken(page)).toBeNull();
  });

  it('with no purchase under way: no question, straight to "You\'re logged out"', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await headerLogOut(page).click();
    await page.waitForURL((url) => url.pathname === '/web/login', { timeout: 30_000 });
    await page.getByText("You're logged out").waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("in the app's webview: ends on /logged_out, which says so", async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    const link = new URL(customer.links.manageOrder ?? '', 'http://storefront.invalid');
    link.searchParams.set('webview', 'true');
    await page.goto(scenarioPath(link.toString()));
    await heading(page, 'Your line');
    await headerLogOut(page).click();
    await page.waitForURL((url) => url.pathname === '/logged_out', { timeout: 30_000 });
    await heading(page, "You've logged out");
  });
});
