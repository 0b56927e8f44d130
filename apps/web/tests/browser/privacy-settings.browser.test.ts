import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest } from './browser';

/**
 * Browser test 2: analytics turned off on /profile/privacy-settings → no page view is
 * sent on the next route changes, read from the monitoring sink (in sandbox mode the app keeps
 * every event it sends in `window.__sendaEvents`). Core's unit tests check the gate itself
 * (page views and journey events, `analytics-gate.test.ts`); this checks the running app sends
 * through it, and that the choice is saved at the gateway and read back after a reload.
 */
const { current } = phonePagePerTest();

interface SinkEntry {
  type: string;
  path?: string;
}

const sent = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sendaEvents?: SinkEntry[] }).__sendaEvents ?? []);
const pageViewsOf = async (page: Page, path: string) =>
  (await sent(page)).filter((entry) => entry.type === 'page_view' && entry.path === path).length;

describe('privacy settings', () => {
  it('analytics off: no page view on the next route changes; on again: sent again', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(`/profile?auth_token=${customer.accessToken}&setlocale=en-US`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    // While analytics are on (the default), a route change is a page view on the sink.
    await expect.poll(() => pageViewsOf(page, '/profile')).toBeGreaterThan(0);

    await page.getByRole('link', { name: /^Privacy Choose whether/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await expect.poll(() => pageViewsOf(page, '/profile/privacy-settings')).toBeGreaterThan(0);
    // A click, not check(): the radio follows the saved choice, which React shows a tick after
    // the click (the save's pending value), and check() reads the state at once.
    await page.getByRole('radio', { name: 'Off' }).click();
    await page.getByText('Done. We no longer send usage data.').waitFor();

    const before = (await sent(page)).length;
    await page.getByRole('link', { name: 'My account' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByRole('link', { name: /^Privacy Choose whether/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    expect((await sent(page)).slice(before)).toEqual([]);

    // Saved at the gateway: a reload reads "off" back, and the reload sends nothing either.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
    expect(await sent(page)).toEqual([]);

    await page.getByRole('radio', { name: 'On' }).click();
    await page.getByText('Done. You are sharing usage data.').waitFor();
    expect(await page.getByRole('radio', { name: 'On' }).isChecked()).toBe(true);
    await page.getByRole('link', { name: 'My account' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    // (The reload started a new page, with a sink of its own: empty until now.)
    await expect.poll(() => pageViewsOf(page, '/profile')).toBe(1);
  });
});
