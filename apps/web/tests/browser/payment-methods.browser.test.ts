import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createScenario,
  gatewayUrl,
  latestOtp,
  phonePagePerTest,
  type ScenarioCustomer,
  scenarioPath,
} from './browser';
import { accessToken, cardComplete, cardNumberFrame, heading, securityCodeFrame } from './purchase-flow';
import { collectSentBodies, storedTexts } from './sent-and-stored';

/**
 * Card update and payment methods (browser tests 2 and 3), tried as a customer would
 * from `expired-card` (a line renewing in 3 days on a card that expired last month): the line's
 * card updated behind a one-time code, then the clock moved past the renewal and the line renews
 * on the new card; a card added with a 3-D Secure challenge, listed, made the default and removed.
 * After each, no card number or security code is in storage or in any body the pages sent.
 */
const shared = phonePagePerTest();

const NEW_CARD = '5555 5555 5555 4444';
const CHALLENGE_CARD = '4000 0000 0000 3220';
const SECURITY_CODE = '739';
const LEAKS = [NEW_CARD, CHALLENGE_CARD]
  .flatMap((card) => [card, card.replace(/ /g, ''), card.replace(/ /g, '-')])
  .map((text) => new RegExp(text))
  .concat(new RegExp(`["'=:]\\s*"?${SECURITY_CODE}(?![0-9])`));

interface GatewayLine {
  accountNumber: string;
  status: string;
  renewalDate: string | null;
  renewalCard: { brand: string; last4: string } | null;
}

async function lineOf(
  page: Page,
  customer: ScenarioCustomer,
  token = customer.accessToken,
): Promise<GatewayLine> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/subscription-service/v1/users/lines`, {
    headers: { 'X-Auth': token },
  });
  const { lines } = ((await response.json()) as { result: { lines: GatewayLine[] } }).result;
  const line = lines.find((each) => each.accountNumber === customer.accountNumber);
  if (!line) throw new Error('the line is not listed');
  return line;
}

async function noCardData(page: Page, sent: readonly string[]) {
  const stored = await storedTexts(page);
  expect([...sent, ...stored].filter((text) => LEAKS.some((leak) => leak.test(text)))).toEqual([]);
}

/** The sandbox's time now (its clock, moved on by the files before). */
async function sandboxNow(page: Page): Promise<number> {
  const clock = await page.request.get(`${gatewayUrl()}/mocks/clock`);
  return Date.parse(((await clock.json()) as { now: string }).now);
}

/** The card typed in the provider's frames (never the page's), then the page's main button. */
async function typeCard(page: Page, card: string, button: string) {
  await cardNumberFrame(page).locator('#number').fill(card);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await securityCodeFrame(page).locator('#code').fill(SECURITY_CODE);
  await cardComplete(page);
  await page.getByRole('button', { name: button }).click();
}

describe('card update', () => {
  it('expired-card → Update card → code → new card → the line renews on it after the clock moves', async () => {
    const { context, page } = shared.current();
    const sent = await collectSentBodies(context);
    const customer = await createScenario(page, 'expired-card');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    // The renewal row says the card expired and offers the update beside the line's own action.
    await page.getByText("This card has expired, so automatic renewal can't charge it.").waitFor();
    const updates = page.getByRole('link', { name: 'Update card' });
    expect(await updates.count()).toBe(2);
    expect(await updates.nth(0).getAttribute('href')).toBe(await updates.nth(1).getAttribute('href'));
    await updates.first().click();

    await heading(page, "Confirm it's you");
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    const code = await latestOtp(page, customer.email);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);

    await heading(page, 'Your new card');
    expect(new URL(page.url()).pathname).toBe('/manage/update-card/request');
    await page.getByText(/It currently renews with Visa ending in 4242 \(expires \d{2}\/\d{4}\)/).waitFor();
    // A reload keeps the step: the card, not a new code.
    await page.reload();
    await heading(page, 'Your new card');
    await typeCard(page, NEW_CARD, 'Continue');

    await heading(page, 'Update your card');
    expect(new URL(page.url()).pathname).toBe('/manage/update-card/submit');
    await page
      .getByText(/Mastercard.*4444/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Your card is updated').waitFor({ timeout: 30_000 });
    expect((await lineOf(page, customer)).renewalCard).toMatchObject({ brand: 'mastercard', last4: '4444' });

    // The renewal falls due in 3 days: past it, the line has renewed on the new card (the
    // expired one would have left it in Grace: the sandbox's tests show both).
    const before = (await lineOf(page, customer)).renewalDate ?? '';
    const moved = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy: 'P4D' } });
    expect(moved.ok()).toBe(true);
    // Four days on, the scenario's token has lapsed: the line page renews the session, as it
    // would for the customer, and its token asks the gateway.
    await page.goto(`/manage/order?orderRef=${encodeURIComponent(customer.orderRef)}&setlocale=en-US`);
    await heading(page, 'Your line');
    await page
      .getByText(/Mastercard/)
      .first()
      .waitFor();
    const after = await lineOf(page, customer, await accessToken(page));
    expect(after.status).toBe('Active');
    expect(Date.parse(after.renewalDate ?? '')).toBeGreaterThan(Date.parse(before));

    await noCardData(page, sent);
    expect(sent.some((text) => text.includes('card-update/service-request'))).toBe(true);
  });
});

describe('payment methods', () => {
  it('expired-card: the expired card is marked; a card added through 3-D Secure is listed, made the default, removed', async () => {
    const { context, page } = shared.current();
    const sent = await collectSentBodies(context);
    const customer = await createScenario(page, 'expired-card');
    // The page judges a card's expiry by the phone's clock, the scenario's card expired by the
    // sandbox's, which other files move on (weeks, in a whole run): the phone's clock is set to
    // the sandbox's, as a customer's phone agrees with the operator's, so the order of the files
    // cannot make the card current again.
    await page.clock.install({ time: await sandboxNow(page) });
    await page.goto(scenarioPath(customer.links.paymentMethods));
    await heading(page, 'Payment methods');
    // The expired default is marked and is no choice for the default; the line's card is marked.
    const expiredRow = page.locator('li[data-card="4242"]');
    await expiredRow.getByText('Expired', { exact: true }).waitFor();
    await expiredRow.getByText(/^Renews your line/).waitFor();

    await page.getByRole('link', { name: 'Add a card' }).click();
    await heading(page, 'Add a card');
    await typeCard(page, CHALLENGE_CARD, 'Save card');
    const bank = page.frameLocator('iframe[src*="/challenge/"]');
    await bank.getByRole('button', { name: 'Autorizar' }).click();
    await page.getByText('Your card is saved').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to payment methods' }).click();

    await heading(page, 'Payment methods');
    const added = page.locator('li[data-card="3220"]');
    await added.waitFor();
    await page.getByRole('radio', { name: /Visa.*3220/ }).check();
    await page.getByRole('button', { name: 'Save default card' }).click();
    await added.getByText('Default', { exact: true }).waitFor();

    await added.getByRole('button', { name: /Remove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await added.waitFor({ state: 'detached' });
    await noCardData(page, sent);
    expect(sent.some((text) => text.includes('payment-instruments/validate'))).toBe(true);
  });

  it('expired-card: the page warns that the renewal would charge the expired card, none is shown chosen, and removing it moves the renewal to the Mastercard', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'expired-card');
    await page.clock.install({ time: await sandboxNow(page) });
    await page.goto(scenarioPath(customer.links.paymentMethods));
    await heading(page, 'Payment methods');
    await page.getByText("Your next renewal can't be charged").waitFor();
    await page.getByText(/with the Visa ending in 4242, which has expired/).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);

    const expiredRow = page.locator('li[data-card="4242"]');
    await expiredRow.getByRole('button', { name: /Remove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('We removed the card.').waitFor();
    await expiredRow.waitFor({ state: 'detached' });
    expect(await page.getByText("Your next renewal can't be charged").count()).toBe(0);
    expect((await lineOf(page, customer)).renewalCard).toMatchObject({ brand: 'mastercard', last4: '4444' });

    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByText('On · Mastercard ending in 4444').waitFor();
  });
});
