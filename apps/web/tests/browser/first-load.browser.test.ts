import { bundles } from '@senda/core/i18n';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtMessagesChunk } from '../../../../scripts/vite/precompiled-messages';
import { launchBrowser, newPhoneContext } from './browser';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS, 'es-MX': esMX } = bundles;

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

/**
 * The files of one kind the action asked for and received. A request the page made before the
 * action (a language switch's texts still arriving) is not the action's, though it may finish inside it.
 */
async function filesOf(page: Page, extension: string, action: () => Promise<unknown>): Promise<string[]> {
  const asked = new Set<Request>();
  const files: string[] = [];
  page.on('request', (request) => asked.add(request));
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (asked.has(request) && url.endsWith(extension)) files.push(new URL(url).pathname.replace(/^\//, ''));
  });
  await action();
  return files;
}

async function scriptsOf(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  return (await filesOf(page, '.js', action)).map((file) => file.replace(/^assets\//, ''));
}

/**
 * Plan selection opened and settled: its heading shown, its FAQ's texts (which come once the page
 * is up) shown, and the network quiet. Quiet alone was not enough on a loaded machine: the FAQ's
 * texts were asked for after half a second without a request.
 */
async function openPlanSelection(page: Page) {
  await page.goto('/web/pre-checkout');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .getByText(enUS['faq.pre_checkout.prepaid.q1'])
    .or(page.getByText(esMX['faq.pre_checkout.prepaid.q1']))
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** The scripts the page asked to preload (index.html's own links and the ones added later). */
function modulePreloads(page: Page): Promise<Array<string | null>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
}

const languagesOf = (scripts: string[]) => scripts.filter((file) => /^(en-US|es-MX)-/.test(file));
/** The language chunks by name: `<locale>` (the main texts) or `<locale>-<area>` (core's message-areas.ts). */
const languageChunks = (scripts: string[]) =>
  languagesOf(scripts).map((file) => builtMessagesChunk(file)?.name ?? file);

/** The chunks but the coverage check's, which loads once the page has settled, in either order. */
const withoutCoverage = (chunks: string[]) => chunks.filter((chunk) => !chunk.endsWith('-coverage')).sort();

describe('first load', () => {
  it('downloads one language, and the journey step’s screen with the page', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const scripts = await scriptsOf(page, () => openPlanSelection(page));
    // The main texts with the page; plan selection's FAQ brings its texts once it is up, and the
    // coverage check its own after the page settles (inside this window or just after it).
    expect(withoutCoverage(languageChunks(scripts))).toEqual(['en-US', 'en-US-faq']);
    expect(scripts.some((file) => file.startsWith('pre-checkout-screen-'))).toBe(true);
    const preloaded = await modulePreloads(page);
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
    expect(languagesOf(scripts)).toHaveLength(1);
    expect(await page.getByRole('radio', { name: other }).isChecked()).toBe(true);
    await context.close();
  });

  it('asks for the chosen language with the page on the next visit, and only that one', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/language');
    await page.getByRole('radio', { name: /Español/ }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es-MX');
    const scripts = await scriptsOf(page, () => openPlanSelection(page));
    expect(withoutCoverage(languageChunks(scripts))).toEqual(['es-MX', 'es-MX-faq']);
    const preloaded = await modulePreloads(page);
    expect(preloaded.some((href) => href?.includes('/es-MX-'))).toBe(true);
    await context.close();
  });

  it('does not download again the stylesheets index.html carries', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const stylesheets = await filesOf(page, '.css', () => openPlanSelection(page));
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-inlined]')].map((style) =>
        style.getAttribute('data-inlined'),
      ),
    );
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((file) => inlined.includes(file))).toEqual([]);
    await context.close();
  });
});
