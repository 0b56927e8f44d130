import { formatNationalNumber } from '@senda/core/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, type ScenarioCustomer, scenarioPath } from './browser';
import { approveWithMailedCode, heading, shown } from './purchase-flow';

/**
 * Port-in cancel and re-initiation, and reverse port-out, tried as a new customer would:
 * each test starts from a scenario (its auth_token link) and drives the storefront only; the
 * gateway is asked afterwards what really happened, and the sandbox clock is moved for what takes
 * hours. A reload on each step keeps the step and what was typed. The rules behind each page are
 * tested lower down (port-in-request.test.ts and reverse-port-out.test.ts in core and the sandbox).
 */
const shared = phonePagePerTest();

/**
 * The session the page holds now (the token and the device it was given to): the scenario's own
 * token lapses when the clock moves hours on, and the app refreshed it. Before the page
 * opened anything, the scenario's.
 */
async function currentSession(page: Page, token: string): Promise<Record<string, string>> {
  const held = page.url().startsWith('http')
    ? await page.evaluate(() => ({
        token: window.localStorage.getItem('accessToken'),
        deviceId: window.localStorage.getItem('deviceId'),
      }))
    : { token: null, deviceId: null };
  if (!held.token) return { 'X-Auth': token };
  return { 'X-Auth': held.token, ...(held.deviceId ? { 'X-DeviceId': held.deviceId } : {}) };
}

async function gatewayGet<T>(page: Page, token: string, path: string): Promise<T> {
  const headers = await currentSession(page, token);
  const response = await page.request.get(`${gatewayUrl()}/gateway/${path}`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

const latestTransfer = (page: Page, customer: ScenarioCustomer) =>
  gatewayGet<{ requestId: string; status: string; number: string; history: { status: string }[] }>(
    page,
    customer.accessToken,
    `portin-service/v1/orders/${customer.orderRef}/requests/latest`,
  );

const lineOf = async (page: Page, customer: ScenarioCustomer) =>
  (
    await gatewayGet<{
      lines: {
        accountNumber: string;
        msisdn: string;
        status: string;
        portIn?: { temporaryNumber?: string };
      }[];
    }>(page, customer.accessToken, 'subscription-service/v1/users/lines')
  ).lines.find((line) => line.accountNumber === customer.accountNumber);

async function advanceClock(page: Page, advanceBy: string) {
  const moved = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy } });
  expect(moved.ok()).toBe(true);
}

/** The page reloaded where it is: the same address, and what `check` expects still there. */
async function reloadKeeps(page: Page, check: () => Promise<unknown>) {
  const before = new URL(page.url());
  await page.reload();
  await check();
  expect(new URL(page.url()).pathname).toBe(before.pathname);
}

describe('port-in cancel', () => {
  it('cancels a pending transfer from the line page: CANCELED, the line keeps its temporary number', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'pending-port-in');
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByRole('link', { name: 'Cancel the transfer' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/cancel-portin');
    await heading(page, 'Your number transfer');
    await page.getByRole('button', { name: 'Cancel the transfer' }).click();
    const confirm = page.getByRole('heading', { name: 'Cancel this transfer?' });
    await confirm.waitFor();
    // What happens is said before it happens.
    await page.getByText(/stays with Telcel/).waitFor();
    await page.getByText(/keeps its temporary number, 56/).waitFor();
    await reloadKeeps(page, () => confirm.waitFor());
    await page.getByRole('button', { name: 'Yes, cancel the transfer' }).click();
    await page.getByRole('heading', { name: 'Transfer cancelled' }).waitFor();

    const transfer = await latestTransfer(page, customer);
    expect(transfer.status).toBe('CANCELED');
    const line = await lineOf(page, customer);
    expect(line).toMatchObject({ status: 'Active' });
    expect(line?.msisdn).toMatch(/^56/);
  });

  it('a transfer whose switch is scheduled may no longer be cancelled, and the pages say why', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'pending-port-in');
    // The donor schedules the switch an hour in.
    await advanceClock(page, 'PT2H');
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    // The line page folds what cannot be done now under "Not available now", the reason with it.
    await page.getByText('Not available now', { exact: true }).click();
    await page
      .getByText(/It can no longer be cancelled/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Cancel the transfer' }).count()).toBe(0);
    await page.goto(scenarioPath(customer.links['port-in-request'], 'en-US'));
    await heading(page, 'Your number transfer');
    await page.getByText(/It can no longer be cancelled/).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel the transfer' }).count()).toBe(0);
    expect((await latestTransfer(page, customer)).status).toBe('DONOR_SWITCH_SCHEDULED');
  });
});

describe('port-in re-initiation', () => {
  it('starts a failed transfer again with a new NIP: PROCESSING, then DONE once the clock moves', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'expired-nip-port-in');
    const failed = await latestTransfer(page, customer);
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByRole('link', { name: 'Try the transfer again' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/cancel-portin');
    // Why it failed, in words, and the Mexican rules beside the form.
    await page
      .getByText(/The NIP expired before your previous operator checked it/)
      .first()
      .waitFor();
    await page.getByText('The NIP has 4 digits.').waitFor();
    await page.getByText(/valid for 5 calendar days/).waitFor();
    await page
      .getByText(/within 24 hours of the request/)
      .first()
      .waitFor();
    const sms = page.getByRole('link', { name: 'Text NIP to 051' });
    expect(await sms.getAttribute('href')).toBe('sms:051?body=NIP');

    const nip = page.getByLabel('New NIP');
    await nip.fill('4821');
    await reloadKeeps(page, async () => {
      await expect.poll(() => page.getByLabel('New NIP').inputValue()).toBe('4821');
    });
    await page.getByRole('button', { name: 'Review the transfer' }).click();
    const review = page.getByRole('heading', { name: 'Check the details before sending' });
    await review.waitFor();
    await reloadKeeps(page, () => review.waitFor());
    await page.getByRole('button', { name: 'Send the transfer' }).click();
    await page.getByRole('heading', { name: 'Transfer sent' }).waitFor();
    const started = await latestTransfer(page, customer);
    expect(started.requestId).not.toBe(failed.requestId);
    expect(started.status).toBe('PROCESSING');
    await reloadKeeps(page, () => page.getByRole('heading', { name: 'Transfer sent' }).waitFor());
    // While the database checks it, the page that follows it offers to cancel it.
    await page.getByRole('button', { name: 'Cancel the transfer' }).waitFor();

    await advanceClock(page, 'PT25H');
    // The page reads the status every second: no reload, no click.
    await page.getByRole('heading', { name: 'Your number is with Senda' }).waitFor({ timeout: 20_000 });
    expect((await latestTransfer(page, customer)).status).toBe('DONE');
    const line = await lineOf(page, customer);
    expect(line?.status).toBe('Active');
    // Done: only the transferred number, on the line page too (not the temporary 56 one).
    expect(line?.portIn?.temporaryNumber).toBeUndefined();
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByText(formatNationalNumber(started.number)).first().waitFor();
    expect(await page.getByText(/^56 /).count()).toBe(0);
  });
});

describe('a refused transfer: a new number now, or the line cancelled with a refund', () => {
  it('takes a new number now: approved by the account’s e-mail, the line works with it and its page says so', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'failed-port-in');
    const failed = await latestTransfer(page, customer);
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByRole('link', { name: 'Try the transfer again' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/cancel-portin');
    await page.getByRole('button', { name: 'Give me a new number now' }).click();
    const review = page.getByRole('heading', { name: 'A new number for your line' });
    await review.waitFor();
    await page.getByText(/The transfer of .+ is closed: that number stays with/).waitFor();
    await reloadKeeps(page, () => review.waitFor());
    await page.getByRole('button', { name: 'Give me a new number' }).click();
    await approveWithMailedCode(page, customer.email);
    await page.getByRole('heading', { name: 'Your line has a new number' }).waitFor();

    const line = await lineOf(page, customer);
    expect(line?.status).toBe('Active');
    expect(line?.msisdn).not.toBe(failed.number);
    await page.getByText(`Your number is ${formatNationalNumber(line?.msisdn ?? '')}`).waitFor();
    expect((await latestTransfer(page, customer)).status).toBe('CANCELED');
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page
      .getByText(formatNationalNumber(line?.msisdn ?? ''))
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Try the transfer again' }).count()).toBe(0);
  });

  it('cancels the line from the transfer’s page: closed at once, everything paid refunded and on the order', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'failed-port-in');
    await page.goto(scenarioPath(customer.links['port-in-request'], 'en-US'));
    await page.getByRole('link', { name: 'Cancel the line with a refund' }).click();
    await heading(page, 'Cancel your line');
    await page.getByText(/Your line never had service: we give back everything you paid/).waitFor();
    await page
      .getByText(/stays with your previous operator/)
      .first()
      .waitFor();
    await page.getByRole('radio', { name: 'It costs too much' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // No offers to a line that never had service: straight to the confirmation.
    await heading(page, 'Confirm your choice');
    await page.getByRole('button', { name: 'Cancel my line' }).click();
    await approveWithMailedCode(page, customer.email);
    await page.getByText('Your line is closed').waitFor();
    await page.getByText(/We've refunded .+\. It goes back to your .+ card ending in \d{4}/).waitFor();

    expect(await lineOf(page, customer)).toMatchObject({ status: 'Inactive' });
    // The line's order history lists the refund with its amount, date and card.
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByText('You cancelled this line, so it no longer has service.').waitFor();
    await page.getByRole('heading', { name: 'Your payments' }).click();
    const purchase = page.getByRole('region', { name: 'Your payments' }).getByRole('listitem').last();
    await purchase.getByText('Refund', { exact: true }).waitFor();
    const said = (await purchase.innerText()).replace(/\s+/g, ' ');
    expect(said).toMatch(/Refund \$[\d,.]+ MXN on [A-Z][a-z]{2} \d{1,2}, \d{4}.* · .+ card ending in \d{4}/);
  });
});

describe('reverse port-out', () => {
  async function askBack(page: Page, customer: ScenarioCustomer) {
    await page.getByText(/was moved to AT&T México/).waitFor();
    await page.getByRole('button', { name: 'Ask for my number back' }).click();
    // Nothing is ticked for the customer: the request needs their word.
    await page.getByText("Tick the box to confirm you didn't ask for the move.").waitFor();
    await page.getByLabel("I didn't ask to move my number to AT&T México").check();
    await reloadKeeps(page, async () => {
      await expect
        .poll(() => page.getByLabel("I didn't ask to move my number to AT&T México").isChecked())
        .toBe(true);
    });
    await page.getByRole('button', { name: 'Ask for my number back' }).click();
    // The account's current address approves first. Back returns to the form, nothing
    // sent; asked again, the code mailed there is typed in.
    await page.getByText("your account's current email", { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByLabel("I didn't ask to move my number to AT&T México").waitFor();
    await page.getByRole('button', { name: 'Ask for my number back' }).click();
    await approveWithMailedCode(page, customer.email);
    await page.waitForURL((url) => url.pathname === '/manage/reverse-portout/success');
    await heading(page, 'Your request is on its way');
    expect(customer.accountNumber).toBeTruthy();
  }

  it('asks for the number back: the request is listed, and the success page says when it is back', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'ported-out-line');
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByRole('link', { name: 'Bring my number back' }).waitFor();
    // The status's own sentence leads there too: the one thing this line needs, at the top.
    await page.getByRole('link', { name: "If you didn't ask for this, ask for your number back." }).click();
    await page.waitForURL((url) => url.pathname === '/manage/reverse-portout');
    await askBack(page, customer);
    await reloadKeeps(page, () => heading(page, 'Your request is on its way'));

    await page.getByRole('link', { name: 'See your port-out requests' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/past-port-out-service-request');
    await page.getByText('Number brought back from another operator').first().waitFor();
    await page.getByText('Processing').first().waitFor();
    await page.goBack();
    await heading(page, 'Your request is on its way');
    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/order');
  });

  it('another operator asks for the number: the line page says so, and the e-mail’s “No fui yo” opens the reverse port-out', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    const simulated = await page.request.post(`${gatewayUrl()}/mocks/port-out`, {
      data: { accountNumber: customer.accountNumber, recipient: 'ATT' },
    });
    expect(simulated.status()).toBe(201);
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    await page.getByText('Your number is being moved to AT&T México', { exact: false }).waitFor();
    await page.getByRole('link', { name: "It wasn't me" }).waitFor();
    const mails = await page.request.get(
      `${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(customer.email)}`,
    );
    const { messages } = (await mails.json()) as { messages: { kind: string; link?: string }[] };
    const link = messages.find((mail) => mail.kind === 'port_out_requested')?.link;
    expect(link).toBe(`/manage/reverse-portout?orderRef=${customer.orderRef}`);
    await page.goto(link ?? '');
    await page.waitForURL((url) => url.pathname === '/manage/reverse-portout');
    // The number has not left: the page offers to stop the transfer, not to bring the number back.
    await page.getByText(/Unless it is stopped, it leaves on/).waitFor();
    await page.getByRole('button', { name: 'Stop the transfer' }).waitFor();
  });

  it('in the operator’s app, Done tells the app through the bridge (/reversePortOutSuccess)', async () => {
    const { page } = shared.current();
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __bridge: string[] }).__bridge = sent;
      (window as unknown as { SendaAndroid: { postMessage(message: string): void } }).SendaAndroid = {
        postMessage: (message: string) => sent.push(message),
      };
    });
    const customer = await createScenario(page, 'ported-out-line');
    const path = new URL(scenarioPath(customer.links.open, 'en-US'), 'http://x');
    path.searchParams.set('webview', 'true');
    await page.goto(`${path.pathname}${path.search}`);
    await askBack(page, customer);
    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/reversePortOutSuccess');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __bridge: string[] }).__bridge))
      .toHaveLength(1);
    const [message] = await page.evaluate(() => (window as unknown as { __bridge: string[] }).__bridge);
    expect(JSON.parse(message ?? '{}')).toMatchObject({
      action: 'close',
      reason: 'reverse_port_out_success',
      params: { orderRef: customer.orderRef },
    });
  });
});

describe('number lock', () => {
  /** A look at the page for the closing note, when asked for (SENDA_SHOTS: a folder). */
  const shot = async (page: Page, name: string) => {
    if (process.env.SENDA_SHOTS) await page.screenshot({ path: `${process.env.SENDA_SHOTS}/${name}.png` });
  };

  it('a locked line refuses a simulated port-out (the account mailed) and a SIM replacement; unlocking asks for the code', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(scenarioPath(customer.links.manageOrder, 'en-US'));
    const lock = page.getByRole('switch', { name: 'Number lock' });
    // The switch loads once the line page has settled (loaded, then 5 s without a long task, then
    // idle): on a loaded machine that comes tens of seconds after the page opened, past the 30 s
    // a plain wait allows. It is waited for as the page decides when, within the test's time.
    await shown(page, lock, 'the number lock switch', 75_000);
    await page.getByText(/nobody can move your number to another carrier or ask for a new SIM/).waitFor();
    expect(await lock.getAttribute('aria-checked')).toBe('false');
    // Tap 1: locked, nothing to approve.
    await lock.tap();
    await page.getByText("The lock is on. We've told you by e-mail.").waitFor();
    expect(await lock.getAttribute('aria-checked')).toBe('true');
    await shot(page, 'line-page-locked');

    const simulated = await page.request.post(`${gatewayUrl()}/mocks/port-out`, {
      data: { accountNumber: customer.accountNumber, recipient: 'ATT' },
    });
    expect(simulated.status()).toBe(422);
    const mails = await page.request.get(
      `${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(customer.email)}`,
    );
    const { messages } = (await mails.json()) as { messages: { kind: string }[] };
    expect(messages.map((mail) => mail.kind)).toContain('port_out_refused');
    expect(messages.map((mail) => mail.kind)).not.toContain('port_out_requested');

    // A new SIM is refused before anything is paid, with the way to lift it.
    await page.goto(`/manage/sim-replacement-order-request?orderRef=${customer.orderRef}`);
    await page.getByText('Your number is locked. Turn the lock off to ask for a new SIM.').waitFor();
    await shot(page, 'sim-replacement-refused');
    await page.getByRole('link', { name: 'Turn the lock off' }).tap();
    await page.waitForURL((url) => url.pathname === '/manage/number-lock');
    await approveWithMailedCode(page, customer.email);
    await page.getByRole('heading', { name: 'Lock turned off' }).waitFor();
    await shot(page, 'unlocked');
    const read = await page.request.get(
      `${gatewayUrl()}/gateway/subscription-service/v1/line/number-lock?accountNumber=${customer.accountNumber}`,
      { headers: await currentSession(page, customer.accessToken) },
    );
    expect(((await read.json()) as { result: { locked: boolean } }).result.locked).toBe(false);
  });
});
