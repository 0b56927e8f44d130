import { bundles } from '@senda/core/i18n';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadErrorMessageId } from '../../../../packages/core/src/orders/load-error.ts';
import { scriptsNamedIn } from '../../bench/bundle-size';
import { createScenario, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import {
  expectEarlyAndOnce,
  holdAppEntry,
  recordFetchCallers,
  recordGatewayRequests,
} from './early-reads-probe';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS } = bundles;

/**
 * The line page: a customer opening their line from a link (the `active-esim-line`
 * scenario's, signed in by its token, nothing stored, HTTP cache empty) gets the order from a read
 * index.html sent at byte zero with the link's token (scripts/vite/early-gateway-reads.ts); the
 * app takes that answer (core's early-reads.ts) instead of asking again. A failed or bad early
 * answer costs one request more, and a normal read that fails too shows its own translated error.
 * The scripts the page needs until its line shows, its message area's among them, are all named in
 * its HTML.
 */
const { current } = phonePagePerTest();

const ORDERS = '/gateway/order-service/v2/orders/';
const CONFIG = '/gateway/config-service/v1/global_config';
const lineShown = (page: Page) =>
  page.getByRole('heading', { level: 1, name: enUS['line_home.title'] }).waitFor();

async function openLine(page: Page): Promise<{ customer: ScenarioCustomer; path: string }> {
  const customer = await createScenario(page, 'active-esim-line');
  return { customer, path: scenarioPath(customer.links.manageOrder) };
}

/** The first order read answered by `first`, the others by the gateway. */
async function firstOrderRead(page: Page, first: (route: Route) => Promise<void>) {
  let count = 0;
  await page.route(`**${ORDERS}*`, (route) => (count++ === 0 ? first(route) : route.continue()));
}

describe('the line page from a link, cold', () => {
  it('reads its order once, from the HTML at byte zero, and asks only for scripts its HTML names', async () => {
    const { page } = current();
    const { customer, path } = await openLine(page);
    await recordFetchCallers(page);
    const sent = recordGatewayRequests(page);
    const answer = await page.goto(path);
    const html = (await answer?.text()) ?? '';
    await lineShown(page);
    await expect.poll(() => page.getByText(customer.accountNumber).count()).toBeGreaterThan(0);
    await expectEarlyAndOnce(page, sent, [`${ORDERS}${customer.orderRef}`]);
    // The global config now carries the token too, so its early answer is taken, not asked again.
    expect(sent.filter((sentPath) => sentPath === CONFIG).length).toBeLessThanOrEqual(1);

    const named = scriptsNamedIn(html);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    // The sandbox's mailbox chip is no part of the page (it loads once the page has settled).
    const pageScripts = scripts.filter((file) => !/mailbox/i.test(file));
    console.info(`[line page] ${pageScripts.length} scripts until the line shows (${scripts.length} in all)`);
    expect(pageScripts.filter((file) => !named.has(file))).toEqual([]);
    // Its message area (the account-servicing texts, in the page's language) is one of them.
    expect([...named].some((file) => /\/en-US-manage-[\w-]+\.js$/.test(file ?? ''))).toBe(true);
    // 45 at wt/linepage, 49 once the first load was cut under 150 KB (wt/bytes: the design system,
    // the error catalogue and two rules modules became chunks of their own), 54 once the page
    // bundled only its own reads (session 44: six eligibility reads are chunks of their own, as
    // the flows' pages share them; the page's scripts 238 -> 219 KB gzip, its simulated LCP
    // 2.19 -> 2.00 s over HTTP/2), 55 once account servicing's route table left the first load
    // (session 45: the first load 149.7 -> 145.9 KB gzip; its HTML preloads the table with its
    // page), 56 once the line page led with Renew now and placed its actions by what the line allows
    // (session 50: one more shared chunk; the registry's in-person check had pulled in the
    // registration's rules and the CURP check too, two more, until attemptsLeftOf moved beside
    // the line's schema), 58 once the status sentence was written from the early read before the
    // start-up (its fill and core's sentence are a chunk of their own, out of the first load, and
    // the order read's endpoint one the page's read and the fill share), still 58 once the fill became
    // a script of its own that shares nothing with the app (early-line-status-script.ts, named by the
    // HTML; the fill's chunk gone), 62 when the operator's banners (their settling wrapper), the
    // port-out alert's rule (reverse-port-out.rules) and that merge's other splits joined it. A ceiling, so that a split
    // that adds requests to the line page is a decision, not an accident.
    expect(pageScripts.length).toBeLessThanOrEqual(62);
  });

  it('says the line’s status in the HTML’s frame from the early read while the app’s scripts are still on their way, as the page then says it', async () => {
    const { page } = current();
    const { path } = await openLine(page);
    // The app's entry is held until the sentence is written: the page's early script
    // (early-line-status-script.ts) must not wait for the first load, only for the order.
    const releaseEntry = await holdAppEntry(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // What the frame's sentence said when it was written, and whether the app had drawn anything yet.
    await page.addInitScript(() => {
      const seen: { sentence?: string; firstRender?: string; lineDrawn?: boolean; preloads?: number } = {};
      (window as unknown as { __lineStatus: typeof seen }).__lineStatus = seen;
      new MutationObserver(() => {
        const written = document.querySelector('[data-early-frame][data-written] [data-early-sentence]');
        if (!written || seen.sentence !== undefined) return;
        seen.sentence = written.textContent ?? '';
        seen.firstRender = document.getElementById('root')?.dataset.firstRender;
        seen.lineDrawn = document.querySelector('#line-number-title') !== null;
        seen.preloads = document.head.querySelectorAll('link[rel="modulepreload"]').length;
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('[data-early-frame][data-written]').waitFor({ state: 'attached' });
    // The page's own chunks, held by its HTML until the sentence is painted (route-documents.ts),
    // are then asked for by the early script, the app's entry still held.
    await page.waitForFunction(
      () =>
        !document.querySelector('template[data-held-preloads]') &&
        document.head.querySelectorAll('link[rel="modulepreload"]').length > 20,
    );
    releaseEntry();
    await lineShown(page);
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __lineStatus: { sentence?: string; lineDrawn?: boolean; preloads?: number } })
          .__lineStatus,
    );
    expect(seen.sentence, 'the frame’s sentence written').toMatch(/\S/);
    expect(seen.lineDrawn).toBe(false);
    // Written while the HTML named only the first load and the language's texts (the entry's own
    // modulepreload among them since the boot script releases the first load: held-first-load.ts).
    expect(seen.preloads).toBeLessThanOrEqual(7);
    // The page's own status alert says the very sentence (in English: the link's setlocale).
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByText(seen.sentence ?? '', { exact: true })
          .count(),
      )
      .toBe(1);
    expect(errors.filter((error) => error.includes('[hydration]'))).toEqual([]);
  });

  const badEarlyAnswers: Array<[string, (route: Route) => Promise<void>]> = [
    ['failed', (route) => route.abort('connectionreset')],
    [
      'is bad (its schema refuses it)',
      (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"result":{"order_ref":7}}' }),
    ],
  ];
  for (const [what, answer] of badEarlyAnswers) {
    it(`asks the gateway itself when the early answer ${what}, and shows the line`, async () => {
      const { page } = current();
      const { path } = await openLine(page);
      const sent = recordGatewayRequests(page);
      await firstOrderRead(page, answer);
      await page.goto(path);
      await lineShown(page);
      expect(sent.filter((sentPath) => sentPath.startsWith(ORDERS))).toHaveLength(2);
    });
  }

  it('asks each line action’s eligibility once, though the page places the actions in three lists', async () => {
    const { page } = current();
    const { path } = await openLine(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/eligibility')) reads.push(`${url.pathname}${url.search}`);
    });
    await page.goto(path);
    await lineShown(page);
    // Every action's read is sent once the browser is idle after the render; the page then goes
    // quiet (no request for 500 ms) before its deferred work, which reads no eligibility.
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(reads.length).toBeGreaterThanOrEqual(4);
    expect(reads.filter((read, index) => reads.indexOf(read) !== index)).toEqual([]);
  });

  it('shows the normal read’s own translated error when it fails too', async () => {
    const { page } = current();
    const { path } = await openLine(page);
    const failure = { errorId: 400001, errorCode: 'BAD_REQUEST', message: 'Refused.' };
    let count = 0;
    await page.route(`**${ORDERS}*`, (route) =>
      count++ === 0
        ? route.abort('connectionreset')
        : route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ failure }) }),
    );
    await page.goto(path);
    const alert = page.getByRole('status').filter({ hasText: enUS['common.load_failed'] });
    await alert.waitFor();
    const expected = enUS[loadErrorMessageId({ status: 400, ...failure }) as keyof typeof enUS];
    expect(await alert.textContent()).toContain(expected);
    expect(count).toBe(2);
  });
});
