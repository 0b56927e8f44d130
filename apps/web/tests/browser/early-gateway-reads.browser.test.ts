import { bundles } from '@senda/core/i18n';
import { journeyStorageKey } from '@senda/core/journey';
import { PURCHASE_JOURNEY_IDS } from '@senda/core/machines/purchase';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFault,
  clearFaults,
  createScenario,
  launchBrowser,
  newPhoneContext,
  scenarioPath,
} from './browser';
import {
  expectEarlyAndOnce,
  holdAppEntry,
  recordFetchCallers,
  recordGatewayRequests,
} from './early-reads-probe';
import { recordShifts, shiftsOf } from './layout-shifts';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS } = bundles;

/**
 * The page load's first gateway reads leave from index.html at byte zero
 * (scripts/vite/early-gateway-reads.ts), and the app takes their answers instead of asking again
 * (core's early-reads.ts): each read is sent once, and index.html's inline script sent it while
 * the document was being parsed, before any of the app's code ran.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const READS = {
  maintenance: '/gateway/config-service/v1/maintenance',
  globalConfig: '/gateway/config-service/v1/global_config',
  catalogue: '/gateway/product-service/v2/products/eligible-variants',
  consentSettings: '/gateway/config-service/v1/consent-settings',
  localeKeys: '/gateway/config-service/v1/locale',
};

/** The phone's screen height (newPhoneContext's 360 x 780). */
const PHONE_HEIGHT = 780;

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where a notice stands on the page: its box, the bottom of the page's heading, and the box of the
 * loading spinner that heads a check's placeholder (a zero box when none is left).
 */
async function noticePlace(page: Page, notice: Locator) {
  const box = async (locator: Locator): Promise<Box> =>
    (await locator.count()) ? ((await locator.first().boundingBox()) ?? NO_BOX) : NO_BOX;
  const heading = await box(page.getByRole('heading', { level: 1 }));
  return {
    notice: await box(notice),
    headingBottom: heading.y + heading.height,
    spinner: await box(page.locator('main output')),
  };
}
const NO_BOX: Box = { x: 0, y: 0, width: 0, height: 0 };

/** Where plan selection saves the journey: a page only a journey in progress opens is kept then. */
const PURCHASE_SAVE_KEY = journeyStorageKey(PURCHASE_JOURNEY_IDS.web);

describe('the first gateway reads from index.html', () => {
  it('plan selection: maintenance, global config and the catalogue, each once, at byte zero', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await recordFetchCallers(page);
    const sent = recordGatewayRequests(page);
    await page.goto('/web/pre-checkout');
    // The plans are on screen: the app took the catalogue's early answer through its schema.
    await page
      .getByRole('button', { name: /Senda 150/ })
      .first()
      .waitFor();
    await expectEarlyAndOnce(page, sent, [READS.maintenance, READS.globalConfig, READS.catalogue]);
    await context.close();
  });

  it('order summary: the consent settings, once, at byte zero', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    // A journey in progress (plan selection's save), so the order summary's address is kept.
    await page.goto('/web/pre-checkout');
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, PURCHASE_SAVE_KEY);
    await recordFetchCallers(page);
    const sent = recordGatewayRequests(page);
    await page.goto('/web/order-summary');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectEarlyAndOnce(page, sent, [READS.consentSettings]);
    await context.close();
  });

  it('order summary with nothing in progress: the boot script goes to plan selection, and sends none of its reads', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const sent = recordGatewayRequests(page);
    await page.goto('/web/order-summary');
    await page
      .getByRole('button', { name: /Senda 150/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/web/pre-checkout');
    expect(sent.filter((path) => path === READS.consentSettings)).toEqual([]);
    await context.close();
  });

  it('a pay-by-link opened by a stranger: its details, once, at byte zero; the ways to pay written into the HTML’s frame before the app’s scripts, kept in place; the order on screen', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const customer = await createScenario(page, 'paylink-pending');
    await recordFetchCallers(page);
    const sent = recordGatewayRequests(page);
    // The app's entry is held until the subtitle is written: the page's early script
    // (early-paylink-script.ts) must not wait for the first load, only for the link's details.
    const releaseEntry = await holdAppEntry(page);
    await recordShifts(page);
    await page.goto(scenarioPath(customer.links.paylink), { waitUntil: 'commit' });
    const written = page.locator('[data-early-frame][data-written]');
    await written.waitFor({ state: 'visible' });
    const sentence = written.locator('> *');
    expect(await sentence.textContent()).toBe(enUS['paylink.ways']);
    // Written while the app had drawn nothing: its first render is the HTML's, after the entry.
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.firstRender)).toBeUndefined();
    const painted = await sentence.boundingBox();
    releaseEntry();
    await page
      .getByTestId('paylink-order')
      .getByText(customer.unpaidOrderRef ?? '')
      .waitFor();
    // The page's own subtitle says it where the frame did, and nothing moved on the way.
    const subtitle = page.getByText(enUS['paylink.ways'], { exact: true });
    expect(await subtitle.count()).toBe(1);
    expect(await subtitle.boundingBox()).toEqual(painted);
    expect(await shiftsOf(page)).toEqual([]);
    await expectEarlyAndOnce(page, sent, [`/gateway/payment-service/v1/paylinks/${customer.paylinkId}`]);
    await context.close();
  });

  it('a reschedule link opened signed out: its validation, once, at byte zero; the failed delivery’s notice written into the HTML’s frame before the app’s scripts, at the top where the address step says it, once; the link’s session kept as the link’s', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const customer = await createScenario(page, 'failed-delivery');
    await recordFetchCallers(page);
    const sent = recordGatewayRequests(page);
    await recordShifts(page);
    // The app's entry is held until the notice is written: the page's early script
    // (early-reschedule-script.ts) waits only for the link's validation and the config.
    const releaseEntry = await holdAppEntry(page);
    await page.goto(scenarioPath(customer.links.rescheduleDelivery), { waitUntil: 'commit' });
    const written = page.locator('[data-early-frame][data-written]');
    await written.waitFor({ state: 'visible' });
    const notice = (await written.locator('p').textContent()) ?? '';
    // The first thing under the heading, above the check's placeholder (the spinner heads it), and
    // whole on the phone's screen: the page's largest paint from the HTML.
    const frame = await noticePlace(page, written);
    expect(frame.notice.y).toBeLessThan(frame.spinner.y);
    expect(frame.notice.y + frame.notice.height).toBeLessThanOrEqual(PHONE_HEIGHT);
    // The sentence's own box, to set beside the address step's (each inside its alert's padding).
    const frameText = await noticePlace(page, written.locator('p'));
    const [before, after] = enUS['reschedule_delivery.failed_notice'].split('{date}');
    expect(notice.startsWith(before ?? '-')).toBe(true);
    expect(notice).toContain(`${after} ${enUS['reschedule_delivery.link_valid_until'].split('{date}')[0]}`);
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.firstRender)).toBeUndefined();
    // The early script left the page the sentence only, and stored nothing: the link's session is
    // still only in the validation's answer, for the app's flow to take.
    const left = await page.evaluate(() => ({
      written: Object.keys((window as unknown as { __sendaEarlyWritten: object }).__sendaEarlyWritten),
      stored: JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    }));
    expect(left.written).toEqual(['key', 'sentence']);
    expect(left.stored).not.toContain('accessToken');
    releaseEntry();
    // The address step's own notice is the same sentence, said once, where the frame said it: as
    // far under the heading (whose own title may take another line), as wide; nothing moved.
    await page.getByRole('checkbox', { name: enUS['reschedule_delivery.address.same_as_billing'] }).waitFor();
    const own = page.getByText(notice, { exact: true });
    expect(await own.count()).toBe(1);
    const step = await noticePlace(page, own);
    expect(step.notice.y - step.headingBottom).toBe(frameText.notice.y - frameText.headingBottom);
    expect([step.notice.x, step.notice.width]).toEqual([frameText.notice.x, frameText.notice.width]);
    expect(await shiftsOf(page)).toEqual([]);
    await expectEarlyAndOnce(page, sent, ['/gateway/logistics-service/v1/shipment/reschedule/validate']);
    // The session the link handed over is the link's, good on its pages only (as before).
    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('senda.auth') ?? 'null'));
    expect(auth?.state?.linkScope).toBe('reschedule');
    await context.close();
  });

  it('asks the gateway itself when an early read failed, and the page still loads', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const sent = recordGatewayRequests(page);
    let failed = 0;
    await page.route(`**${READS.catalogue}*`, (route) =>
      failed++ === 0 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/web/pre-checkout');
    await page
      .getByRole('button', { name: /Senda 150/ })
      .first()
      .waitFor();
    expect(sent.filter((path) => path === READS.catalogue)).toHaveLength(2);
    await context.close();
  });

  it('does not ask for the global config from index.html once it is stored', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/web/pre-checkout');
    await page
      .getByRole('button', { name: /Senda 150/ })
      .first()
      .waitFor();
    const sent = recordGatewayRequests(page);
    await page.reload();
    await page
      .getByRole('button', { name: /Senda 150/ })
      .first()
      .waitFor();
    expect(sent).not.toContain(READS.globalConfig);
    await context.close();
  });

  // Cached locale keys and config: the config is not asked for again once
  // stored; the keys are still asked for on each page load the spec's says, but behind the page once
  // the language's keys are stored, so a repeat visit renders without waiting for either.
  it('a repeat visit renders without waiting for the locale keys, and does not ask for the config', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const sent = recordGatewayRequests(page);
    const home = page.getByRole('heading', { level: 1, name: enUS['home.title'] });
    await page.goto('/');
    await home.waitFor();
    expect(sent).toContain(READS.localeKeys);
    expect(sent).toContain(READS.globalConfig);
    sent.length = 0;
    // The keys now answer 20 s late: the page must not wait for them.
    await addFault(page, { kind: 'latency', latencyMs: 20_000, route: 'appLocale' });
    await page.reload();
    await home.waitFor({ timeout: 10_000 });
    expect(sent).toContain(READS.localeKeys);
    expect(sent).not.toContain(READS.globalConfig);
    await clearFaults(page);
    await context.close();
  });
});
