import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { newPhoneContext, phonePagePerTest, uniqueEmail } from './browser';
import {
  cardNumberFrame,
  chooseCardPayment,
  heading,
  newEsimCustomerToPayment,
  orderDetails,
  ordersOf,
  PURCHASE_PAYMENT_PAGE,
  payByCard,
  securityCodeFrame,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';

/**
 * A new customer's eSIM purchase paid at once (purchase.browser.test.ts's first case, moved here
 * to share its walk), then a declined card retried without dead ends. The retry ends on the same success page
 * as a first payment (the journey's, with its "what happens next" and the header's "My account"),
 * and nothing but the card number and security code is typed again.
 */
const phone = phonePagePerTest();
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeEach(() => {
  ({ browser, context, page } = phone.current());
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

/** The success page as a customer reads it: where it is, what it says next, and the header. */
async function successPage(page: Page) {
  await heading(page, 'Payment successful');
  const next = page.getByRole('region', { name: 'What happens next' });
  await next.getByRole('listitem').first().waitFor({ timeout: 30_000 });
  return {
    path: new URL(page.url()).pathname,
    nextSteps: await next.getByRole('listitem').allTextContents(),
    myAccount: await page.getByRole('banner').getByRole('link', { name: 'My account' }).count(),
  };
}

describe('a declined card, then a retry', () => {
  it('(1) an approved card → success, the order listed; (3) a decline, then a retry → the same success page, the expiry kept, one paid order, only the approving card saved', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('first-pay'), plan: 'Senda 150' });
    await chooseCardPayment(page);
    await payByCard(page, TEST_CARDS.approve);
    const firstPayment = await successPage(page);
    expect(firstPayment.path).toBe('/web/payment-success');
    expect(firstPayment.myAccount).toBe(1);
    // (1) eSIM, new number, approved card: the order is listed, paid, and in the line registry.
    const firstOrder = await successOrderRef(page);
    await page.getByRole('link', { name: 'Go to my orders' }).click();
    await page.getByText(firstOrder).first().waitFor({ timeout: 30_000 });
    expect((await ordersOf(page)).map((order) => order.order_ref)).toEqual([firstOrder]);
    expect((await orderDetails(page, firstOrder)).payment_due.amount).toBe(0);
    // Bought with the buyer's CURP, the line is in the mobile line registry from the start.
    await page.goto(`/manage/order?orderRef=${firstOrder}&setlocale=en-US`);
    await page.getByText(/Registered to you\. Folio PTM-\d{4}-\d{8}/).waitFor({ timeout: 30_000 });
    // A second purchase in the same browser starts afresh instead of reopening the success page.
    await page.goto('/web/pre-checkout');
    await heading(page, 'Choose your plan');
    expect(pageErrors).toEqual([]);

    await context.close();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await newEsimCustomerToPayment(page, { email: uniqueEmail('retry-pay'), plan: 'Senda 150' });
    await chooseCardPayment(page);
    // (3) "Save this card" ticked both times: only the card that paid may be kept.
    await payByCard(page, TEST_CARDS.decline, PURCHASE_PAYMENT_PAGE, { saveCard: true });
    await page.getByText("Your payment didn't go through").waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Try again' }).click();

    // New frames (the declined card's token is spent): empty, while the expiry is still there.
    const number = cardNumberFrame(page).locator('#number');
    const code = securityCodeFrame(page).locator('#code');
    await number.waitFor({ timeout: 30_000 });
    await code.waitFor({ timeout: 30_000 });
    expect(await number.inputValue()).toBe('');
    expect(await code.inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Expiry date' }).inputValue()).toBe('12/30');
    // Shown in the card's order: number, expiry (one MM/AA field), security code.
    const tops = await Promise.all(
      [
        page.locator('iframe[src*="hosted-fields"]:not([src*="part=code"])'),
        page.getByRole('textbox', { name: 'Expiry date' }),
        page.locator('iframe[src*="part=code"]'),
      ].map(async (field) => (await field.boundingBox())?.y ?? Number.NaN),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(tops.every(Number.isFinite)).toBe(true);
    expect(new Set(tops).size).toBe(3);

    // Only the card number and the security code are typed again.
    await number.fill(TEST_CARDS.approve);
    await code.fill('123');
    await page.getByRole('checkbox', { name: /save this card/i }).check();
    await page.getByRole('button', { name: /^Pay/ }).click();

    const retried = await successPage(page);
    expect(retried).toEqual(firstPayment);

    const orders = await ordersOf(page);
    expect(orders).toHaveLength(1);
    expect((await orderDetails(page, orders[0]?.order_ref ?? '')).payment_due.amount).toBe(0);

    // The saved card, as the gateway keeps it: the approving one, as the default; then removed.
    await page.goto('/web/select-payment-methods');
    await heading(page, 'Payment methods');
    // One card, the default: listed once, not offered as a one-option choice.
    const saved = page.getByRole('radio');
    await page
      .getByText(/Visa ending in 4242/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await saved.count()).toBe(0);
    expect(await page.getByText(/0002/).count()).toBe(0);
    await page.getByRole('button', { name: /Remove Visa ending in 4242/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    // No longer saved, and still listed: the new line renews with it, so it is marked as such,
    // offered as no default and not removable here.
    await expect.poll(() => saved.count(), { timeout: 30_000 }).toBe(0);
    await page.getByText(/^Renews your line/).waitFor();
    expect(await page.getByRole('button', { name: /Remove Visa/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
