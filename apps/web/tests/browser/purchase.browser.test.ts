import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { phonePagePerTest, uniqueEmail } from './browser';
import { walkPurchase } from './journey-walk';
import {
  chooseCardPayment,
  heading,
  newEsimCustomerToPayment,
  orderDetails,
  ordersOf,
  PURCHASE_PAYMENT_PAGE,
  payByCard,
  successOrderRef,
  summaryPaysHere,
  TEST_CARDS,
  verifyOtp,
} from './purchase-flow';

const phone = phonePagePerTest();

interface GatewayOrderTotals {
  payment_due: { amount: number };
  total: { amount: number };
  items: { sku: string; name: string; cost: { amount: number }; quantity?: number }[];
}

/** `window.dataLayer`, with gtag's `arguments` objects as plain lists. */
const dataLayerOf = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  ) as Promise<Array<Record<string, unknown> | unknown[]>>;

const PURCHASE_REVISION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../journeys/purchase.json'), 'utf8')) as {
    revision: number;
  }
).revision;

/**
 * What the operator's tag manager reads on the success page: Consent Mode's all-denied default
 * before anything, analytics granted (the customer's choice is on by default), and the order as
 * GA4's `purchase`, with the purchase journey's id and revision. Core's tests check the mapping
 * and the gating event by event; this checks the running app.
 */
async function expectPurchaseInDataLayer(page: Page, orderRef: string, order: GatewayOrderTotals) {
  await expect
    .poll(
      async () =>
        (await dataLayerOf(page)).some((entry) => !Array.isArray(entry) && entry.event === 'purchase'),
      // The dataLayer's module loads once the page has settled (no long task for 5 s).
      { timeout: 20_000 },
    )
    .toBe(true);
  const dataLayer = await dataLayerOf(page);
  const denied = {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
  expect(dataLayer[0]).toEqual(['consent', 'default', denied]);
  expect(dataLayer[1]).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
  const purchases = dataLayer.filter((entry) => !Array.isArray(entry) && entry.event === 'purchase');
  expect(purchases).toEqual([
    {
      event: 'purchase',
      journey_id: 'purchase',
      journey_revision: PURCHASE_REVISION,
      journey_step: 'payment-success',
      ecommerce: {
        currency: 'MXN',
        value: order.total.amount,
        transaction_id: orderRef,
        // The names are in the page's language (the order was read for it); the sku is the key.
        items: order.items.map((item) => ({
          item_id: item.sku,
          item_name: expect.any(String),
          price: item.cost.amount / (item.quantity ?? 1),
          quantity: item.quantity ?? 1,
        })),
      },
    },
  ]);
  expect(order.items.length).toBeGreaterThan(0);
  // The walk's funnel, each event once: the journey's steps (as purchase.json declares them), the
  // sign-up the verification tells, and the customer's contact, hashed.
  const names = dataLayer.flatMap((entry) =>
    Array.isArray(entry) || !entry.event || entry.event === 'page_view' ? [] : [entry.event],
  );
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(expect.arrayContaining(['sign_up', 'user_data', 'purchase']));
  const userData = dataLayer.find((entry) => !Array.isArray(entry) && entry.event === 'user_data');
  expect(userData).toMatchObject({
    user_data: { sha256_email_address: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });
  expect(JSON.stringify(dataLayer)).not.toContain('@');
  // Every event of the journey names it and its revision.
  for (const entry of dataLayer) {
    if (Array.isArray(entry) || !('journey_step' in entry)) continue;
    expect(entry).toMatchObject({ journey_id: 'purchase', journey_revision: PURCHASE_REVISION });
  }
}
let page: Page;
const pageErrors: string[] = [];

beforeEach(() => {
  ({ page } = phone.current());
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

describe('buying a line in Chromium, as a new customer would', () => {
  // (1) eSIM, new number, approved card → success, order listed, and (3) a declined card retried:
  // payment-retry.browser.test.ts, one walk each for the first payment and for the retry.
  it('(2) physical SIM, number transfer, doorstep slot → success', async () => {
    const email = uniqueEmail('psim');
    const transfer = `55${String(Date.now()).slice(-8)}`;
    await page.goto('/web/pre-checkout?setlocale=en-US');
    // In the order purchase.json gives; a physical SIM brings the delivery step (doorstep slot).
    const walked = await walkPurchase(page, ['payment-method-selector', 'payment'], {
      email,
      sim: 'Physical SIM',
      plan: 'Senda 200',
      transfer: { number: transfer, nip: '1234' },
    });
    expect(walked).toContain('delivery');
    await chooseCardPayment(page);
    await payByCard(page, TEST_CARDS.approve);
    const orderRef = await successOrderRef(page);
    const order = (await orderDetails(page, orderRef)) as unknown as GatewayOrderTotals;
    expect(order.payment_due.amount).toBe(0);
    await expectPurchaseInDataLayer(page, orderRef, order);
    expect(pageErrors).toEqual([]);
  });

  it('the order summary says its count of steps from its first paint: the ways to pay are read on the step before it', async () => {
    // Every "Step n of m" the summary shows, from its first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __summaryCounts: string[] }).__summaryCounts = seen;
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== 'Order summary') return;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (/^Step \d+ of \d+$/.test(text) && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // A new customer's eSIM: a new card is the only way to pay, so the summary takes the payment
    // and is the last step counted.
    await newEsimCustomerToPayment(page, { email: uniqueEmail('summarycount'), plan: 'Senda 150' });
    await summaryPaysHere(page).waitFor();
    const counts = await page.evaluate(
      () => (window as unknown as { __summaryCounts: string[] }).__summaryCounts,
    );
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/^Step (\d+) of \1$/);
    expect(pageErrors).toEqual([]);
  });

  it('the number step opens with what was fetched while the code was typed: its screen, the order beside it and its offers', async () => {
    const requested: { path: string; at: number }[] = [];
    page.on('request', (request) =>
      requested.push({ path: new URL(request.url()).pathname, at: Date.now() }),
    );
    const email = uniqueEmail('numberstep');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['verify-otp-signup'], { email, sim: 'eSIM', plan: 'Senda 150' });
    const waitedFor = [
      /\/assets\/connection-details-screen-[\w-]+\.js$/,
      /\/assets\/order-aside-[\w-]+\.js$/,
      /\/number-service\/v1\/categories$/,
      /\/number-service\/v1\/golden-categories$/,
    ];
    const fetched = () => waitedFor.filter((pattern) => requested.some(({ path }) => pattern.test(path)));
    // Fetched once the code step is idle, while the customer reads the e-mail.
    await expect.poll(fetched, { timeout: 20_000 }).toEqual(waitedFor);
    const typedAt = Date.now();
    await verifyOtp(page, email);
    await heading(page, 'Your number and SIM');
    await page.getByRole('region', { name: 'Available numbers' }).locator('li button').first().waitFor();
    // Nothing of it asked again after the code: the step waited for the gateway's numbers alone.
    const again = requested.filter(
      ({ path, at }) => at >= typedAt && waitedFor.some((pattern) => pattern.test(path)),
    );
    expect(again).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a returning customer pays the next order with the card saved on the first, in one tap', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('saved'), plan: 'Senda 100' });
    await chooseCardPayment(page);
    await payByCard(page, TEST_CARDS.approve, PURCHASE_PAYMENT_PAGE, { saveCard: true });
    const first = await successOrderRef(page);

    await page.goto('/web/pre-checkout');
    // Signed in already: the walk meets no sign-up step. With a saved card there are two ways to
    // pay, so the payment-method step is shown.
    const walked = await walkPurchase(page, ['payment-method-selector', 'payment'], {
      email: 'signed-in-already@example.mx',
      plan: 'Senda 200',
    });
    expect(walked.filter((step) => step.startsWith('signup') || step.startsWith('verify-otp'))).toEqual([]);
    await heading(page, 'Payment method');
    // Offered first and preselected: Next, then Pay, and no card typed.
    const savedCard = page.getByRole('radio', { name: /Visa ending in 4242/ });
    await savedCard.waitFor();
    expect(await savedCard.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Payment');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /^Pay/ }).click();
    const second = await successOrderRef(page);

    expect(second).not.toBe(first);
    expect((await ordersOf(page)).map((order) => order.order_ref).sort()).toEqual([first, second].sort());
    expect((await orderDetails(page, second)).payment_due.amount).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
