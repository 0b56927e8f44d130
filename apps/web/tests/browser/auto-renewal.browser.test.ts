import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { accessToken, heading, shown } from './purchase-flow';

/**
 * Auto-renewal (browser test 4), tried as a customer would: from the line page, turn it
 * on with the saved card and the consent box ticked by hand; the LFPC notice is in the sandbox
 * mailbox once the clock passes 5 days before the renewal; after the renewal date the line is
 * renewed, charged once. Then a card the bank now declines: the customer is told on the details
 * page (and by e-mail) and pays another way (Renew now: card, OXXO, SPEI). The clock moves less
 * than the 7-day session refresh window at a time, so the customer stays signed in. Every rule
 * behind it is tested in core and the sandbox; this file proves the pages do it.
 */
const shared = phonePagePerTest();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Spec {
  enabled: boolean;
  nextRenewalDate: string | null;
  charges: { at: string; outcome: string }[];
}

async function specOf(page: Page, customer: ScenarioCustomer): Promise<Spec> {
  const response = await page.request.get(
    `${gatewayUrl()}/gateway/payment-service/v1/subscriptions/${customer.accountNumber}/auto-renewal/specifications`,
    { headers: { 'X-Auth': await accessToken(page) } },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: Spec }).result;
}

async function mailsOf(page: Page, email: string, kind: string) {
  const response = await page.request.get(`${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as {
    messages: { kind: string; subject: string; body: string; sentAt: string }[];
  };
  return messages.filter((mail) => mail.kind === kind);
}

/** Moves the sandbox clock to `at` (an instant ahead of its time now). */
async function clockTo(page: Page, at: number) {
  const now = Date.parse(
    ((await (await page.request.get(`${gatewayUrl()}/mocks/clock`)).json()) as { now: string }).now,
  );
  expect(at).toBeGreaterThan(now);
  const moved = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceByMs: at - now } });
  expect(moved.ok()).toBe(true);
}

describe('auto-renewal', () => {
  it('auto-renewal-off → on with consent → the notice 5 days before → renewed, one charge', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'auto-renewal-off');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByRole('link', { name: 'Automatic renewal' }).click();
    await heading(page, 'Automatic renewal');
    await page.getByText('Off', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Turn on automatic renewal' }).click();

    await heading(page, 'Turn on automatic renewal');
    await page.getByText('Every 30 days').first().waitFor();
    const consent = page.getByRole('checkbox', { name: /I agree that Senda charges \$200\.00/ });
    // LFPC art. 76 Bis: never ticked for the customer, and nothing goes on without it.
    expect(await consent.isChecked()).toBe(false);
    await page.getByRole('radio', { name: 'Visa ending in 4242' }).check();
    await page.getByText('Nothing is charged today').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Tick the box to agree to the recurring charge.').waitFor();
    await consent.check();
    // A reload keeps the card and the tick the customer gave. Read once the form is back: the
    // page's title is drawn with the line frame, before the flow has restored the form, and a
    // one-second poll from there can run out on a loaded machine.
    await page.reload();
    await heading(page, 'Turn on automatic renewal');
    await shown(page, consent, 'the consent box after the reload');
    await expect.poll(() => consent.isChecked(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('radio', { name: 'Visa ending in 4242' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Charged to your Visa card ending in 4242.').waitFor();
    await page.getByRole('button', { name: 'Turn on automatic renewal' }).click();

    await heading(page, 'Automatic renewal');
    await page.getByText("Automatic renewal is on. We'll e-mail you before each charge.").waitFor();
    const on = await specOf(page, customer);
    expect(on.enabled).toBe(true);
    if (!on.nextRenewalDate) throw new Error('no renewal date');
    const due = Date.parse(on.nextRenewalDate);
    expect(await mailsOf(page, customer.email, 'renewal_notice')).toEqual([]);

    // Past the point 5 days before the renewal: the notice is in the mailbox.
    await clockTo(page, due - 5 * DAY + HOUR);
    await page.reload();
    await heading(page, 'Automatic renewal');
    await expect
      .poll(async () => (await mailsOf(page, customer.email, 'renewal_notice')).length, { timeout: 15_000 })
      .toBe(1);
    const [notice] = await mailsOf(page, customer.email, 'renewal_notice');
    expect(Date.parse(notice?.sentAt ?? '')).toBe(due - 5 * DAY);
    expect(notice?.body).toMatch(/\$200 MXN/);
    expect(notice?.body).toMatch(/4242/);

    // Past the renewal date: renewed on the card, once, and the next date 30 days on.
    await clockTo(page, due + HOUR);
    await page.reload();
    await heading(page, 'Automatic renewal');
    // Read once the page has its answer: its client refreshed the token the clock made stale.
    await page.getByText('On', { exact: true }).waitFor();
    const renewed = await specOf(page, customer);
    expect(renewed.charges.filter((charge) => charge.outcome === 'PAID')).toEqual([
      { at: new Date(due).toISOString(), amount: { amount: 200, currency: 'MXN' }, outcome: 'PAID' },
    ]);
    expect(Date.parse(renewed.nextRenewalDate ?? '') - due).toBe(30 * DAY);
  });

  it('a declined renewal card: the customer is told, and pays another way (Renew now: OXXO, SPEI, card)', async () => {
    const { page } = shared.current();
    const created = await page.request.post(`${gatewayUrl()}/mocks/scenarios`, {
      data: { scenario: 'auto-renewal-on', renewalCard: 'decline' },
    });
    expect(created.status()).toBe(201);
    const customer = (await created.json()) as ScenarioCustomer;
    await page.goto(scenarioPath(customer.links['auto-renewal']));
    await heading(page, 'Automatic renewal');
    const spec = await specOf(page, customer);
    if (!spec.nextRenewalDate) throw new Error('no renewal date');
    const due = Date.parse(spec.nextRenewalDate);

    await clockTo(page, due + HOUR);
    await page.reload();
    await heading(page, 'Automatic renewal');
    await page.getByText(/We couldn't charge your renewal of/).waitFor();
    await page.getByText('Your bank declined the card.').waitFor();
    await page.getByText(/attempt 2 of 3/).waitFor();
    const [failed] = await mailsOf(page, customer.email, 'renewal_failed');
    expect(failed?.body).toMatch(/OXXO/);
    expect(failed?.body).toMatch(/SPEI/);

    await page.getByRole('link', { name: 'Pay another way' }).click();
    await heading(page, 'Renew your plan');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await heading(page, 'Payment');
    // The card the renewal was declined on does not lead with a one-tap Pay: a new card is chosen
    // first, the declined card after it saying so, then OXXO and SPEI, nothing folded away.
    const newCard = page.getByRole('radio', { name: /A new credit or debit card/ });
    await newCard.waitFor();
    expect(
      await newCard.evaluate((radio) => radio === document.querySelector('main input[type=radio]')),
    ).toBe(true);
    expect(await newCard.isChecked()).toBe(true);
    await page.getByRole('radio', { name: /VISA card ending in 4242/ }).waitFor();
    await page.getByText('Your automatic renewal on this card was declined').waitFor();
    await page.getByRole('radio', { name: /OXXO/ }).waitFor();
    await page.getByRole('radio', { name: /SPEI/ }).waitFor();
    expect(await page.getByText('Pay another way', { exact: true }).count()).toBe(0);
  });
});
