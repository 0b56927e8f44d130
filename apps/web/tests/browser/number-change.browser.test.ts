import { formatNationalNumber, ladaOf } from '@senda/core/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, seriousViolations } from './axe';
import {
  createScenario,
  gatewayUrl,
  LONG_RUNS,
  latestOtp,
  openLinkOnOwnPhone,
  phonePagePerTest,
  type ScenarioCustomer,
  scenarioPath,
} from './browser';
import { heading, payByCard } from './purchase-flow';

/**
 * Number change end to end, tried as a customer would: each test starts from a ready-made
 * customer (`POST /mocks/scenarios`, its auth_token link) and drives the storefront only; the code
 * is read from the sandbox mailbox, the clock moved over HTTP, and the gateway asked afterwards
 * what really happened (the line's number, the payments).
 */
const shared = phonePagePerTest();
const CARD = '4242 4242 4242 4242';

/** Every page reloaded where it is: the same page, the same step, with what was typed. */
async function reloadKeeps(page: Page, name: string | RegExp, check?: () => Promise<void>) {
  const before = new URL(page.url()).pathname;
  await page.reload();
  await heading(page, name);
  expect(new URL(page.url()).pathname).toBe(before);
  await check?.();
}

const numbersRegion = (page: Page) => page.getByRole('region', { name: 'Available numbers' });

/** From the line page: "Change number", a number of the kind asked (its digits searched), Next. */
async function chooseNumber(
  page: Page,
  customer: ScenarioCustomer,
  kind: 'Standard number' | 'Golden number',
) {
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('link', { name: 'Change number' }).click();
  await heading(page, 'Change your number');
  await page.getByRole('radio', { name: new RegExp(kind) }).check();
  if (kind === 'Golden number') {
    // Its price says IVA is included, as every price the customer sees does.
    const option = page.locator('label').filter({ has: page.getByRole('radio', { name: /Golden number/ }) });
    expect(await option.textContent()).toMatch(/\$\d+\.\d{2}IVA included/);
  }
  const first = numbersRegion(page).getByRole('button').first();
  await first.waitFor();
  const shown = ((await first.textContent()) ?? '').replace(/\D/g, '');
  // The search keeps what was typed across a reload, and finds the number by its lada and the 4
  // digits after it (a lada typed first is the city, the rest matched from its start).
  const digits = shown.slice(0, ladaOf(shown).length + 4);
  await page.getByRole('textbox', { name: 'Digits after the area code' }).fill(digits);
  await reloadKeeps(page, 'Change your number', async () => {
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Digits after the area code' }).inputValue())
      .toBe(digits);
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(kind) }).isChecked()).toBe(true);
  });
  await page.getByRole('button', { name: 'Search' }).click();
  const button = numbersRegion(page).getByRole('button', { name: formatNationalNumber(shown) });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Confirm your new number');
  await page.getByText(formatNationalNumber(shown)).first().waitFor();
  return shown;
}

/** "Send me the code", and the code from the mailbox typed in the six boxes. */
async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function sendCode(page: Page, customer: ScenarioCustomer): Promise<string> {
  const before = await latestOtp(page, customer.email).catch(() => '');
  await page.getByRole('button', { name: /Send (me the|a new) code/ }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  let code = '';
  await expect
    .poll(async () => {
      code = await latestOtp(page, customer.email).catch(() => '');
      return code !== '' && code !== before;
    })
    .toBe(true);
  return code;
}

async function codeTyped(page: Page): Promise<string> {
  const boxes = page.getByRole('textbox', { name: /^Digit \d of 6$/ });
  return (await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).join(
    '',
  );
}

async function transactionsOf(page: Page, orderRef: string): Promise<{ status: string }[]> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/payments?orderRef=${encodeURIComponent(orderRef)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payments: { status: string }[] }).payments;
}

describe('number change', () => {
  it('a free number with the code from the mailbox: DONE after a clock advance, the line page shows it', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'number-change-eligible');
    const number = await chooseNumber(page, customer, 'Standard number');
    await reloadKeeps(page, 'Confirm your new number', () =>
      page.getByText(formatNationalNumber(number)).first().waitFor(),
    );
    const code = await sendCode(page, customer);
    await typeCode(page, code);
    await reloadKeeps(page, 'Confirm your new number', async () => {
      await expect.poll(() => codeTyped(page)).toBe(code);
    });
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await heading(page, 'Your number change');
    await page.getByText("We're changing your number").waitFor({ timeout: 30_000 });
    await reloadKeeps(page, 'Your number change', () =>
      page.getByText("We're changing your number").waitFor(),
    );

    const moved = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy: 'PT2H' } });
    expect(moved.ok()).toBe(true);
    await page.getByText(`Your number is now ${formatNationalNumber(number)}`).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to your line' }).last().click();
    await heading(page, 'Your line');
    await page.getByText(formatNationalNumber(number)).first().waitFor({ timeout: 30_000 });
    expect(await page.getByText(formatNationalNumber(customer.msisdn)).count()).toBe(0);
  });

  it('a premium number: paid by card, exactly one payment', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'number-change-eligible');
    await chooseNumber(page, customer, 'Golden number');
    await page.getByText(/^\$\d+\.\d{2} \(IVA included\)$/).waitFor();
    const code = await sendCode(page, customer);
    await typeCode(page, code);
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();
    await heading(page, 'Payment');
    await reloadKeeps(page, 'Payment');
    await payByCard(page, CARD);
    await heading(page, 'Your number change');
    await page.getByText("We're changing your number").waitFor({ timeout: 30_000 });
    const paidOrder = new URL(page.url()).searchParams.get('paidOrder') ?? '';
    expect(paidOrder).not.toBe('');
    await reloadKeeps(page, 'Your number change');
    expect((await transactionsOf(page, paidOrder)).map((payment) => payment.status)).toEqual(['SUCCESS']);
  });

  it('a wrong code three times: the §8 message, nothing lost, a new code goes through', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'number-change-eligible');
    const number = await chooseNumber(page, customer, 'Standard number');
    const code = await sendCode(page, customer);
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = page.getByRole('button', { name: 'Confirm the change' });
    for (const message of [
      'The code is incorrect. Check it and try again.',
      'The code is incorrect. Check it and try again.',
      "You've entered an incorrect code too many times. Request a new code and try again.",
    ]) {
      await typeCode(page, wrong);
      await confirm.click();
      await page.getByText(message).waitFor({ timeout: 30_000 });
    }
    // Nothing lost: the number chosen, on the same page, after a reload too.
    await reloadKeeps(page, 'Confirm your new number', async () => {
      await page.getByText(formatNationalNumber(number)).first().waitFor();
    });
    const fresh = await sendCode(page, customer);
    await typeCode(page, fresh);
    await confirm.click();
    await heading(page, 'Your number change');
    await page.getByText("We're changing your number").waitFor({ timeout: 30_000 });
  });

  it('a lapsed line: its held number recovered from the line page, paid once, the line working again', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'lapsed-line');
    const number = formatNationalNumber(customer.msisdn);
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page.getByText('Closed', { exact: true }).first().waitFor();
    await page.getByText(/^Recover your number by /).waitFor();
    await page.getByRole('link', { name: 'Recover a number' }).click();
    await heading(page, 'Recover a previous number');
    await page.getByText(/Includes 30 days of your plan/).waitFor();
    await page.getByRole('radio', { name: new RegExp(number) }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByText('Your number comes back within the hour after you pay', { exact: false });
    await review.waitFor();
    // A reload on the review stays on the review (not the list), before and after the code.
    await reloadKeeps(page, 'Recover a previous number', () => review.waitFor());
    const code = await sendCode(page, customer);
    await typeCode(page, code);
    await reloadKeeps(page, 'Recover a previous number', async () => {
      await expect.poll(() => codeTyped(page)).toBe(code);
    });
    await page.getByRole('button', { name: /^Recover .* and pay/ }).click();
    await payByCard(page, CARD, 'Pay to recover your number');
    await heading(page, 'Your number recovery');
    await page.getByText("We're bringing your number back").waitFor({ timeout: 30_000 });
    const paidOrder = new URL(page.url()).searchParams.get('paidOrder') ?? '';
    expect((await transactionsOf(page, paidOrder)).map((payment) => payment.status)).toEqual(['SUCCESS']);

    const moved = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy: 'PT2H' } });
    expect(moved.ok()).toBe(true);
    await page.getByText(`Your number is ${number} again`).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to your line' }).last().click();
    await heading(page, 'Your line');
    await page.getByText('Active', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByText(number).first().waitFor();
    expect(await transactionsOf(page, paidOrder)).toHaveLength(1);
  });

  // Its states are each axe-checked in Storybook, and its first page in both languages at three
  // widths by pages-smoke: the walked pages here in Spanish on every run, in English on
  // `npm run test:long`.
  it.each(
    LONG_RUNS ? ['es-MX', 'en-US'] : ['es-MX'],
  )('axe finds nothing serious on its pages (%s)', async (locale) => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'number-change-eligible');
    const findings: AxeFinding[] = [];
    const settled = async () => {
      await page.locator('h1').first().waitFor();
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
      findings.push(...(await seriousViolations(page, `${new URL(page.url()).pathname} (${locale})`)));
    };
    await page.goto(scenarioPath(customer.links['number-change'], locale));
    // The numbers' buttons say whether each is the one chosen (aria-pressed), in any language.
    const number = page.locator('button[aria-pressed]').first();
    await number.waitFor({ timeout: 30_000 });
    await settled();
    await number.click();
    await expect.poll(() => number.getAttribute('aria-pressed')).toBe('true');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/change-number\/details/);
    await settled();
    const recovery = await createScenario(page, 'number-recovery-eligible');
    await openLinkOnOwnPhone(page, recovery.links['number-recovery'], locale);
    await page.getByRole('radio').first().waitFor({ timeout: 30_000 });
    await settled();
    expect(findings).toEqual([]);
  });
});
