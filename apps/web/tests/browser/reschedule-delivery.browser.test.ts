import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, scenarioPath } from './browser';
import { mainThreadShare } from './page-at-rest';
import { accessToken, approveWithMailedCode, heading, payByCard } from './purchase-flow';

/**
 * Delivery rescheduling end to end (browser test 4), as the customer gets it: the
 * `failed-delivery` customer opens the e-mail's link signed out, keeps the address, chooses a
 * doorstep window, pays the redelivery fee and sees the new delivery; the gateway is asked
 * afterwards what really happened. The same link again is refused with a clear page. Every rule
 * (code validity, fee due or not, one payment, reuse refused) is tested in core and the sandbox.
 */
const shared = phonePagePerTest();

const CARD = '4242 4242 4242 4242';

/** The address step, under the title the link's page painted while the link was checked. */
async function addressForm(page: Page) {
  await heading(page, 'Your new delivery');
  await page.getByRole('group', { name: 'Where should we deliver your SIM?' }).waitFor();
}

async function gatewayGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/${path}`, {
    headers: { 'X-Auth': token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

async function transactionsOf(page: Page, orderRef: string): Promise<{ status: string }[]> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/payments?orderRef=${encodeURIComponent(orderRef)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payments: { status: string }[] }).payments;
}

describe('delivery rescheduling', () => {
  it('failed delivery → the link → a new window → fee paid → booked; the same link again is refused', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'failed-delivery');
    const link = scenarioPath(customer.links.rescheduleDelivery);

    // Signed out: the link's code opens the flow and signs the customer in.
    await page.goto(link);
    await addressForm(page);
    await page.getByText("We couldn't deliver your SIM on").waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^ZIP code/ }).inputValue()).toBe('06700');
    // The postal lookup's answer merged, the form rests until the customer does something.
    await page.getByLabel(/^Neighborhood/).waitFor();
    expect(await mainThreadShare(page)).toBeLessThan(0.5);
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Choose the new delivery');
    await page.getByRole('radio', { name: /Deliver to my address/ }).check();
    // The first window still free (a full one ends ", full" and is disabled).
    await page
      .getByRole('radio', { name: /\(Mexico City time\)$/ })
      .first()
      .check();
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();

    // Pay tapped the moment it shows (the frames still loading) is heard: what is missing is
    // said, nothing is charged. At 360 × 640 it is on the first screen.
    await page.setViewportSize({ width: 360, height: 640 });
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await pay.click();
    await page.getByText('Enter the full card number and security code.').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await pay.boundingBox();
    expect((box?.y ?? 640) + (box?.height ?? 0)).toBeLessThanOrEqual(640);

    await payByCard(page, CARD, 'Pay the redelivery');
    await heading(page, 'Delivery rescheduled');
    await page.getByText(/Your SIM will arrive on .+ \(Mexico City time\)/).waitFor({ timeout: 30_000 });

    const token = await accessToken(page);
    const validation = await gatewayGet<{ valid: boolean; reason?: string }>(
      page,
      token,
      `logistics-service/v1/shipment/reschedule/validate?verificationCode=${customer.rescheduleCode}`,
    );
    expect(validation).toEqual({ valid: false, reason: 'USED' });
    const reschedule = await gatewayGet<{
      status: string;
      payment: { orderRef: string; paid: boolean } | null;
    }>(page, token, `logistics-service/v1/shipment/reschedule/${customer.rescheduleId}/payment`);
    expect(reschedule).toMatchObject({ status: 'DONE', payment: { paid: true } });
    expect((await transactionsOf(page, reschedule.payment?.orderRef ?? '')).map((t) => t.status)).toEqual([
      'SUCCESS',
    ]);
    // The link's session never reads the order itself (its number, SIM, card, reschedule code);
    // the account's own session does.
    const orderPath = `${gatewayUrl()}/gateway/order-service/v2/orders/${customer.orderRef}`;
    expect((await page.request.get(orderPath, { headers: { 'X-Auth': token } })).status()).toBe(403);
    const order = await gatewayGet<{ delivery: { slotId?: string; status?: string } }>(
      page,
      customer.accessToken,
      `order-service/v2/orders/${customer.orderRef}`,
    );
    expect(order.delivery).toMatchObject({ slotId: expect.any(String), status: 'ON_ITS_WAY' });

    // The same link again: a clear page, nothing to fill in or pay.
    await page.goto(link);
    await page.getByText('This delivery was already rescheduled with this link.').waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);

    // A code no reschedule has: the same kind of page.
    await page.goto(scenarioPath('/reschedule_delivery/sim_only?code=00000000'));
    await page.getByText("We couldn't find a delivery to reschedule with this link.").waitFor();
  });

  it("another door from the link asks the account's address first, then goes on to the fee", async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'failed-delivery');
    await page.goto(scenarioPath(customer.links.rescheduleDelivery));
    await addressForm(page);
    await page.getByRole('textbox', { name: 'Street and number', exact: true }).fill('Orizaba 45');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Choose the new delivery');
    await page.getByRole('radio', { name: /Deliver to my address/ }).check();
    await page
      .getByRole('radio', { name: /\(Mexico City time\)$/ })
      .first()
      .check();
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();
    // The link alone is not enough to send the SIM elsewhere: the code to the account's address,
    // and the page says a log-in by code would do too.
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor({ timeout: 30_000 });
    await page.getByText("Logging in again also proves it's you").waitFor();
    await approveWithMailedCode(page, customer.email);
    await page.getByRole('button', { name: /^Pay \$/ }).waitFor({ timeout: 30_000 });
  });

  it("Guessed codes hit the limit; the right link's session opens the reschedule only, not the profile", async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'failed-delivery');
    const code = customer.rescheduleCode ?? '';
    const wrong = (n: number) => String((Number(code) + n) % 100_000_000).padStart(8, '0');

    // Signed out, five wrong codes from this phone: each is simply not found.
    for (let n = 1; n <= 5; n++) {
      await page.goto(scenarioPath(`/reschedule_delivery/sim_only?code=${wrong(n)}`));
      await page.getByText("We couldn't find a delivery to reschedule with this link.").waitFor();
    }
    // The sixth, the right code too: the translated refusal, with when to try again.
    await page.goto(scenarioPath(customer.links.rescheduleDelivery));
    await page
      .getByText(/Too many wrong codes were tried from this device or network.+in 15 minutes\./)
      .waitFor();
    await page.goto(scenarioPath(customer.links.rescheduleDelivery, 'es-MX'));
    await page.getByText(/Se probaron demasiados códigos incorrectos.+en 15 minutos\./).waitFor();

    // Past the window the right link opens the reschedule.
    const advanced = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy: 'PT16M' } });
    expect(advanced.ok()).toBe(true);
    await page.goto(scenarioPath(customer.links.rescheduleDelivery));
    await addressForm(page);

    // The link's session is not the account's: the profile asks to log in, and shows nothing.
    const token = await accessToken(page);
    await page.goto('/profile');
    await page.waitForURL(/\/web\/login\?redirect=%2Fprofile/);
    expect(await page.getByText(customer.email).count()).toBe(0);
    const profile = await page.request.get(`${gatewayUrl()}/gateway/user-service/v4/users`, {
      headers: { 'X-Auth': token },
    });
    expect(profile.status()).toBe(403);
  });
});
