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
  payByCard,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';

const phone = phonePagePerTest();
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
    expect((await orderDetails(page, orderRef)).payment_due.amount).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('a returning customer pays the next order with the card saved on the first, in one tap', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('saved'), plan: 'Senda 100' });
    await chooseCardPayment(page);
    await payByCard(page, TEST_CARDS.approve, 'Payment', { saveCard: true });
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
