import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { heading, payByCard } from './purchase-flow';
import { cardDataIn, collectSentBodies, storedTexts } from './sent-and-stored';

/**
 * Renew now (browser tests 1 and 6), tried as a customer would from `grace-line` (a line
 * whose renewal was missed): Renew now on the line page, pay, and the line page shows it Active
 * with its new renewal date; the gateway is asked afterwards what was really paid. Every rule
 * behind it (the window, Mexico City days, exactly-once settlement, expired vouchers, IVA) is
 * tested in core and the sandbox; this file proves the pages do it.
 */
const shared = phonePagePerTest();

const CARD = '4242 4242 4242 4242';
const SECURITY_CODE = '739';

interface GatewayLine {
  accountNumber: string;
  status: string;
  renewalDate: string | null;
  pendingPayment?: { reference: string; expiresAt: string };
}

async function lineOf(page: Page, customer: ScenarioCustomer): Promise<GatewayLine> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/subscription-service/v1/users/lines`, {
    headers: { 'X-Auth': customer.accessToken },
  });
  expect(response.status()).toBe(200);
  const { lines } = ((await response.json()) as { result: { lines: GatewayLine[] } }).result;
  const line = lines.find((each) => each.accountNumber === customer.accountNumber);
  if (!line) throw new Error('the line is not listed');
  return line;
}

async function renewalsOf(page: Page, customer: ScenarioCustomer) {
  const response = await page.request.get(
    `${gatewayUrl()}/gateway/subscription-service/v1/service-requests?accountNumber=${customer.accountNumber}&type=RENEWAL`,
    { headers: { 'X-Auth': customer.accessToken } },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { serviceRequests: { status: string; type: string }[] } })
    .result.serviceRequests;
}

async function transactionsOf(page: Page, orderRef: string): Promise<{ status: string }[]> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/payments?orderRef=${encodeURIComponent(orderRef)}`,
  );
  return ((await response.json()) as { payments: { status: string }[] }).payments;
}

/** The date as the line page writes it in en-US, in Mexico City's calendar. */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Mexico_City',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));

/** The line page, then "Renew now" from its "Pay your plan before …" sentence, to the review. */
async function openRenewal(page: Page, customer: ScenarioCustomer) {
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('link', { name: /^Pay your plan before/ }).click();
  await heading(page, 'Renew your plan');
  await page.getByText('Senda 200').first().waitFor();
  await page.getByText('Of which IVA (16%): $27.59').waitFor();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await heading(page, 'Payment');
  await page.getByRole('radio', { name: /A new credit or debit card/ }).waitFor();
}

async function lineShowsRenewed(page: Page, customer: ScenarioCustomer) {
  const line = await lineOf(page, customer);
  expect(line.status).toBe('Active');
  if (!line.renewalDate) throw new Error('the renewed line has no renewal date');
  // A new period of 30 days from today (Mexico City days), today being the sandbox's: other files
  // move its clock (POST /mocks/clock), so the runner's own clock is not the gateway's.
  const clock = await page.request.get(`${gatewayUrl()}/mocks/clock`);
  const { now } = (await clock.json()) as { now: string };
  const days = (Date.parse(line.renewalDate) - Date.parse(now)) / 86_400_000;
  expect(days).toBeGreaterThan(28);
  expect(days).toBeLessThanOrEqual(30);
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  // The new renewal date, and nothing left to pay (grace-line's eSIM is not installed, so its
  // badge names that: the status is the gateway's Active, checked above).
  await page.getByText(shownDate(line.renewalDate)).first().waitFor();
  expect(await page.getByText(/Pay your plan before/).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Renew now' }).count()).toBe(0);
}

describe('renew now', () => {
  it('grace-line → Renew now → pay by card → Active with its new renewal date, one payment, no card data kept', async () => {
    const { context, page } = shared.current();
    const sent = await collectSentBodies(context);
    const customer = await createScenario(page, 'grace-line');
    await openRenewal(page, customer);
    await page.getByRole('radio', { name: /A new credit or debit card/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // The card form took the choice's place: the focus stays in the page, not on the body.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement && document.activeElement !== document.body
            ? (document.activeElement.closest('#main')?.id ?? 'outside main')
            : 'body',
        ),
      )
      .toBe('main');
    await payByCard(page, CARD, 'Payment', { securityCode: SECURITY_CODE });
    await heading(page, 'Your request');
    await page.getByText(/^Done: your line is renewed until /).waitFor({ timeout: 30_000 });
    await page.getByText('We e-mailed you the receipt.', { exact: false }).waitFor();
    const paidOrder = new URL(page.url()).searchParams.get('paidOrder') ?? '';

    expect((await transactionsOf(page, paidOrder)).map((payment) => payment.status)).toEqual(['SUCCESS']);
    expect((await renewalsOf(page, customer)).map((request) => request.status)).toEqual(['DONE']);
    await lineShowsRenewed(page, customer);

    expect(cardDataIn([...sent, ...(await storedTexts(page))], CARD, SECURITY_CODE)).toEqual([]);
    expect(sent.some((text) => text.includes('subscription-service/v1/renewal'))).toBe(true);
  });

  it('grace-line-saved-card: Renew now leads the line page by its status; the saved card renews it in three taps', async () => {
    const { page } = shared.current();
    await page.setViewportSize({ width: 360, height: 640 });
    const customer = await createScenario(page, 'grace-line-saved-card');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    const actions = page
      .getByRole('main')
      .getByRole('link', { name: /Renew now|Install your eSIM|Replace SIM/ });
    const renew = page.getByRole('link', { name: 'Renew now' });
    await renew.waitFor();
    // The first action, on the first screen at 360 × 640, and no "not available" tile above it.
    expect(await actions.first().textContent()).toBe('Renew now');
    const box = await renew.boundingBox();
    expect((box?.y ?? 640) + (box?.height ?? 0)).toBeLessThanOrEqual(640);
    expect(
      await page
        .getByText(/not available now$/)
        .first()
        .isVisible(),
    ).toBe(false);
    let taps = 0;
    await renew.click();
    taps += 1;
    await heading(page, 'Renew your plan');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    taps += 1;
    await heading(page, 'Payment');
    // The saved card is chosen, and its Pay names the amount, on the first screen.
    await expect
      .poll(() => page.getByRole('radio', { name: /VISA card ending in 4242/ }).isChecked())
      .toBe(true);
    const pay = page.getByRole('button', { name: 'Pay $200.00' });
    await page.evaluate(() => window.scrollTo(0, 0));
    const payBox = await pay.boundingBox();
    expect((payBox?.y ?? 640) + (payBox?.height ?? 0)).toBeLessThanOrEqual(640);
    await pay.click();
    taps += 1;
    await heading(page, 'Your request');
    await page.getByText(/^Done: your line is renewed until /).waitFor({ timeout: 30_000 });
    expect(taps).toBeLessThanOrEqual(3);
    expect((await renewalsOf(page, customer)).map((request) => request.status)).toEqual(['DONE']);
    await lineShowsRenewed(page, customer);
  });

  it('an Active line due soon with its eSIM to install: Renew now is offered, and "Install the eSIM" does not lead to it', async () => {
    const { page } = shared.current();
    // expired-card renews in 3 days by the sandbox's clock, which other files move: the page reads
    // the same instant, so Renew now's 5-day window is open whatever ran before.
    const customer = await createScenario(page, 'expired-card');
    const sandboxNow = (
      (await (await page.request.get(`${gatewayUrl()}/mocks/clock`)).json()) as { now: string }
    ).now;
    await page.clock.setFixedTime(Date.parse(sandboxNow));
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByRole('link', { name: 'Renew now' }).waitFor();
    // The status's sentence asks for no flow: it was a link to the renewal's payment.
    await page.getByText('Install the eSIM on your phone.').waitFor();
    expect(await page.getByRole('link', { name: 'Install the eSIM on your phone.' }).count()).toBe(0);
  });

  it('renew by OXXO voucher → pending → the sandbox confirms → renewed once', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'grace-line');
    await openRenewal(page, customer);
    await page.getByRole('radio', { name: /Cash at OXXO/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your OXXO voucher' }).waitFor();
    await page.getByRole('img', { name: /^Barcode of reference \d{14}$/ }).waitFor();
    await page.getByText(/OXXO can take until the next business day/).waitFor();
    const reference = ((await page.getByTestId('cash-reference').textContent()) ?? '').replace(/\s/g, '');
    expect(reference).toMatch(/^\d{14}$/);

    // Pending: a reload finds the same voucher, and the line has not renewed.
    await page.reload();
    await page.getByRole('heading', { name: 'Your OXXO voucher' }).waitFor();
    expect(((await page.getByTestId('cash-reference').textContent()) ?? '').replace(/\s/g, '')).toBe(
      reference,
    );
    expect((await lineOf(page, customer)).status).toBe('Grace');

    const confirm = () =>
      page.request
        .post(`${gatewayUrl()}/mocks/cash-payments/confirm`, { data: { reference } })
        .then((r) => r.json());
    expect(await confirm()).toMatchObject({ applied: true });
    await heading(page, 'Your request');
    await page.getByText(/^Done: your line is renewed until /).waitFor({ timeout: 30_000 });
    // The same payment arriving again is returned, never applied.
    expect(await confirm()).toMatchObject({ applied: false, reason: 'ALREADY_APPLIED' });
    expect((await renewalsOf(page, customer)).map((request) => request.status)).toEqual(['DONE']);
    await lineShowsRenewed(page, customer);
  });

  // Each from a scenario that has already paid (no payment pages walked).
  it('renewal-pending-oxxo: the line page says the payment is pending (reference, amount, deadline) and offers no Renew now', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'renewal-pending-oxxo');
    const pending = (await lineOf(page, customer)).pendingPayment;
    if (!pending || !customer.cashReference) throw new Error('the scenario left no voucher out');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByText('Your payment is pending', { exact: true }).waitFor();
    const said = (await page.getByText(/in cash at any OXXO with reference/).innerText()).replace(
      /\s+/g,
      ' ',
    );
    expect(said).toContain(`reference ${customer.cashReference}`);
    expect(said).toContain('$200.00 MXN, IVA included');
    expect(said).toContain(shownDate(pending.expiresAt));
    expect(await page.getByRole('link', { name: 'Renew now' }).count()).toBe(0);
    expect(await page.getByText(/Pay your plan before/).count()).toBe(0);
  });

  it.each([
    'renewed-by-card',
    'auto-renewed',
  ] as const)('%s: the line says it is active until its new date, and its payments list the renewal with an invoice that opens the CFDI request', async (scenario) => {
    const { page } = shared.current();
    const customer = await createScenario(page, scenario);
    const line = await lineOf(page, customer);
    if (!line.renewalDate) throw new Error('the renewed line has no renewal date');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    // Item 9: both facts, and not "you can't call or use data" on a line that is active.
    await page.getByText(`Your line is active until ${shownDate(line.renewalDate)}`).waitFor();
    expect(await page.getByText(/can't call or use data/).count()).toBe(0);

    // The list opens on demand (the line page's first load reads no order per payment).
    await page.getByRole('heading', { name: 'Your payments' }).click();
    const rows = page.getByRole('region', { name: 'Your payments' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    // The renewal, newest first: amount with its IVA, the date, the card.
    const renewal = rows.first();
    await renewal.getByText('Visa card ending in 4242').waitFor();
    const said = (await renewal.innerText()).replace(/\s+/g, ' ');
    expect(said).toMatch(/Senda 200 · Order SND-/);
    expect(said).toContain('$200.00 MXN');
    expect(said).toContain('$27.59 MXN');
    expect(said).toMatch(/Paid on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await renewal.getByRole('link', { name: 'Invoice this purchase' }).click();
    await page.getByRole('heading', { name: 'Invoice (CFDI)' }).waitFor();
    await page.getByRole('textbox', { name: /RFC/ }).waitFor();
  });
});
