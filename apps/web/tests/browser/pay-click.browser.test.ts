import { plausiblePng } from '@senda/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath, uniqueEmail } from './browser';
import {
  approveWithMailedCode,
  cardNumberFrame,
  chooseCardPayment,
  heading,
  newEsimCustomerToPayment,
  securityCodeFrame,
  TEST_CARDS,
} from './purchase-flow';

/**
 * One mouse click on Pay, the moment the last digit of the security code is typed, starts the
 * payment on every card page (one card form: the servicing card page of renew now and of the SIM
 * replacement's fee, and the purchase's). The press and release come at Pay's centre with nothing
 * before them (no hover, no Playwright wait for the button).
 *
 * The page hears what was typed a hop or two later: the code goes from its own frame to the
 * number frame, which tells the page. Here the provider is slow at that hop, as on a loaded
 * phone (the number frame hears the code 400 ms after it is typed), so the click always comes
 * before the frame's report. Before the fix the card entry answered that press with "enter the
 * full card number and security code", which the report cleared a moment later: nothing on
 * screen, Pay enabled, no payment_request, and a second click paid.
 */
const shared = phonePagePerTest();

const PAYMENT_REQUEST = /\/payment-service\/v4\/payment_request$/;
const SLOW_HOP_MS = 400;
const PHOTO_PNG = Buffer.from(plausiblePng());

/** The provider's number frame hears the security-code frame SLOW_HOP_MS late. */
async function slowProviderHop(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('/hosted-fields') && url.searchParams.get('part') !== 'code',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const listener = 'channel.onmessage = function (event) {';
      if (!html.includes(listener)) throw new Error('the number frame no longer listens as expected');
      await route.fulfill({
        response,
        body: html.replace(
          listener,
          `channel.onmessage = function (event) { setTimeout(function () { hear(event); }, ${SLOW_HOP_MS}); };\n  var hear = function (event) {`,
        ),
      });
    },
  );
}

/** grace-line: the line page's "Renew now", the review, then "A new credit or debit card". */
async function renewNow(page: Page) {
  const customer = await createScenario(page, 'grace-line');
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('link', { name: /^Pay your plan before/ }).click();
  await heading(page, 'Renew your plan');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await heading(page, 'Payment');
  await page.getByRole('radio', { name: /A new credit or debit card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return 'Pay $200.00';
}

/** sim-replacement-eligible: an eSIM instead of the physical SIM, identity, terms, the mailed code. */
async function simReplacementFee(page: Page) {
  const customer = await createScenario(page, 'sim-replacement-eligible');
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('link', { name: 'Replace SIM' }).click();
  await heading(page, 'Replace your SIM');
  await page.getByRole('radio', { name: /switch between eSIM and a physical SIM/ }).check();
  await page.getByRole('radio', { name: /eSIM, installed/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, "Confirm it's you");
  await page.getByLabel('ID type').selectOption({ label: 'INE (voter ID card)' });
  const photo = { name: 'ine.png', mimeType: 'image/png', buffer: PHOTO_PNG };
  await page.getByLabel('Photo or scan of your ID').setInputFiles(photo);
  await page.getByLabel('Upload an image').setInputFiles({ ...photo, name: 'selfie.png' });
  await page.getByText('Ready: ine.png').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Review your SIM replacement');
  await page.getByRole('checkbox', { name: 'I accept these terms' }).check();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await approveWithMailedCode(page, customer.email);
  await heading(page, 'Pay for your new SIM');
  return 'Pay $49.00';
}

/** A new customer's eSIM purchase up to its payment step. */
async function purchase(page: Page) {
  await newEsimCustomerToPayment(page, { email: uniqueEmail('payclick'), plan: 'Senda 100' });
  await chooseCardPayment(page);
  return /^Pay \$/;
}

describe('one mouse click on Pay starts the payment', () => {
  it.each([
    ['renew now', renewNow],
    ['the SIM replacement fee', simReplacementFee],
    ["the purchase's payment step", purchase],
  ])('%s', async (_page, openCardForm) => {
    const { page } = shared.current();
    await slowProviderHop(page);
    const payLabel = await openCardForm(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (PAYMENT_REQUEST.test(request.url())) requests.push(request.method());
    });

    await cardNumberFrame(page).locator('#number').fill(TEST_CARDS.approve);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
    // The focus is in the code frame when the mouse goes to Pay, as for a customer.
    await securityCodeFrame(page).locator('#code').fill('123');
    const box = await page.getByRole('button', { name: payLabel }).boundingBox();
    if (!box) throw new Error('no Pay button on screen');
    const started = page.waitForRequest((request) => PAYMENT_REQUEST.test(request.url()), {
      timeout: 10_000,
    });
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    await started;
    expect(requests).toEqual(['POST']);
  });
});
