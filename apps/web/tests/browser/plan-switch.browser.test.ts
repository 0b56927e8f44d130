import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, seriousViolations } from './axe';
import {
  addFault,
  clearFaults,
  createScenario,
  gatewayUrl,
  LONG_RUNS,
  phonePagePerTest,
  type ScenarioCustomer,
  scenarioPath,
} from './browser';
import { cardNumberFrame, heading, payByCard } from './purchase-flow';

/**
 * Plan switch end to end, tried as a customer would: each test starts from a ready-made customer
 * (`POST /mocks/scenarios`, its auth_token link) and drives the storefront only; the gateway is
 * asked afterwards what really happened (payments, requests, the line's plan).
 */
const shared = phonePagePerTest();

const CARD = '4242 4242 4242 4242';

interface GatewayRequest {
  requestId: string;
  type: string;
  status: string;
}

async function gatewayGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/${path}`, {
    headers: { 'X-Auth': token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

const planSwitchesOf = async (page: Page, customer: ScenarioCustomer) =>
  (
    await gatewayGet<{ serviceRequests: GatewayRequest[] }>(
      page,
      customer.accessToken,
      `subscription-service/v1/service-requests?accountNumber=${customer.accountNumber}&type=PLAN_SWITCH`,
    )
  ).serviceRequests.filter((request) => request.type === 'PLAN_SWITCH');

async function transactionsOf(page: Page, orderRef: string): Promise<{ status: string }[]> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/payments?orderRef=${encodeURIComponent(orderRef)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payments: { status: string }[] }).payments;
}

/** Every page reloaded where it is: the same page, the same step, with what was chosen. */
async function reloadKeeps(page: Page, name: string | RegExp, check?: () => Promise<void>) {
  const before = new URL(page.url()).pathname;
  await page.reload();
  await heading(page, name);
  expect(new URL(page.url()).pathname).toBe(before);
  await check?.();
}

/** From the line's page: "Switch plan", then a plan, then when it starts; ends on the summary. */
async function chooseSwitch(page: Page, customer: ScenarioCustomer, plan: string, timing: RegExp) {
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('link', { name: 'Switch plan' }).click();
  await heading(page, 'Choose your new plan');
  await page.getByText('Your plan', { exact: true }).first().waitFor();
  await reloadKeeps(page, 'Choose your new plan');
  await page.getByRole('article', { name: plan }).getByRole('button').click();

  await heading(page, 'Your new plan');
  await page.getByRole('radio', { name: timing }).check();
  await reloadKeeps(page, 'Your new plan', async () => {
    await expect.poll(() => page.getByRole('radio', { name: timing }).isChecked()).toBe(true);
    await page.getByText(plan).first().waitFor();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Review your plan switch');
  await page.getByText(plan).first().waitFor();
  await reloadKeeps(page, 'Review your plan switch', () => page.getByText(plan).first().waitFor());
}

async function paidOrderOfResult(page: Page): Promise<string> {
  const paidOrder = new URL(page.url()).searchParams.get('paidOrder');
  if (!paidOrder) throw new Error(`no paid order on ${page.url()}`);
  return paidOrder;
}

async function lineShowsPlan(page: Page, customer: ScenarioCustomer, plan: string) {
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('region', { name: 'Your plan' }).getByText(plan, { exact: true }).waitFor();
}

describe('plan switch', () => {
  it('a dearer plan now: pay by card, the line page shows the new plan, one payment', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    await chooseSwitch(page, customer, 'Senda 300', /^Now/);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await heading(page, 'Payment');
    await reloadKeeps(page, 'Payment');
    await payByCard(page, CARD);
    await heading(page, 'Your request');
    await page.getByText('Done: your plan is now Senda 300').waitFor({ timeout: 30_000 });
    const paidOrder = await paidOrderOfResult(page);
    await reloadKeeps(page, 'Your request', () =>
      page.getByText('Done: your plan is now Senda 300').waitFor(),
    );

    await lineShowsPlan(page, customer, 'Senda 300');
    const payments = await transactionsOf(page, paidOrder);
    expect(payments.map((payment) => payment.status)).toEqual(['SUCCESS']);
    expect((await planSwitchesOf(page, customer)).map((request) => request.status)).toEqual(['DONE']);
  });

  it('the submit failing once, then a read failing after payment: one payment, one switch', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    await chooseSwitch(page, customer, 'Senda 300', /^Now/);
    await addFault(page, { kind: 'server_error', route: 'submitPlanSwitch', times: 1 });
    await addFault(page, { kind: 'server_error', route: 'getServiceRequestStatus', times: 1 });
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText("Your plan change wasn't sent").waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await heading(page, 'Payment');
    await payByCard(page, CARD);
    await page.getByText('Done: your plan is now Senda 300').waitFor({ timeout: 30_000 });
    const paidOrder = await paidOrderOfResult(page);
    await clearFaults(page);

    await lineShowsPlan(page, customer, 'Senda 300');
    expect((await transactionsOf(page, paidOrder)).map((payment) => payment.status)).toEqual(['SUCCESS']);
    expect((await planSwitchesOf(page, customer)).map((request) => request.status)).toEqual(['DONE']);
  });

  it('at the next renewal: nothing to pay, the pending switch is listed and cancelled', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    await chooseSwitch(page, customer, 'Senda 100', /next renewal/);
    await page.getByRole('button', { name: 'Confirm plan change' }).click();
    await heading(page, 'Your request');
    await page.getByText('Your change to Senda 100 is scheduled').waitFor({ timeout: 30_000 });
    await page.getByText('Nothing was charged today.').waitFor();
    expect(new URL(page.url()).searchParams.get('paidOrder')).toBeNull();
    await reloadKeeps(page, 'Your request', () =>
      page.getByText('Your change to Senda 100 is scheduled').waitFor(),
    );

    await page.goto(
      scenarioPath(customer.links.manageOrder).replace('/manage/order', '/manage/past-service-requests'),
    );
    await heading(page, 'Past service requests');
    await page.getByText('From Senda 200 to Senda 100').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel plan change' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect
      .poll(async () => (await planSwitchesOf(page, customer)).map((r) => r.status))
      .toEqual(['CANCELED']);
    await page.getByRole('button', { name: 'Cancel plan change' }).waitFor({ state: 'detached' });
  });

  it('two lines: a switch started on one shows nothing on the other', async () => {
    const { page } = shared.current();
    const first = await createScenario(page, 'active-esim-line');
    const response = await page.request.post(`${gatewayUrl()}/mocks/scenarios`, {
      data: { scenario: 'active-esim-line', email: first.email },
    });
    expect(response.status()).toBe(201);
    const second = (await response.json()) as ScenarioCustomer;
    expect(second.accountNumber).not.toBe(first.accountNumber);

    await chooseSwitch(page, first, 'Senda 300', /^Now/);
    await page.goto(scenarioPath(second.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByRole('link', { name: 'Switch plan' }).click();
    await heading(page, 'Choose your new plan');
    expect(new URL(page.url()).pathname).toBe('/manage/plan-switch/plans');
    expect(new URL(page.url()).searchParams.get('orderRef')).toBe(second.orderRef);
    await page.getByRole('article', { name: 'Senda 200' }).getByText('Your plan', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('Senda 300').count()).toBeGreaterThan(0);
    // Nothing of the first line's switch: no plan chosen, no summary, no payment.
    expect(await page.getByRole('button', { name: 'Chosen plan' }).count()).toBe(0);
    expect(await page.getByText(first.msisdn).count()).toBe(0);
  });

  // In English, the same pages in other words, which pages-smoke opens in English: on
  // `npm run test:long` only.
  it.each(
    LONG_RUNS ? ['es-MX', 'en-US'] : ['es-MX'],
  )('axe finds nothing serious on the new pages (%s)', async (locale) => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    const findings: AxeFinding[] = [];
    const settled = async (url: RegExp) => {
      await page.waitForURL(url);
      await page.locator('h1').first().waitFor();
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
      findings.push(...(await seriousViolations(page, `${new URL(page.url()).pathname} (${locale})`)));
    };
    await page.goto(scenarioPath(customer.links.planSwitch, locale));
    await page.getByRole('article', { name: 'Senda 300' }).waitFor({ timeout: 30_000 });
    await settled(/plans/);
    await page.getByRole('article', { name: 'Senda 300' }).getByRole('button').click();
    await page.getByRole('radio').first().check();
    await settled(/plan-details/);
    await page.getByRole('button', { name: /^(Continue|Continuar)$/ }).click();
    await settled(/order-summary/);
    await page.getByRole('button', { name: /^(Confirm and pay|Confirmar y pagar)$/ }).click();
    await cardNumberFrame(page).locator('#number').waitFor({ timeout: 30_000 });
    await settled(/manage\/payment/);
    expect(findings).toEqual([]);
  });
});
