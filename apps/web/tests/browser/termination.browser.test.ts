import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { heading } from './purchase-flow';

/**
 * Termination with win-back (issue 31), tried as a new customer would: each test starts from
 * `termination-eligible` (its auth_token link to the line page) and drives the storefront only;
 * the gateway is asked afterwards what really happened. The walk follows journeys/termination.json:
 * each step's page is recognised by its address and does what that step asks, so a reorder there
 * is walked in its new order (and the screens counted from the file, LFPC art. 76 Bis).
 *
 * Browser tests 3 to 5 of the issue are lower down: the refusal (4121101) and the refund in the
 * sandbox tests and the stories, the cheaper plan's path into plan switch in core.
 */
const shared = phonePagePerTest();

interface JourneyStep {
  name: string;
  route: string;
}
const STEPS: readonly JourneyStep[] = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../../journeys/termination.json', import.meta.url)), 'utf8'),
  ) as { onboarding: { steps: JourneyStep[] } }
).onboarding.steps;

async function gatewayGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/${path}`, {
    headers: { 'X-Auth': token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

const terminationsOf = async (page: Page, customer: ScenarioCustomer) =>
  (
    await gatewayGet<{ serviceRequests: { requestId: string; type: string; status: string }[] }>(
      page,
      customer.accessToken,
      `subscription-service/v1/service-requests?accountNumber=${customer.accountNumber}&type=TERMINATION_REQUEST`,
    )
  ).serviceRequests;

const lineOf = async (page: Page, customer: ScenarioCustomer) =>
  (
    await gatewayGet<{ lines: { accountNumber: string; autoRenewal: boolean; status: string }[] }>(
      page,
      customer.accessToken,
      'subscription-service/v1/multi-line-users',
    )
  ).lines.find((line) => line.accountNumber === customer.accountNumber);

/**
 * Walks the steps in the file's order from the line page: on each step's page, what it asks
 * (the stay step: `stay`). Returns the screens seen, the line page first.
 */
async function walk(page: Page, stay: (page: Page) => Promise<void>): Promise<string[]> {
  const seen = [new URL(page.url()).pathname];
  await page.getByRole('link', { name: 'Cancel line' }).click();
  for (const step of STEPS) {
    await page.waitForURL((url) => url.pathname === step.route);
    seen.push(step.route);
    if (step.name === 'request') {
      await heading(page, 'Cancel your line');
      // Nothing is chosen for the customer.
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
      await page.getByText('What you lose').waitFor();
      await page.getByText(/051/).waitFor();
      await page.getByRole('radio', { name: 'It costs too much' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    } else if (step.name === 'stay') {
      await heading(page, 'Before you go');
      // "No thanks" is on the offers' own screen, one tap away.
      await page.getByRole('button', { name: 'No thanks, cancel my line' }).waitFor();
      await stay(page);
    } else if (step.name === 'submit') {
      await heading(page, 'Confirm your choice');
      await page.getByRole('button', { name: /Cancel my line|Keep my line with this offer/ }).click();
    }
  }
  return seen;
}

describe('termination with win-back (issue 31)', () => {
  it('claims an offer: no termination request exists, and the reward shows on the line', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'termination-eligible');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await walk(page, (stay) => stay.getByRole('article', { name: '5 GB extra' }).getByRole('button').click());
    await heading(page, 'Your request');
    await page.getByText('Your offer is on your line').waitFor();
    expect(await terminationsOf(page, customer)).toEqual([]);

    await page.getByRole('link', { name: 'Done' }).click();
    await heading(page, 'Your line');
    await page
      .getByRole('region', { name: 'Your rewards' })
      .getByText(/5 GB extra/)
      .waitFor();
  });

  it('declines the offers: submitted within 4 screens of the line page, then withdrawn', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'termination-eligible');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    const screens = await walk(page, (stay) =>
      stay.getByRole('button', { name: 'No thanks, cancel my line' }).click(),
    );
    await heading(page, 'Your request');
    await page.getByText('Cancellation requested').waitFor();
    expect(screens.length).toBeLessThanOrEqual(4);
    const [request] = await terminationsOf(page, customer);
    expect(request?.status).toBe('SUBMITTED');
    // Auto-renewal stopped the moment it was submitted.
    expect((await lineOf(page, customer))?.autoRenewal).toBe(false);

    await page.getByRole('button', { name: 'Withdraw the cancellation' }).click();
    await page.getByText('You withdrew the cancellation').waitFor();
    expect((await terminationsOf(page, customer)).map((r) => r.status)).toEqual(['CANCELED']);
    expect(await lineOf(page, customer)).toMatchObject({ status: 'Active', autoRenewal: true });
  });
});
