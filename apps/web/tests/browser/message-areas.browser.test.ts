import { bundles, LAZY_MESSAGE_AREAS, type LazyMessageArea, messageAreaOf } from '@senda/core/i18n';
import { MANAGE_ROUTES } from '@senda/core/navigation';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtMessagesChunk } from '../../../../scripts/vite/precompiled-messages';
import {
  createScenario,
  launchBrowser,
  messageIdsShown,
  newPhoneContext,
  openLinkOnOwnPhone,
  scenarioPath,
} from './browser';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS, 'es-MX': esMX } = bundles;

/**
 * Per-route message chunks: a language's texts come as its main chunk plus an area per
 * group of pages (core's message-areas.ts). A buyer downloads neither account servicing's texts
 * nor the FAQ's before the first screen; a page of an area shows its texts (never an id) from its
 * first render, in either language, a switch included.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The language chunks the page downloaded, as `<locale>` or `<locale>-<area>`, in order. */
function recordLanguageChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunk = builtMessagesChunk(new URL(request.url()).pathname);
    if (chunk) chunks.push(chunk.name);
  });
  return chunks;
}

/** Customers whose line page offers some line actions and refuses others, each with a reason. */
const LINE_ACTION_SCENARIOS = [
  'active-esim-line',
  'grace-line',
  'lapsed-line',
  'number-change-not-eligible',
  'plan-switch-pending',
  'ported-out-line',
  'sim-replacement-blocked',
  'termination-not-eligible',
  'unregistered-line',
] as const;

/** The ids of an area, so a page showing one of them untranslated is caught. */
const areaIds = (area: LazyMessageArea) => Object.keys(enUS).filter((id) => messageAreaOf(id) === area);

describe('message areas', () => {
  it('plan selection loads the main texts first, the FAQ once the step is up, and no account-servicing texts', async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    const chunks = recordLanguageChunks(page);
    await page.goto('/web/pre-checkout');
    await page.getByRole('heading', { level: 2, name: esMX['faq.title'] }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(esMX['faq.pre_checkout.prepaid.q1']).isVisible()).toBe(true);
    expect(chunks[0]).toBe('es-MX');
    expect(chunks).toContain('es-MX-faq');
    expect(chunks.filter((chunk) => chunk.endsWith('-manage'))).toEqual([]);
    await context.close();
  });

  it('a line page shows its texts from its first render, and again after a switch of language', async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    const chunks = recordLanguageChunks(page);
    const customer = await createScenario(page, 'grace-line');
    // Every heading the page draws, as it draws it: an id would show for a moment otherwise.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __headings: string[] }).__headings = seen;
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1, h2')) seen.push(heading.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(scenarioPath(customer.links.manageOrder, 'es-MX'));
    await page.getByRole('heading', { level: 1, name: esMX['line_home.title'] }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(esMX['line_home.status.title']).first().isVisible()).toBe(true);
    expect(chunks).toContain('es-MX-manage');

    const ids = new Set(areaIds('manage'));
    const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
    expect(headings.filter((text) => ids.has(text))).toEqual([]);

    // In-app, without a reload: the other language is loaded with the areas already opened.
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: enUS['line_home.title'] }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(enUS['line_home.status.title']).first().isVisible()).toBe(true);
    expect(chunks).toContain('en-US-manage');
    const body = await page.evaluate(() => document.body.innerText);
    expect([...ids].filter((id) => body.includes(id))).toEqual([]);
    await context.close();
  });

  it('the line page, the request hub and the history show every line action’s texts without the flows’ own area', async () => {
    // Each customer makes other line actions unavailable, each with its reason (core's rules): a
    // reason or title left in the flows' area would show as its id here.
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    const chunks = recordLanguageChunks(page);
    const shown: string[] = [];
    let pages = 0;
    for (const scenario of LINE_ACTION_SCENARIOS) {
      const customer = await createScenario(page, scenario);
      const { manageOrder } = customer.links;
      // The request hub and the history take the line page's address parameters.
      const hub = manageOrder?.replace(MANAGE_ROUTES.order, MANAGE_ROUTES.serviceRequest);
      const history = manageOrder?.replace(MANAGE_ROUTES.order, MANAGE_ROUTES.pastServiceRequests);
      for (const link of [manageOrder, hub, history]) {
        if (!link) continue;
        pages += 1;
        await openLinkOnOwnPhone(page, link, 'es-MX');
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
        shown.push(...(await messageIdsShown(page, 'es-MX')).map((id) => `${scenario}: ${id}`));
      }
    }
    expect(pages).toBe(LINE_ACTION_SCENARIOS.length * 3);
    expect(shown).toEqual([]);
    expect(chunks).toContain('es-MX-manage');
    expect(chunks.filter((chunk) => chunk.endsWith('-flows'))).toEqual([]);
    await context.close();
  });

  it('every area’s prefixes start ids the bundles have', () => {
    const ids = Object.keys(enUS);
    for (const area of Object.values(LAZY_MESSAGE_AREAS))
      expect(
        area.filter((prefix) => !ids.some((id) => id === prefix || id.startsWith(`${prefix}.`))),
      ).toEqual([]);
  });
});
