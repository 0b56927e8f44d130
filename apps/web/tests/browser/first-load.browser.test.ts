import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext } from './browser';

/**
 * What a first visit downloads (the production build): one language's messages, already parsed,
 * so no ICU parser; a journey URL's own chunks requested from index.html; and a language switch
 * that keeps the page on screen while the other language arrives.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function scriptsOf(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = [];
  const record = (url: string) => {
    if (url.endsWith('.js')) scripts.push(new URL(url).pathname.replace(/^\/assets\//, ''));
  };
  page.on('requestfinished', (request) => record(request.url()));
  await action();
  return scripts;
}

describe('first load', () => {
  it('downloads one language, and the journey step’s screen with the page', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const scripts = await scriptsOf(page, async () => {
      await page.goto('/web/pre-checkout');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    const languages = scripts.filter((file) => /^(en-US|es-MX)-/.test(file));
    expect(languages).toHaveLength(1);
    expect(scripts.some((file) => file.startsWith('pre-checkout-screen-'))).toBe(true);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    );
    expect(preloaded.some((href) => href?.includes('pre-checkout-screen-'))).toBe(true);
    await context.close();
  });

  it('switches language without blanking the page, loading the other language then', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/language');
    const title = page.getByRole('heading', { level: 1 }).first();
    await title.waitFor();
    const before = await title.textContent();
    const other =
      (await page.evaluate(() => document.documentElement.lang)) === 'es-MX' ? /English/ : /Español/;
    const scripts = await scriptsOf(page, async () => {
      await page.getByRole('radio', { name: other }).check();
      await expect.poll(() => title.textContent()).not.toBe(before);
    });
    expect(scripts.filter((file) => /^(en-US|es-MX)-/.test(file))).toHaveLength(1);
    expect(await page.getByRole('radio', { name: other }).isChecked()).toBe(true);
    await context.close();
  });
});
