import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createScenario,
  gatewayUrl,
  ownSession,
  phonePagePerTest,
  type ScenarioCustomer,
  scenarioPath,
} from './browser';

/**
 * "A transfer never leaves the customer without a working number", tried as a new
 * customer would from `port-in-awaiting-sim`: a physical SIM collected at the store, bought with a
 * number transferred from Telcel. Before activation nothing is asked of the donor (a day passes
 * and the number is still there); activating the SIM requests the transfer, and the pages say
 * when the number switches, as a date and time in Mexico City time; a day later it is done.
 * The rule itself is tested in the sandbox (tests/port-in-timing.test.ts) and core (line-state).
 */
const shared = phonePagePerTest();

interface GatewayPortIn {
  status: string;
  scheduledSwitchAt?: string;
}

/** The transfer as the gateway holds it, asked with a session of the customer's own. */
async function transferOf(page: Page, customer: ScenarioCustomer): Promise<GatewayPortIn> {
  const token = await ownSession(page, customer.email);
  const response = await page.request.get(
    `${gatewayUrl()}/gateway/portin-service/v1/orders/${customer.orderRef}/requests/latest`,
    { headers: { 'X-Auth': token } },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: GatewayPortIn }).result;
}

async function advanceClock(page: Page, advanceBy: string) {
  const response = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy } });
  expect(response.ok()).toBe(true);
}

const lineStatus = (page: Page) => page.locator('[aria-labelledby="line-status-title"], main').first();

describe('a physical SIM transfer waits for the SIM (port-in-awaiting-sim)', () => {
  it('no switch before activation; activation requests it, the pages say when, and it completes', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'port-in-awaiting-sim');

    // The line page: the transfer waits for this SIM, and activating it is the next step.
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByText('Transfer waiting for your SIM').first().waitFor({ timeout: 30_000 });
    await page
      .getByText(/keeps working on your current SIM: we request the transfer only when you activate/)
      .waitFor();
    await page.getByText('Still with your current operator', { exact: false }).waitFor();
    expect(await page.getByText('Number switches').count()).toBe(0);

    // A day later, the SIM still in its envelope: nothing was asked of the donor.
    await advanceClock(page, 'PT26H');
    await page.reload();
    await page.getByText('Transfer waiting for your SIM').first().waitFor({ timeout: 30_000 });
    expect((await transferOf(page, customer)).status).toBe('WAITING');

    // Its status page says what starts it, and no switch time yet.
    await page.goto(scenarioPath(customer.links.portInStatus, 'en-US'));
    await page
      .locator('[aria-current="step"]')
      .getByText('Waiting for your SIM')
      .waitFor({ timeout: 30_000 });
    await page.getByText('We request the transfer once your new SIM works', { exact: false }).waitFor();
    expect(await page.getByText('Number switches').count()).toBe(0);

    // Activation, from the line page's main button.
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByRole('link', { name: 'Activate your SIM' }).first().click();
    await page.getByRole('heading', { name: 'Activate your SIM', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByLabel('ICCID (SIM card number)').fill(customer.iccid);
    await page.getByRole('button', { name: 'Activate SIM' }).click();
    await page.getByRole('heading', { name: 'Your SIM is active', level: 1 }).waitFor({ timeout: 30_000 });
    const requested = await transferOf(page, customer);
    expect(requested.status).toBe('PROCESSING');
    expect(requested.scheduledSwitchAt).toBeDefined();
    // When the number switches, as a date and a time in Mexico City time; the old SIM meanwhile.
    const body = page.getByText('the number switches to this SIM on', { exact: false });
    await body.waitFor();
    expect(await body.textContent()).toMatch(
      /on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}.*\(Mexico City time\)/,
    );
    expect(await body.textContent()).toContain('keep your current SIM in your phone');

    // The line page: in progress, with the switch's date and time.
    await page.getByRole('link', { name: 'View my line' }).click();
    await page.getByText('Transfer in progress').first().waitFor({ timeout: 30_000 });
    const switchRow = page
      .locator('dt', { hasText: 'Number switches' })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => switchRow.textContent(), { timeout: 30_000 }).toContain('(Mexico City time)');

    // A day later the number is this line's: Active, the transfer Done.
    await advanceClock(page, 'PT25H');
    await page.reload();
    await page.getByText('Your line works', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await lineStatus(page).getByText('Transfer in progress').count()).toBe(0);
    expect((await transferOf(page, customer)).status).toBe('DONE');
  });
});
