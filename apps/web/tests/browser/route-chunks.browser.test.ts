import { journeyStorageKey } from '@senda/core/journey';
import { PURCHASE_JOURNEY_IDS } from '@senda/core/machines/purchase';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scriptsNamedIn } from '../../bench/bundle-size';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';

/**
 * The HTML the server sends for a route names, as `<link rel="modulepreload">`, every
 * chunk the route needs (scripts/vite/route-documents.ts), so none is discovered by a script after
 * the entry has run: a cold visit asks, before the app's first render, only for scripts its HTML
 * names. Measured pages: plan selection, log-in and sign-up as a first visit opens them, the log-in
 * code page and the order summary with a journey in progress, and the line page signed in through a
 * scenario's link.
 */
const { current } = phonePagePerTest();
const PURCHASE_SAVE_KEY = journeyStorageKey(PURCHASE_JOURNEY_IDS.web);

/**
 * Opens `path` cold and gives the scripts whose download started before the page showed `until`
 * and that its HTML does not name. By default `until` is the app's first render (hydrating the
 * prerendered frame, or drawing the page: main.tsx marks `#root[data-first-render]` just before).
 * What the page loads after it (the sandbox's mailbox chip, a FAQ's texts once the page has
 * settled) is not the route's first paint.
 */
async function scriptsNotInHtml(page: Page, path: string, until = '#root[data-first-render]') {
  await page.addInitScript((selector) => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector(selector)) return;
      (window as unknown as { __shownAt?: number }).__shownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, until);
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  const named = scriptsNamedIn((await answer?.text()) ?? '');
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined);
  const requested = await page.evaluate(() => {
    const at = (window as unknown as { __shownAt: number }).__shownAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(named.size).toBeGreaterThan(0);
  return { missing: requested.filter((file) => !named.has(file)), requested };
}

describe('route chunks named in the HTML', () => {
  // Signed out, the line page sends the visitor to the log-in: it is measured signed in, below.
  for (const path of ['/web/pre-checkout', '/web/login', '/web/signup']) {
    it(`${path}: a cold visit asks only for scripts its HTML names`, async () => {
      const { missing, requested } = await scriptsNotInHtml(current().page, path);
      expect(requested.length).toBeGreaterThan(2);
      expect(missing, `fetched first by a script: ${missing.join(', ')}`).toEqual([]);
    });
  }

  // A cold visit to these goes to plan selection before any script (index.html's boot script):
  // opened with the journey in progress that plan selection saves, as a reload does.
  for (const path of ['/web/verify-otp/login', '/web/order-summary']) {
    it(`${path} with a journey in progress: asks only for scripts its HTML names`, async () => {
      const { page } = current();
      await page.goto('/web/pre-checkout');
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, PURCHASE_SAVE_KEY);
      const { missing, requested } = await scriptsNotInHtml(page, path);
      expect(requested.length).toBeGreaterThan(2);
      expect(missing, `fetched first by a script: ${missing.join(', ')}`).toEqual([]);
    });
  }

  // Log-in and sign-up are steps anyone may open: the journey starts on them, not on its first step,
  // so their screen is not held back by plan selection's chunks, which the journey used to fetch
  // (fifteen of them, appended in one long task) before moving to the step the address names.
  for (const path of ['/web/login', '/web/signup']) {
    it(`${path}: until its e-mail field is there, asks only for scripts its HTML names`, async () => {
      const { missing: unnamed } = await scriptsNotInHtml(
        current().page,
        path,
        '#root input[type="email"]:not([disabled])',
      );
      // The sandbox build's mailbox chip (absent from production) comes with the shell, on its own.
      const missing = unnamed.filter((file) => !/\/sandbox-mailbox-/.test(file));
      expect(missing, `fetched before the screen: ${missing.join(', ')}`).toEqual([]);
    });
  }

  it('/manage/order signed in (a line): asks only for scripts its HTML names', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'active-esim-line');
    const path = scenarioPath(customer.links.manageOrder);
    expect(new URL(path, 'http://storefront.invalid').pathname).toBe('/manage/order');
    const { missing } = await scriptsNotInHtml(page, path);
    expect(missing, `fetched first by a script: ${missing.join(', ')}`).toEqual([]);
  });
});
