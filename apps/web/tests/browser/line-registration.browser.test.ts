import { plausiblePng } from '@senda/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { heading } from './purchase-flow';

/**
 * Browser test 4: the `unregistered-line` customer (not linked by 30 June 2026, status
 * Suspend) registers the line from its page: CURP, ID and selfie → folio → the line is Active;
 * and three failed selfie checks (the sandbox fails an ID photo named no-match.png) end with
 * where to go in person. Core's tests check each refusal (line-registry.test.ts), the
 * sandbox's what is kept (line-registry.test.ts).
 */
const { current } = phonePagePerTest();

/** A photo the identity check takes (a real 240×240 PNG, made in code). */
const PHOTO_PNG = Buffer.from(plausiblePng());

async function toRegistration(page: Page, customer: ScenarioCustomer) {
  await page.goto(scenarioPath(customer.links.manageOrder));
  await page
    .getByText(
      'This line is suspended because it is not in the mobile line registry: since 30 June 2026 every new line is registered when it is bought',
      { exact: false },
    )
    .waitFor({
      timeout: 30_000,
    });
  await page.getByRole('link', { name: 'Register the line' }).click();
  await heading(page, 'Register your line');
  await page.getByRole('textbox', { name: 'CURP' }).fill(customer.curp ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Step 2 of 2: your ID and a selfie' }).waitFor();
}

async function sendIdentity(page: Page, idName: string) {
  await page.getByLabel('ID type').selectOption({ label: 'INE (voter ID card)' });
  await page
    .getByLabel('Photo or scan of your ID')
    .setInputFiles({ name: idName, mimeType: 'image/png', buffer: PHOTO_PNG });
  await page.getByText(`Ready: ${idName}`).waitFor();
  await page
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await page.getByRole('img', { name: 'Your selfie' }).waitFor();
  await page.getByRole('button', { name: 'Register the line' }).click();
}

describe('/manage/line-registry (unregistered-line)', () => {
  it('register → folio shown → line Active', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'unregistered-line');
    await toRegistration(page, customer);
    // A reload keeps the step and the CURP (the files are asked again: never kept).
    await page.reload();
    await page.getByText(`CURP: ${customer.curp}`).waitFor({ timeout: 30_000 });
    await sendIdentity(page, 'ine.png');
    await heading(page, 'Your line is registered');
    const folio = await page.getByText(/Registry folio PTM-\d{4}-\d{8}/).textContent();
    const number = /PTM-\d{4}-\d{8}/.exec(folio ?? '')?.[0];
    expect(number).toBeTruthy();
    // Registered, and its eSIM still to install: said, with the way to install it (not "works again").
    await page.getByText('Your line is no longer suspended, but your eSIM is not installed yet').waitFor();
    await page.getByRole('link', { name: 'Install your eSIM' }).waitFor();

    await page.getByRole('link', { name: 'Go to my line' }).click();
    await page.getByText(`Registered to you. Folio ${number}`, { exact: false }).waitFor({ timeout: 30_000 });
    // The suspension is lifted: the page no longer says Suspended, and the gateway answers Active.
    expect(await page.getByText('Suspended', { exact: true }).count()).toBe(0);
    const answer = await page.request.get(
      `${gatewayUrl()}/gateway/order-service/v2/orders/${customer.orderRef}`,
      {
        headers: { 'X-Auth': customer.accessToken, 'X-DeviceId': 'browser-test', Accept: 'application/json' },
      },
    );
    expect(((await answer.json()) as { result: { line: { status: string } } }).result.line.status).toBe(
      'Active',
    );
    expect(
      await page
        .getByText(
          'This line is suspended because it is not in the mobile line registry: since 30 June 2026 every new line is registered when it is bought',
          { exact: false },
        )
        .count(),
    ).toBe(0);
  });

  it('a plan change or a new SIM on the suspended line leads to registering it, not to a recharge', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'unregistered-line');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await page
      .getByText(
        'This line is suspended because it is not in the mobile line registry: since 30 June 2026 every new line is registered when it is bought',
        { exact: false },
      )
      .waitFor({
        timeout: 30_000,
      });
    await page.goto(`/manage/plan-switch/plans?orderRef=${customer.orderRef}&setlocale=en-US`);
    await page
      .getByText("Your line is suspended because it isn't in the mobile line registry", { exact: false })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText(/recharge/i).count()).toBe(0);
    await page.getByRole('link', { name: 'Register the line' }).click();
    await heading(page, 'Register your line');

    await page.goto(`/manage/sim-replacement-order-request?orderRef=${customer.orderRef}&setlocale=en-US`);
    await page
      .getByText("This line is suspended because it isn't in the mobile line registry", { exact: false })
      .waitFor({ timeout: 30_000 });
    const register = page.getByRole('link', { name: 'Register the line' });
    expect(new URL((await register.getAttribute('href')) ?? '', page.url()).pathname).toBe(
      '/manage/line-registry',
    );
  });

  it('three failed selfie checks → told where to go in person', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'unregistered-line');
    await toRegistration(page, customer);
    await sendIdentity(page, 'no-match.png');
    await page
      .getByText("Your selfie doesn't match the photo on your ID.", { exact: false })
      .waitFor({ timeout: 30_000 });
    await page.getByText('2 tries left online.').waitFor();
    await sendIdentity(page, 'no-match.png');
    await page.getByText('1 try left online.').waitFor({ timeout: 30_000 });
    await sendIdentity(page, 'no-match.png');
    await heading(page, 'Register it in person');
    await page.getByText('Go to a Senda store', { exact: false }).waitFor();

    // The line page says so too, and offers no online registration any more.
    await page.getByRole('link', { name: 'Go to my line' }).click();
    await page
      .getByText('register the line in person at a Senda store', { exact: false })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Register the line' }).count()).toBe(0);
  });
});
