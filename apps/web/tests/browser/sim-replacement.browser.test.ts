import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { plausiblePng } from '@senda/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { approveWithMailedCode, heading, MORNING_WINDOW, payByCard } from './purchase-flow';

/**
 * SIM replacement end to end (the browser tests 1–3), tried as a customer would: each test
 * starts from `sim-replacement-eligible` (an active physical-SIM line, `POST /mocks/scenarios`)
 * and drives the storefront only; the gateway is asked afterwards what really happened.
 */
const shared = phonePagePerTest();

const APPROVE = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
/** A photo the identity check takes (a real 240×240 PNG, made in code). */
const PHOTO_PNG = Buffer.from(plausiblePng());

async function gatewayGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/${path}`, {
    headers: { 'X-Auth': token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

const replacementsOf = async (page: Page, customer: ScenarioCustomer) =>
  (
    await gatewayGet<{ serviceRequests: { type: string; status: string }[] }>(
      page,
      customer.accessToken,
      `subscription-service/v1/service-requests?accountNumber=${customer.accountNumber}&type=SIM_REPLACEMENT`,
    )
  ).serviceRequests;

async function paymentsOf(page: Page, orderRef: string): Promise<string[]> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/payments?orderRef=${encodeURIComponent(orderRef)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payments: { status: string }[] }).payments.map(
    (payment) => payment.status,
  );
}

/**
 * The line's order answered as it is now (before payment) until `release`, which waits for the
 * first answer that says the line as it is then (the flow reads it again with each status read).
 */
async function holdLineAnswer(page: Page, customer: ScenarioCustomer) {
  const path = `order-service/v2/orders/${customer.orderRef}`;
  const now = await page.request.get(`${gatewayUrl()}/gateway/${path}`, {
    headers: { 'X-Auth': customer.accessToken },
  });
  expect(now.status()).toBe(200);
  const held = await now.text();
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith(`/gateway/${path}`),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: holding ? held : await response.text() });
    },
  );
  return {
    async release() {
      holding = false;
      await page.waitForResponse(
        async (response) =>
          new URL(response.url()).pathname.endsWith(`/gateway/${path}`) && (await response.text()) !== held,
      );
    },
  };
}

interface JourneyFile {
  revision: number;
  onboarding: { steps: { name: string; final?: boolean }[] };
}

const SHIPPED = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../journeys/sim-replacement.json', import.meta.url)), 'utf8'),
) as JourneyFile;

/** The steps between the request and the review, in a journey file's order. */
const stepsBetween = (file: JourneyFile) =>
  file.onboarding.steps
    .slice(1)
    .filter((step) => !step.final)
    .map((step) => step.name);

/**
 * From the line page: "Replace SIM", the reason and the new SIM, then each step the customer
 * meets in the order of journeys/sim-replacement.json (or of the file published, `steps`),
 * answered by `answers` (a step the customer skips has none): a product team may reorder them
 * (the delivery before the identity check), and the walk follows.
 */
async function request(
  page: Page,
  customer: ScenarioCustomer,
  reason: RegExp,
  sim: RegExp,
  answers: Readonly<Record<string, () => Promise<void>>>,
  steps: readonly string[] = stepsBetween(SHIPPED),
) {
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('link', { name: 'Replace SIM' }).click();
  await heading(page, 'Replace your SIM');
  await page.getByRole('radio', { name: reason }).check();
  await page.getByRole('radio', { name: sim }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const step of steps) await answers[step]?.();
}

/** The identity check: an INE and a selfie. */
async function verify(page: Page) {
  await page.waitForURL(/\/manage\/sim-replacement-kyc/);
  await heading(page, "Confirm it's you");
  // One h1: the frame titles the page from its route; the identity form adds none of its own.
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  await page.getByLabel('ID type').selectOption({ label: 'INE (voter ID card)' });
  await page
    .getByLabel('Photo or scan of your ID')
    .setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await page
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await page.getByText('Ready: ine.png').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The delivery: to the door, in Roma Norte, in the morning. */
async function deliverToDoor(page: Page) {
  await page.waitForURL(/\/manage\/sim-replacement-delivery-details/);
  await heading(page, 'Where to send your new SIM');
  await page.getByRole('radio', { name: 'Delivered to your door' }).check();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('06700');
  const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' });
  await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
  await colonia.selectOption({ label: 'Roma Norte' });
  await page.getByRole('textbox', { name: 'Street and number', exact: true }).fill('Av. Álvaro Obregón 130');
  await page.getByRole('radio', { name: MORNING_WINDOW }).first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The summary confirmed, then approved with the code mailed to the account's address. */
async function confirmSummary(page: Page, customer: ScenarioCustomer, total: string) {
  await heading(page, 'Review your SIM replacement');
  await page.getByText('Total (IVA included)').waitFor();
  await page.getByText(total).first().waitFor();
  await page.getByRole('checkbox', { name: 'I accept these terms' }).check();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await approveWithMailedCode(page, customer.email);
}

describe('SIM replacement', () => {
  it('a lost physical SIM: blocked at once, doorstep delivery, a declined card then an approved one, one payment, listed', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'sim-replacement-eligible');
    await request(page, customer, /lost or stolen/, /Physical SIM card/, {
      kyc: () => verify(page),
      'delivery-details': () => deliverToDoor(page),
    });

    await page.getByText(/we block your current SIM at once/).waitFor();
    await confirmSummary(page, customer, '$99.00');
    await heading(page, 'Pay for your new SIM');
    await page.getByText(/Your old SIM is blocked/).waitFor();

    await payByCard(page, DECLINE, 'Pay for your new SIM');
    await page.getByText("Your payment didn't go through").waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    // Paid, the line has a new SIM (a new ICCID); its order, read again as the request is followed,
    // answers the old SIM until the result page shows, then the new one.
    const line = await holdLineAnswer(page, customer);
    await payByCard(page, APPROVE, 'Pay for your new SIM');

    await heading(page, 'Your request');
    await page.getByText('Your new SIM is on its way.', { exact: false }).waitFor({ timeout: 30_000 });
    // The new SIM read on the result page leaves the page as it is: the link under the customer's
    // tap is the same element (the flow, keyed by the SIM, used to start over and replace it).
    const activate = await page.getByRole('link', { name: 'Activate your new SIM' }).elementHandle();
    await line.release();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(await activate?.evaluate((element) => element.isConnected)).toBe(true);
    const paidOrder = new URL(page.url()).searchParams.get('paidOrder') ?? '';
    // The declined attempt and one charge, on the one order the request made.
    expect((await paymentsOf(page, paidOrder)).sort()).toEqual(['FAILED', 'SUCCESS']);
    expect(await page.getByRole('link', { name: 'Activate your new SIM' }).getAttribute('href')).toBe(
      `/manage/sim-activation?orderRef=${customer.orderRef}`,
    );

    const resultPage = new URL(page.url());
    await page.goto(scenarioPath(customer.links.pastServiceRequests));
    await page.getByRole('heading', { name: 'SIM replacement' }).waitFor();
    await page.getByText('It was lost or stolen · new physical SIM').waitFor();
    expect((await replacementsOf(page, customer)).map((request) => request.status)).toEqual(['IN_PROGRESS']);

    // A day later the SIM is at the door and the request is done: the result page, opened again,
    // says so beside "Done", and no longer that it is on its way.
    const moved = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy: 'PT25H' } });
    expect(moved.ok()).toBe(true);
    await page.goto(`${resultPage.pathname}${resultPage.search}`);
    await heading(page, 'Your request');
    await page.getByText('Your new SIM has been delivered.', { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByText('Done', { exact: true }).waitFor();
    expect(await page.getByText('on its way', { exact: false }).count()).toBe(0);
    await page.getByRole('link', { name: 'Activate your new SIM' }).waitFor();
  });

  it('physical SIM to eSIM: no delivery step, then the installation page with the new activation code', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'sim-replacement-eligible');
    await request(page, customer, /switch between eSIM and a physical SIM/, /eSIM, installed/, {
      kyc: () => verify(page),
    });
    await confirmSummary(page, customer, '$49.00');
    await payByCard(page, APPROVE, 'Pay for your new SIM');

    // Paid, the flow goes on to the installation page. On a busy machine it can settle on the
    // result page first, whose next step is the same page: the customer taps "Install your eSIM"
    // there. The flow may still get there by itself while the tap is on its way (its status read
    // answers DONE): the link goes with the page, and the customer is where the tap led anyway.
    // (The link itself stays put: the line's new SIM, read again once paid, used to remount the
    // flow and its result page under the tap.)
    const installPage = /\/manage\/esim-install-oneclick\?/;
    const installLink = page.getByRole('link', { name: 'Install your eSIM' });
    await expect
      .poll(async () => installPage.test(page.url()) || (await installLink.count()) > 0, { timeout: 60_000 })
      .toBe(true);
    const tap = installPage.test(page.url())
      ? null
      : installLink.click().then(
          () => null,
          (error: unknown) => error,
        );
    await page.waitForURL(installPage, { timeout: 30_000 });
    // A tap that failed while the page stayed put would have failed the wait above.
    void tap;
    const esim = await gatewayGet<{ activationCode: string }>(
      page,
      customer.accessToken,
      `order-service/v1/orders/${customer.orderRef}/esim-details`,
    );
    await page.getByText(esim.activationCode, { exact: true }).first().waitFor({ timeout: 30_000 });
    expect((await replacementsOf(page, customer)).map((request) => request.status)).toEqual(['DONE']);
  });
  /**
   * A product team's edit published to the sandbox (`POST /mocks/journeys/sim-replacement`, as the
   * operator's journey settings would serve it): the delivery asked before the identity check. The
   * flow opened from the line page runs it, to its review. Withdrawn after, so the worker's next
   * files walk the shipped one.
   */
  it('runs a published journey: the delivery asked before the identity check', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'sim-replacement-eligible');
    const names = SHIPPED.onboarding.steps.map((step) => step.name);
    const moved = ['order-request', 'delivery-details', 'kyc', 'order-summary'];
    expect([...names].sort()).toEqual([...moved].sort());
    const published: JourneyFile = {
      ...SHIPPED,
      revision: SHIPPED.revision + 1,
      onboarding: {
        ...SHIPPED.onboarding,
        steps: moved.map((name) => SHIPPED.onboarding.steps.find((step) => step.name === name) ?? { name }),
      },
    };
    const answer = await page.request.post(`${gatewayUrl()}/mocks/journeys/sim-replacement`, {
      data: published,
    });
    expect(answer.status()).toBe(200);
    try {
      // Each step answered once the flow shows a step's page: the one the published file puts there.
      let answered = '';
      const step = (name: string, walk: () => Promise<void>) => async () => {
        await page.waitForURL(
          (url) =>
            /^\/manage\/sim-replacement-(kyc|delivery-details)$/.test(url.pathname) &&
            url.pathname !== answered,
        );
        answered = new URL(page.url()).pathname;
        expect(answered, 'the step the flow shows').toBe(`/manage/sim-replacement-${name}`);
        await walk();
      };
      await request(
        page,
        customer,
        /damaged/,
        /Physical SIM card/,
        {
          kyc: step('kyc', () => verify(page)),
          'delivery-details': step('delivery-details', () => deliverToDoor(page)),
        },
        stepsBetween(published),
      );
      await heading(page, 'Review your SIM replacement');
      // The delivery chosen first is the review's, with the identity check done after it.
      await page.getByText('Delivery', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Confirm and pay' }).waitFor();
    } finally {
      await page.request.delete(`${gatewayUrl()}/mocks/journeys/sim-replacement`);
    }
  });
});
