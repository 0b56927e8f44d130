import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createScenario,
  gatewayUrl,
  ownSession,
  phonePagePerTest,
  scenarioPath,
  uniqueEmail,
} from './browser';
import { heading, newEsimCustomerToPayment, payByCard, TEST_CARDS } from './purchase-flow';

/**
 * "Pay later" after a decline opened a failure page with no other way to pay, and an
 * unpaid order could not be cancelled. Now the failure page offers trying again, paying later from
 * the order's page (its Pay now) and cancelling; the order's page offers Pay now and cancelling.
 */
const shared = phonePagePerTest();

/** The order's state as the gateway holds it, asked with a session of the customer's own. */
async function orderState(page: Page, orderRef: string, email: string): Promise<string> {
  const fresh = await ownSession(page, email);
  const response = await page.request.get(`${gatewayUrl()}/gateway/order-service/v2/orders/${orderRef}`, {
    headers: { 'X-Auth': fresh },
  });
  return ((await response.json()) as { result: { state: string } }).result.state;
}

describe('an unpaid order', () => {
  it('its page offers Pay now and cancelling it; cancelled, nothing is left to pay', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'saved-card');
    const orderRef = customer.unpaidOrderRef ?? '';
    const query = new URLSearchParams({ orderRef, auth_token: customer.accessToken });
    await page.goto(scenarioPath(`/manage/order?${query.toString()}`));
    await heading(page, 'Your order');
    await page.getByRole('button', { name: 'Pay now' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderRef}?` });
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await orderState(page, orderRef, customer.email)).not.toBe('CAN');

    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByText(`Order ${orderRef} is canceled. Nothing was charged.`).waitFor({ timeout: 30_000 });
    expect(await orderState(page, orderRef, customer.email)).toBe('CAN');
    await page.reload();
    await heading(page, 'Your order');
    await page.getByText('Canceled').first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
  });

  it('"Pay later" after a decline: the failure page offers paying later from the order, and cancelling', async () => {
    const { page } = shared.current();
    await newEsimCustomerToPayment(page, { email: uniqueEmail('paylater'), plan: 'Senda 200' });
    await payByCard(page, TEST_CARDS.decline);
    await page.getByText("Your payment didn't go through").waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Pay later' }).click();
    await page.waitForURL((url) => url.pathname === '/web/payment-failed', { timeout: 30_000 });
    await page.getByText('Your order stays saved and unpaid', { exact: false }).waitFor();
    const later = page.getByRole('link', { name: "Pay later from the order's page" });
    await later.waitFor();
    const orderRef = new URL((await later.getAttribute('href')) ?? '', 'http://x').searchParams.get(
      'orderRef',
    );
    expect(orderRef).toBeTruthy();

    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByText(`Order ${orderRef} is canceled. Nothing was charged.`).waitFor({ timeout: 30_000 });
    // Nothing left to pay: neither trying again nor paying later is offered.
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await later.count()).toBe(0);
  });
});
