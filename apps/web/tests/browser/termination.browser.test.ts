import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { approveWithMailedCode, heading } from './purchase-flow';

/**
 * Termination with win-back, tried as a new customer would: each test starts from a
 * termination scenario (its auth_token link) and drives the storefront only; the gateway is asked
 * afterwards what really happened. The walk follows journeys/termination.json: each step's page
 * is recognised by its address and does what that step asks, so a reorder there is walked in its
 * new order (and the screens counted from the file, LFPC art. 76 Bis). The rules behind each page
 * are tested lower down (termination.test.ts in core and in the sandbox, the stories).
 */
const shared = phonePagePerTest();

interface JourneyStep {
  name: string;
  route: string;
  when?: string[];
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
      'subscription-service/v1/users/lines',
    )
  ).lines.find((line) => line.accountNumber === customer.accountNumber);

/** What the stay step does: continue the walk (an offer taken or declined), or leave the flow. */
type StayChoice = (page: Page) => Promise<'continue' | 'leave'>;

/**
 * Walks the steps in the file's order from the line page: on each step's page, what it asks
 * (the stay step: `stay`). Returns the screens seen, the line page first.
 */
async function walk(
  page: Page,
  customer: ScenarioCustomer,
  stay: StayChoice,
  line: { offers: boolean; activated: boolean } = { offers: true, activated: true },
): Promise<string[]> {
  const seen = [new URL(page.url()).pathname];
  await page.getByRole('link', { name: 'Cancel line' }).click();
  for (const step of STEPS) {
    // A step that applies only when the line has offers (its `when`) is not shown without them.
    if (!line.offers && step.when?.includes('offersAvailable')) continue;
    await page.waitForURL((url) => url.pathname === step.route);
    seen.push(step.route);
    if (step.name === 'request') {
      await heading(page, 'Cancel your line');
      // Nothing is chosen for the customer.
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
      await page.getByRole('heading', { name: 'What you lose' }).waitFor();
      // The port-out advice (NIP from 051); its own words, as the line's random number may hold "051".
      // A SIM never activated can call nothing: no advice.
      if (line.activated) await page.getByText(/call or text 051 from this line/).waitFor();
      else expect(await page.getByText(/call or text 051 from this line/).count()).toBe(0);
      await page.getByRole('radio', { name: 'It costs too much' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    } else if (step.name === 'stay') {
      await heading(page, 'Before you go');
      // "No thanks" is on the offers' own screen, one tap away.
      await page.getByRole('button', { name: 'No thanks, cancel my line' }).waitFor();
      if ((await stay(page)) === 'leave') return seen;
    } else if (step.name === 'submit') {
      await heading(page, 'Confirm your choice');
      const cancel = page.getByRole('button', { name: 'Cancel my line' });
      if ((await cancel.count()) > 0) {
        // The review says it is at once, and how to keep the number before it is too late.
        await page.getByText(/Your line closes as soon as you confirm/).waitFor();
        if (line.activated) await page.getByText(/call or text 051 from this line/).waitFor();
        await cancel.click();
        // A termination (not an offer kept) is approved by the account's address first.
        await approveWithMailedCode(page, customer.email);
      } else {
        await page.getByRole('button', { name: 'Keep my line with this offer' }).click();
      }
    }
  }
  return seen;
}

const decline: StayChoice = async (page) => {
  await page.getByRole('button', { name: 'No thanks, cancel my line' }).click();
  return 'continue';
};

describe('termination with win-back', () => {
  it('claims an offer: no termination request exists, and the reward shows on the line', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'termination-eligible');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await walk(page, customer, async (stay) => {
      await stay.getByRole('article', { name: '5 GB extra' }).getByRole('button').click();
      return 'continue';
    });
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

  it('declines the offers: closed at once within 4 screens of the line page (LFPC art. 76 Bis); the number, the balance and the e-mail are said', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'termination-eligible');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    const screens = await walk(page, customer, decline);
    await heading(page, 'Your request');
    await page.getByText('Your line is closed').waitFor();
    await page.getByText(/was released: it no longer works and cannot be recovered/).waitFor();
    await page.getByText(/days left of your plan \(.+\) are not refunded/).waitFor();
    await page.getByText('We sent the confirmation to your account’s e-mail.').waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw the cancellation' }).count()).toBe(0);
    expect(screens.length).toBeLessThanOrEqual(4);
    const [request] = await terminationsOf(page, customer);
    expect(request?.status).toBe('DONE');
    expect(await lineOf(page, customer)).toMatchObject({ status: 'Inactive', autoRenewal: false });
    const mail = await page.request.get(
      `${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(customer.email)}`,
    );
    const { messages } = (await mail.json()) as { messages: { kind: string; subject: string }[] };
    expect(messages.filter((m) => m.kind === 'account_notice').map((m) => m.subject)).toEqual([
      'Senda: your line is cancelled',
    ]);

    // The line page says it is closed and offers nothing that needs service, nor a withdraw.
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByText('You cancelled this line, so it no longer has service.').waitFor();
    for (const name of ['Switch plan', 'Renew now', 'Change number', 'Cancel line']) {
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    }
  });

  it('a line that may not be cancelled shows the reason and what to do', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'termination-not-eligible');
    await page.goto(scenarioPath(customer.links.termination));
    await heading(page, 'Cancel your line');
    await page.getByText("You can't cancel this line right now").waitFor();
    await page.getByText(/This line has another request open/).waitFor();
    await page.getByRole('link', { name: 'See your service requests' }).waitFor();
    expect(await terminationsOf(page, customer)).toEqual([]);
  });

  it('before activation: the refund is shown, and recorded once (a reload sends nothing again)', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'termination-before-activation');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    // No offers for it: the offers' step is not shown (journeys/termination.json's `when`).
    const screens = await walk(page, customer, decline, { offers: false, activated: false });
    expect(screens).not.toContain('/manage/termination-request/stay');
    await heading(page, 'Your request');
    await page.getByText('Your line is closed').waitFor();
    const refund = page.getByText(/We've refunded .+\. It goes back to your .+ card ending in \d{4}/);
    await refund.waitFor();
    // A reload sends nothing again: the line is closed, and says so.
    await page.reload();
    await page.getByText('This line is already closed.').waitFor();
    expect((await terminationsOf(page, customer)).map((r) => r.status)).toEqual(['DONE']);
    // The line page says the customer cancelled it: no "activate your SIM", no "closed for want of payment".
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByText('You cancelled this line, so it no longer has service.').waitFor();
    expect(await page.getByRole('link', { name: 'Activate your SIM' }).count()).toBe(0);
  });

  it('an offer of a cheaper plan opens plan switch with that plan chosen', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'termination-eligible');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    let plan = '';
    await walk(page, customer, async (stay) => {
      const offer = stay
        .getByRole('article')
        .filter({ has: stay.getByRole('link', { name: 'Switch to this plan' }) });
      plan = ((await offer.getByRole('heading').textContent()) ?? '').replace(/^Switch to /, '');
      await offer.getByRole('link', { name: 'Switch to this plan' }).click();
      return 'leave';
    });
    expect(plan).not.toBe('');
    await heading(page, 'Choose your new plan');
    await page.getByRole('article', { name: plan }).getByRole('button', { name: 'Chosen plan' }).waitFor();
    expect(await terminationsOf(page, customer)).toEqual([]);
  });
});
