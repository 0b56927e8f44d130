import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import {
  addFault,
  createScenario,
  launchBrowser,
  newPhoneContext,
  scenarioPath,
  uniqueEmail,
} from './browser';
import { walkPurchase } from './journey-walk';
import { horizontalScroll } from './page-widths';
import { heading } from './purchase-flow';

/**
 * The layout at a phone's 360 px, a tablet's 768 px and a desktop's 1280 px, read from element
 * rects: the sandbox mailbox chip clear of the header's buttons, the home, plans, line page,
 * profile and orders in grids from the tablet, the order beside the purchase's steps on a desktop,
 * what to do after paying above a phone's fold; no horizontal scroll and nothing axe calls serious.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await newPhoneContext(browser, 'en-US');
  page = await context.newPage();
});

/**
 * Layout shifts not caused by input, from the page's first paint on (call before goto).
 * `withInput`: every shift, as Lighthouse counts them on a page nobody touches.
 */
async function recordLayoutShifts({ withInput = false } = {}) {
  await page.addInitScript((countInput: boolean) => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (countInput || !entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  }, withInput);
}

async function layoutShiftTotal(): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

type Rect = { x: number; y: number; width: number; height: number };
/** The top edges of the elements, rounded (side by side: equal). */
const tops = (selectors: readonly string[]) =>
  Promise.all(
    selectors.map(async (selector) => Math.round((await page.locator(selector).boundingBox())?.y ?? -1)),
  );

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's buttons and links the chip covers, by accessible text. */
async function headerControlsUnderChip(): Promise<string[]> {
  const chip = page.getByRole('button', { name: 'OTP mailbox' });
  await chip.waitFor({ timeout: 30_000 });
  const chipRect = await chip.boundingBox();
  if (!chipRect) throw new Error('the mailbox chip is not drawn');
  const covered: string[] = [];
  for (const control of await page.locator('header a, header button').all()) {
    const box = await control.boundingBox();
    if (box && overlap(chipRect, box)) {
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()).trim());
    }
  }
  return covered;
}

describe('the layout at 360, 768 and 1280 px', () => {
  it('the sandbox mailbox chip covers none of the header buttons at 360 px (two-button and step headers)', async () => {
    await page.goto('/?setlocale=en-US');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor({ timeout: 30_000 });
    expect(await headerControlsUnderChip(), '/ (Help, Log in)').toEqual([]);
    await page.setViewportSize({ width: 700, height: 800 });
    expect(await headerControlsUnderChip(), '/ at 700 px (a tablet)').toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/web/pre-checkout');
    await heading(page, 'Choose your plan');
    expect(await headerControlsUnderChip(), '/web/pre-checkout (Help)').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await headerControlsUnderChip(), '/web/pre-checkout at 1280 px').toEqual([]);
  });

  it('the line page (signed in by its link): a dashboard from 768 px, "My account" in the header beside Log out, and it opens the account', async () => {
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    const banner = page.getByRole('banner');
    // The number beside the status, what's left beside the actions (one under the other on a phone).
    const pairs = [
      [
        'section[aria-labelledby="line-number-title"]',
        'section[aria-labelledby="line-number-title"] ~ div:has-text("Line status") >> nth=0',
      ],
      ['section[aria-labelledby="line-usage-title"]', 'section[aria-labelledby="line-actions-title"]'],
    ] as const;
    await page.locator(pairs[1][0]).waitFor({ timeout: 30_000 });
    const [usageTop, actionsTop] = await tops(pairs[1]);
    expect(actionsTop, 'actions under the usage at 360 px').toBeGreaterThan(usageTop ?? 0);
    expect(await horizontalScroll(page, 'line page')).toEqual([]);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await banner.getByRole('link', { name: 'My account' }).waitFor({ timeout: 30_000 });
      await banner.getByRole('button', { name: 'Log out' }).waitFor();
      expect(await horizontalScroll(page, 'line page')).toEqual([]);
      for (const pair of pairs) {
        const [left, right] = await tops(pair);
        expect(right, `${pair.join(' beside ')} at ${width} px`).toBe(left);
      }
      expect(await seriousViolations(page, `line page at ${width} px`)).toEqual([]);
    }
    await banner.getByRole('link', { name: 'My account' }).click();
    await heading(page, 'My account');
  });

  it('home at 360, 768 and 1280 px: one column on a phone, plans and the closing cards side by side from 768 px', async () => {
    await page.goto('/?setlocale=en-US');
    await page.getByRole('button', { name: 'Choose plan Senda 200' }).waitFor({ timeout: 30_000 });
    const closing = [
      'section[aria-labelledby="home-transfer-title"]',
      'section[aria-labelledby="home-existing-title"]',
    ];
    const plans = page.getByRole('region', { name: /plan/i }).locator('ul').first().locator(':scope > li');
    const planTops = async () => Promise.all([0, 1].map(async (n) => (await plans.nth(n).boundingBox())?.y));
    const [transferTop, existingTop] = await tops(closing);
    expect(existingTop, 'the way in under number transfer at 360 px').toBeGreaterThan(transferTop ?? 0);
    const [firstPlan, secondPlan] = await planTops();
    expect(secondPlan, 'plans in one column at 360 px').toBeGreaterThan(firstPlan ?? 0);
    expect(await horizontalScroll(page, 'home')).toEqual([]);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const [transfer, existing] = await tops(closing);
      expect(existing, `number transfer beside the way in at ${width} px`).toBe(transfer);
      const [first, second] = await planTops();
      expect(second, `two plans in a row at ${width} px`).toBe(first);
      expect(await horizontalScroll(page, 'home')).toEqual([]);
      expect(await seriousViolations(page, `home at ${width} px`)).toEqual([]);
    }
  });

  it('profile and orders at 768 px: the profile’s sections two by two, the lines in a grid, an odd last order at the start; no horizontal scroll', async () => {
    const customer = await createScenario(page, 'saved-card');
    await page.goto(`/profile?auth_token=${customer.accessToken}&setlocale=en-US`);
    await heading(page, 'My account');
    const sections = [
      'section[aria-labelledby="profile-details-title"]',
      'section[aria-labelledby="profile-lines-title"]',
    ];
    await page.locator(sections[1] ?? '').waitFor({ timeout: 30_000 });
    const [details, lines] = await tops(sections);
    expect(lines, 'the lines under the details at 360 px').toBeGreaterThan(details ?? 0);
    await page.setViewportSize({ width: 768, height: 800 });
    const [wideDetails, wideLines] = await tops(sections);
    expect(wideLines, 'the lines beside the details at 768 px').toBe(wideDetails);
    expect(await horizontalScroll(page, 'profile')).toEqual([]);
    expect(await seriousViolations(page, 'profile at 768 px')).toEqual([]);

    await page.goto('/orderlist?setlocale=en-US');
    await page.locator('section[aria-labelledby="orders-title"] li').first().waitFor({ timeout: 30_000 });
    const grid = await page
      .locator('section[aria-labelledby="orders-title"] ul')
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(grid, 'orders in two columns at 768 px').toBe(2);
    // A list read from the top: an odd last card stays under its heading, at the list's start
    // (a copy of a card makes the count odd, whatever the scenario's).
    const starts = await page
      .locator('section[aria-labelledby="orders-title"] ul')
      .first()
      .evaluate((list) => {
        const copy = list.children.length % 2 === 0 ? list.lastElementChild?.cloneNode(true) : undefined;
        if (copy) list.append(copy);
        const last = list.lastElementChild?.getBoundingClientRect().left;
        if (copy) list.lastElementChild?.remove();
        return { list: list.getBoundingClientRect().left, last };
      });
    expect(starts.last, "the odd last order at the list's start").toBe(starts.list);
    expect(await horizontalScroll(page, 'orders')).toEqual([]);
    expect(await seriousViolations(page, 'orders at 768 px')).toEqual([]);
  });

  it('after paying for an eSIM, "Install your eSIM now" is above the fold of a 360 × 780 phone, before the order box', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(
      `/payment/direct-payment-success?orderRef=${encodeURIComponent(customer.orderRef)}&auth_token=${customer.accessToken}&setlocale=en-US`,
    );
    await heading(page, 'Payment successful');
    const install = page.getByRole('link', { name: 'Install your eSIM now' });
    const box = await install.boundingBox({ timeout: 30_000 });
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(780);
    // Before the order's facts (its reference is their first line), not under them.
    const facts = await page.getByText(customer.orderRef, { exact: true }).last().boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY, 'the install button above the order box').toBeLessThan(
      facts?.y ?? 0,
    );
    expect(await horizontalScroll(page, 'payment success')).toEqual([]);
  });

  it('plans: one column at 360 px, three in a row at 1280 px; the coverage check a line above the plans, arriving without a shift', async () => {
    await recordLayoutShifts();
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    // The grid's own items (each card holds a list of benefits too).
    const cards = page.getByRole('region', { name: 'Plans' }).locator('ul').first().locator(':scope > li');
    await cards.nth(2).waitFor({ timeout: 30_000 });
    const tops = async () => Promise.all([0, 1, 2].map(async (n) => (await cards.nth(n).boundingBox())?.y));
    const [a, b] = await tops();
    expect(b).toBeGreaterThan(a ?? 0);
    // It loads once the page has settled, into the line held for it: nothing moves.
    const coverage = page.getByRole('button', { name: 'Is there signal where you live?' });
    await coverage.waitFor({ timeout: 30_000 });
    expect((await coverage.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(a ?? 0);
    expect(await layoutShiftTotal(), 'layout shift at 360 px').toBe(0);
    await coverage.click();
    await page.getByRole('textbox', { name: 'Postal code' }).waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    const [first, second, third] = await tops();
    expect([second, third]).toEqual([first, first]);
    // The step uses the width: the grid is wider than the 40rem reading column.
    const grid = await page.getByRole('region', { name: 'Plans' }).locator('ul').first().boundingBox();
    expect(grid?.width).toBeGreaterThan(900);
  });

  it('plan selection opened at 1280 px: nothing shifts once drawn (the width is there from the first paint)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await recordLayoutShifts();
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await page.getByRole('button', { name: 'Choose plan Senda 200' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftTotal()).toBeLessThan(0.01);
  });

  it('the line page at 360 px: nothing drawn under the placeholder jumps when the line arrives', async () => {
    const customer = await createScenario(page, 'active-esim-line');
    // The line's read answers late, so the placeholder is on screen for a while first.
    await addFault(page, {
      kind: 'latency',
      latencyMs: 1500,
      method: 'GET',
      route: '/gateway/order-service/v2/orders/{orderReference}',
    });
    await recordLayoutShifts();
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByRole('button', { name: 'Log out' }).last().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftTotal()).toBeLessThan(0.01);
  });

  it.each([
    360, 1280,
  ])('a link opened signed in at %i px: the header’s log-out button appears and nothing moves', async (width) => {
    // The failed delivery's e-mail link signs its customer in: the header's log-out button appears
    // once the session is known, after the prerendered frame painted the header without it. The
    // bench measured CLS 0.003 on this page while they pushed the help link, then the nav's own edge.
    await page.setViewportSize({ width, height: 800 });
    const customer = await createScenario(page, 'failed-delivery');
    await recordLayoutShifts();
    await page.goto(scenarioPath(customer.links.rescheduleDelivery));
    await page.locator('header').getByRole('button', { name: 'Log out' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftTotal()).toBe(0);
  });

  it("order summary opened cold at 360 and 1280 px: the priced basket takes its placeholder's place, nothing shifts", async () => {
    // The bench measured 0.002 here (a fixed-height skeleton 5 px shorter than the basket).
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['order-summary'], {
      email: uniqueEmail('cls'),
      sim: 'eSIM',
      plan: 'Senda 200',
    });
    await heading(page, 'Order summary');
    // The price answers late, so the placeholder is on screen for a while first.
    await addFault(page, {
      kind: 'latency',
      latencyMs: 1000,
      method: 'POST',
      route: '/gateway/order-service/v2/orders/preview',
    });
    await recordLayoutShifts({ withInput: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/web/order-summary');
      await page
        .locator('section[aria-labelledby="order-summary-items"]:not([aria-busy])')
        .waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await layoutShiftTotal(), `at ${width} px`).toBe(0);
    }
  });

  it('order summary at 1280 px: the basket beside the promo codes and terms; its sections titled alike', async () => {
    const email = uniqueEmail('wide');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['order-summary'], { email, sim: 'eSIM', plan: 'Senda 200' });
    await heading(page, 'Order summary');
    await page.getByText('Total (IVA included)').first().waitFor({ timeout: 30_000 });
    const basket = page.getByRole('heading', { name: 'Your order' });
    // The summary's main button: Pay when it takes the payment (one way to pay), else Next.
    const next = page.getByRole('button', { name: /^(Next|Pay \$)/ });
    await expect.poll(() => next.isEnabled(), { timeout: 30_000 }).toBe(true);

    const phoneBasket = await basket.boundingBox();
    const phoneNext = await next.boundingBox();
    expect(phoneNext?.y).toBeGreaterThan(phoneBasket?.y ?? Number.POSITIVE_INFINITY);

    await page.setViewportSize({ width: 1280, height: 800 });
    const wideBasket = await basket.boundingBox();
    const wideNext = await next.boundingBox();
    if (!wideBasket || !wideNext) throw new Error('basket or Next not drawn');
    // Beside: the basket starts right of the form's Next button, in the same band of the page.
    expect(wideBasket.x).toBeGreaterThan(wideNext.x + wideNext.width);
    expect(wideBasket.y).toBeLessThan(wideNext.y);

    // The step before it (an eSIM ships nothing, so its personal details) has the order beside it
    // on a desktop, and not on a phone.
    await page.goBack();
    await page.waitForURL('**/web/personal-details*', { timeout: 30_000 });
    const aside = page.getByRole('complementary', { name: 'Your order' });
    await aside.getByText('Senda 200').waitFor({ timeout: 30_000 });
    const asideBox = await aside.boundingBox();
    const stepHeading = await page.locator('main h1').first().boundingBox();
    expect(asideBox?.x ?? 0).toBeGreaterThan((stepHeading?.x ?? 0) + 600);
    expect(await horizontalScroll(page, 'personal details')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await aside.isVisible(), 'no order beside the step on a phone').toBe(false);
    await page.goForward();
    await heading(page, 'Order summary');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The page's sections are titled alike: "Automatic renewal" was drawn as a bare h2, larger
    // than the order's own title (24 px at 360, 30 at 1280, beside 18 px for the others).
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const sizes = await page
        .locator('main section h2')
        .evaluateAll((titles) =>
          titles.map((title) => `${title.textContent}: ${getComputedStyle(title).fontSize}`),
        );
      expect(
        sizes.some((size) => size.startsWith('Automatic renewal')),
        `at ${width} px`,
      ).toBe(true);
      expect(new Set(sizes.map((size) => size.split(': ')[1])).size, `${width} px: ${sizes.join(', ')}`).toBe(
        1,
      );
    }
  });
});
