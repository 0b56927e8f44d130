import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer } from './browser';
import { heading } from './purchase-flow';

/**
 * Recarga, as a stranger with no account and no session: from the home page, the scenario's number
 * typed, the line shown masked, the payer's e-mail, then the recarga's pay-by-link by OXXO. The
 * sandbox confirms the cash: the line is renewed and its owner's mailbox has the notice, which
 * names neither the payer nor how they paid. Taps are counted at 360 px (link, button, radio
 * presses; typing in a field is not a tap). The rules (number, mask, limit, refusals, the renewal
 * on confirmation, who is mailed what) are core's and the sandbox's unit tests.
 */
const shared = phonePagePerTest();
const PAYER = 'amiga.paga@example.mx';
/** Where the walk's screenshots go when asked for (a reviewer's run); none in CI. */
const SHOTS = process.env.SENDA_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function mailsOf(page: Page, email: string) {
  const response = await page.request.get(`${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: { kind: string; subject: string; body: string }[] })
    .messages;
}

async function renewalsOf(page: Page, customer: ScenarioCustomer) {
  const response = await page.request.get(
    `${gatewayUrl()}/gateway/subscription-service/v1/service-requests?accountNumber=${customer.accountNumber}&type=RENEWAL`,
    { headers: { 'X-Auth': customer.accessToken } },
  );
  return ((await response.json()) as { result: { serviceRequests: { status: string }[] } }).result
    .serviceRequests;
}

describe('recarga', () => {
  it('a stranger tops up a Senda line by OXXO from the home page; once the cash is confirmed the line is renewed and its owner told', async () => {
    const { page } = shared.current();
    const owner = await createScenario(page, 'top-up-active');
    let taps = 0;

    await page.goto('/?setlocale=en-US');
    const link = page.getByRole('link', { name: 'Top up a Senda number' });
    await link.scrollIntoViewIfNeeded();
    await shot(page, '1-home');
    await link.click();
    taps += 1;
    await heading(page, 'Top-up');

    // A typo first: said beside the field, nothing asked of the gateway.
    const number = page.getByRole('textbox', { name: 'Senda number to top up' });
    await number.fill('55 1234');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/^The number must have 10 digits/).waitFor();
    await number.fill(owner.msisdn);
    await page.getByRole('button', { name: 'Continue' }).click();
    taps += 1;
    await page.getByTestId('top-up-holder').getByText('L••• H•••').waitFor();
    expect(await page.getByText(/Lucía|Hernández/).count()).toBe(0);
    await shot(page, '2-line');

    // Renew the plan (chosen first) or add data the plan allows: 3 GB makes it $45.00.
    await page.getByRole('radio', { name: /^Add 3 GB of data/ }).check();
    await page.getByRole('button', { name: 'Go to pay $45.00' }).waitFor();
    await shot(page, '2b-add-data');
    await page.getByRole('radio', { name: /^Renew the Senda 200 plan/ }).check();

    await page.getByRole('textbox', { name: 'Your e-mail for the receipt' }).fill(PAYER);
    await page.getByRole('button', { name: 'Go to pay $200.00' }).click();
    taps += 1;
    await heading(page, 'Pay your order');
    await page.getByRole('button', { name: /^Pay \$200\.00/ }).click();
    taps += 1;
    await page.getByRole('radio', { name: /Cash at OXXO/ }).check();
    taps += 1;
    await page.getByRole('button', { name: 'Continue' }).click();
    taps += 1;
    await page.getByRole('heading', { name: 'Your OXXO voucher' }).waitFor();
    const reference = ((await page.getByTestId('cash-reference').textContent()) ?? '').replace(/\s/g, '');
    await shot(page, '3-voucher');
    expect(taps).toBe(6);

    // The voucher went to the payer; nothing is renewed or told until the cash arrives.
    expect((await mailsOf(page, PAYER)).map((mail) => mail.kind)).toContain('cash_reference');
    expect((await renewalsOf(page, owner)).map((request) => request.status)).toEqual(['WAITING']);

    const confirmed = await page.request.post(`${gatewayUrl()}/mocks/cash-payments/confirm`, {
      data: { reference },
    });
    expect(await confirmed.json()).toMatchObject({ applied: true });
    await heading(page, 'Payment successful');
    // The payer is told where their receipt went: their own address, masked (not the owner's).
    await page.getByText(/is paid\. We've e-mailed the confirmation to a\*\*\*@example\.mx\.$/).waitFor();
    await shot(page, '4-paid');

    expect((await renewalsOf(page, owner)).map((request) => request.status)).toEqual(['DONE']);
    const notice = (await mailsOf(page, owner.email)).find((mail) => mail.kind === 'top_up_paid');
    expect(notice?.subject).toBe('Se pagó una recarga de $200.00 MXN a tu línea');
    expect(notice?.body).not.toMatch(/amiga|OXXO|efectivo/);
    expect((await mailsOf(page, PAYER)).map((mail) => mail.kind)).toContain('receipt');
  });
});
