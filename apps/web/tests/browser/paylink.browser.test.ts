import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { heading, payByCard } from './purchase-flow';
import { cardDataIn, collectSentBodies, storedTexts } from './sent-and-stored';

/**
 * Pay-by-link (browser test 5), tried as a stranger holding the link would: a fresh
 * browser with no session and no account opens `paylink-pending`'s link, pays, and lands on the
 * direct-payment success page; the gateway is asked afterwards what was really paid; the link
 * opened again says it is already paid. An expired link and an unknown id each get their own page.
 * The rules behind it (who may pay, exactly once, expired vouchers) are tested in core and the
 * sandbox (paylink.test.ts, paylinks.test.ts).
 */
const shared = phonePagePerTest();

const CARD = '4242 4242 4242 4242';
const SECURITY_CODE = '739';

async function paymentsOf(page: Page, orderRef: string): Promise<string[]> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/payments?orderRef=${encodeURIComponent(orderRef)}`,
  );
  return ((await response.json()) as { payments: { status: string }[] }).payments.map((p) => p.status);
}

async function linkStatus(page: Page, customer: ScenarioCustomer): Promise<string> {
  const response = await page.request.get(
    `${gatewayUrl()}/gateway/payment-service/v1/paylinks/${customer.paylinkId ?? ''}`,
  );
  return ((await response.json()) as { result: { status: string } }).result.status;
}

/** The link as the stranger opens it: the order and its amount, then the ways to pay. */
async function openAndChoose(page: Page, customer: ScenarioCustomer, way: RegExp) {
  await page.goto(scenarioPath(customer.links.paylink));
  await heading(page, 'Pay your order');
  await page
    .getByTestId('paylink-order')
    .getByText(customer.unpaidOrderRef ?? '')
    .waitFor();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('radio', { name: /A new credit or debit card/ }).waitFor();
  // A reload on the ways to pay comes back to them (the link being paid is remembered).
  await page.reload();
  await page.getByRole('radio', { name: way }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('pay-by-link', () => {
  it('a stranger with no account pays by card once → direct-payment success; opened again it is already paid; no card data kept or sent', async () => {
    const { context, page } = shared.current();
    const sent = await collectSentBodies(context);
    const customer = await createScenario(page, 'paylink-pending');
    const orderRef = customer.unpaidOrderRef ?? '';
    const orderReads: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/orders/${orderRef}`)) orderReads.push(response.status());
    });

    await openAndChoose(page, customer, /A new credit or debit card/);
    await payByCard(page, CARD, 'Pay your order', { securityCode: SECURITY_CODE });
    await heading(page, 'Payment successful');
    expect(new URL(page.url()).pathname).toBe('/payment/direct-payment-success');
    // The stranger is told what is theirs to know: paid, and its owner e-mailed; no link into an
    // order they may not open (it read "we've emailed you" and led to "line not found").
    await page
      // The address is the owner's, masked as the link shows it (a recarga's is its payer's own).
      .getByText(`Order ${orderRef} is paid. We've e-mailed the confirmation to p***@example.mx.`)
      .waitFor();
    expect(await page.getByRole('link', { name: 'View this order' }).count()).toBe(0);

    expect(await paymentsOf(page, orderRef)).toEqual(['SUCCESS']);
    expect(await linkStatus(page, customer)).toBe('PAID');
    // The stranger never read the customer's order, only the link's details: the success page's
    // read of the order is refused (it then asks the link, which says PAID).
    expect(orderReads.length).toBeGreaterThan(0);
    expect(orderReads.every((status) => status === 404)).toBe(true);

    await page.goto(scenarioPath(customer.links.paylink));
    await heading(page, 'This order is already paid');
    await page.getByTestId('paylink-paid-order').getByText(orderRef).waitFor();
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(await paymentsOf(page, orderRef)).toEqual(['SUCCESS']);

    const stored = await storedTexts(page);
    expect(stored.length).toBeGreaterThan(0);
    expect(cardDataIn(stored, CARD, SECURITY_CODE), 'storage').toEqual([]);
    expect(sent.some((text) => text.includes('/paylinks/'))).toBe(true);
    expect(cardDataIn(sent, CARD, SECURITY_CODE), 'request bodies').toEqual([]);
  });

  it('a stranger pays by OXXO: pending until the sandbox confirms, then paid once', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'paylink-pending');
    const orderRef = customer.unpaidOrderRef ?? '';
    await openAndChoose(page, customer, /Cash at OXXO/);
    await page.getByRole('heading', { name: 'Your OXXO voucher' }).waitFor();
    await page.getByText(/The order is paid as soon as it is confirmed/).waitFor();
    const reference = ((await page.getByTestId('cash-reference').textContent()) ?? '').replace(/\s/g, '');
    expect(reference).toMatch(/^\d{14}$/);
    expect(await linkStatus(page, customer)).toBe('ACTIVE');
    // Pending: a reload comes back to the same voucher, not a new one.
    await page.reload();
    await page.getByRole('heading', { name: 'Your OXXO voucher' }).waitFor();
    expect(((await page.getByTestId('cash-reference').textContent()) ?? '').replace(/\s/g, '')).toBe(
      reference,
    );

    const confirm = () =>
      page.request
        .post(`${gatewayUrl()}/mocks/cash-payments/confirm`, { data: { reference } })
        .then((r) => r.json());
    expect(await confirm()).toMatchObject({ applied: true, orderRef });
    await heading(page, 'Payment successful');
    expect(await confirm()).toMatchObject({ applied: false, reason: 'ALREADY_APPLIED' });
    expect(await linkStatus(page, customer)).toBe('PAID');
    expect(await paymentsOf(page, orderRef)).toEqual([]);
  });

  it('an expired link and an unknown id each have their own page', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'paylink-expired');
    await page.goto(scenarioPath(customer.links.paylink));
    await heading(page, 'This payment link has expired');
    expect(new URL(page.url()).pathname).toBe('/payment/paylink-expired');
    await page
      .getByTestId('paylink-expired-order')
      .getByText(customer.unpaidOrderRef ?? '')
      .waitFor();

    await page.goto('/payment/paylink?paylink_id=pl_nobody&setlocale=en-US');
    await heading(page, 'We can’t find this payment link');
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
  });
});
