import { randomInt } from 'node:crypto';
import { composeCurp } from '@senda/core/validation';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gatewayUrl, latestOtp } from './browser';
import { walkPurchase } from './journey-walk';

/**
 * The purchase journey as a customer walks it, step by step, by role and accessible name (en-US:
 * the first page is opened with ?setlocale=en-US). Each helper waits for its page, so a test reads
 * like the customer's path and fails on the step that broke.
 */
/** The morning delivery window's radio, as en-US writes its hours (12-hour, any space before AM/PM). */
export const MORNING_WINDOW = /^9:00\sAM to 2:00\sPM$/;

export const TEST_CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
} as const;

export async function heading(page: Page, name: string | RegExp) {
  await shown(page, page.getByRole('heading', { level: 1, name }), `heading "${String(name)}"`, 30_000);
}

/**
 * Waits for what a page shows, and when it is not shown says what was instead. A page opened anew
 * (a cold line page on a runner busy with the rest of `npm test`) may take tens of seconds: this is
 * a wait for the page, not a measure of its speed, which `npm run bench` takes.
 */
export async function shown(page: Page, locator: Locator, what: string, timeout = 60_000) {
  await locator.waitFor({ timeout }).catch(async (error: Error) => {
    throw new Error(`${what} not shown within ${timeout / 1000} s; ${await whatIsShown(page)}`, {
      cause: error,
    });
  });
}

/**
 * Where the page is and what it shows (its address, visible headings, alerts and notices), for a wait's
 * failure message: a whole run's failure then says what the customer was looking at.
 */
export async function whatIsShown(page: Page): Promise<string> {
  const texts = async (selector: string) =>
    (
      await page
        .locator(selector)
        .filter({ visible: true })
        .allInnerTexts()
        .catch(() => [] as string[])
    )
      .map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 160))
      .filter(Boolean);
  const headings = await texts('h1, h2');
  const notices = await texts('[role="alert"], [role="status"], [role="dialog"]');
  return `shown instead: ${page.url()}, headings [${headings.join(' | ')}], notices [${notices.join(' | ')}]`;
}

export async function readMailbox(page: Page, query: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await page.request.get(`${gatewayUrl()}/mocks/mailbox/latest?${query}`);
    if (response.ok()) {
      const body = (await response.json()) as { code?: string };
      if (body.code) return body.code;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no code in the sandbox mailbox for ${query}`);
}

/**
 * The SIM type and the plan; `extras` ticks "Add extras to my plan" first, so the extras' screen
 * follows (without it the journey skips that screen).
 */
export async function choosePlan(
  page: Page,
  options: { sim: 'eSIM' | 'Physical SIM'; plan: string; extras?: boolean },
) {
  await heading(page, 'Choose your plan');
  await page.getByRole('radio', { name: options.sim }).check();
  if (options.extras) await page.getByRole('checkbox', { name: /^Add extras to my plan/ }).check();
  // The plan pressed moves the step on: no Next.
  await page.getByRole('button', { name: `Choose plan ${options.plan}` }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Choose your plan' })
    .waitFor({ state: 'detached', timeout: 30_000 });
}

export async function skipAddons(page: Page) {
  await heading(page, 'Add extras to your plan');
  // With nothing picked, Next says so.
  await page.getByRole('button', { name: 'Continue without extras' }).click();
}

export async function signUp(page: Page, email: string) {
  await heading(page, 'Create your account');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // Only the privacy notice here: the terms are accepted once, on the order summary.
  await page.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function logIn(page: Page, email: string) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * An account-changing action approved by the account's current address: the shared
 * "Confirm it's you" step names the address masked, and the code the sandbox mailed there is typed
 * in. A customer signed in from a link always gets this step (a log-in by code minutes old skips it).
 */
export async function approveWithMailedCode(page: Page, email: string): Promise<void> {
  const masked = `${email[0]}••••@${email.split('@')[1]}`;
  // The sentence appears once the code is sent: the mailbox has it by then.
  await page
    .getByText(`We sent a 6-digit code to ${masked}, your account's current email.`, { exact: false })
    .waitFor({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestOtp(page, email));
}

export async function verifyOtp(page: Page, email: string) {
  await heading(page, 'Verify your account');
  // On a page load the heading is the prerendered frame's, there before the page: wait for the
  // page's own subtitle, which names the e-mail.
  const sentTo = page.getByText(`Enter 6 digit verification code sent to ${email}`);
  await sentTo.waitFor();
  await expect(sentTo.count()).resolves.toBe(1);
  const code = await readMailbox(page, `email=${encodeURIComponent(email)}`);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  // The sixth digit sends the code: no Next to press (it would press the next step's).
  await page.keyboard.type(code);
}

export async function chooseNewNumber(page: Page): Promise<string> {
  await heading(page, 'Your number and SIM');
  const first = page.getByRole('region', { name: 'Available numbers' }).getByRole('button').first();
  const number = (await first.textContent())?.trim() ?? '';
  // The number pressed is locked and the step moves on with it: no Next.
  await first.click();
  await page
    .getByRole('heading', { level: 1, name: 'Your number and SIM' })
    .waitFor({ state: 'detached', timeout: 30_000 });
  return number;
}

export async function transferNumber(page: Page, options: { number: string; nip: string }) {
  await heading(page, 'Your number and SIM');
  await page.getByRole('radio', { name: 'Transfer my number' }).check();
  await page.getByRole('combobox', { name: 'Current operator' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Number to transfer' }).fill(options.number);
  await page.getByRole('textbox', { name: 'Portability NIP' }).fill(options.nip);
  // The sandbox's operator asks no SMS code (its port-in config): Next checks number and NIP and
  // the step goes on. One that asks it (`/mocks/port-in-config`) has "Send code" and the boxes.
  await page.getByRole('button', { name: /^(Send code|Next)$/ }).click();
  const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  const step = page.getByRole('heading', { level: 1, name: 'Your number and SIM' });
  await expect
    .poll(async () => (await firstBox.count()) > 0 || (await step.count()) === 0, { timeout: 30_000 })
    .toBe(true);
  if ((await firstBox.count()) === 0) return;
  const code = await readMailbox(page, `to=${options.number}`);
  await firstBox.click();
  // The sixth digit sends the code, and the step moves on once it is accepted.
  await page.keyboard.type(code);
}

/** The buyer every purchase test types; her CURP is `freshCurp(PERSON.dob)`, born on her dob. */
export const PERSON = {
  first: 'Ana',
  last: 'López',
  dob: '1990-05-17',
  phone: '5512345678',
};

/**
 * A CURP born on `dob` for one purchase: the registry links at most 10 lines to a CURP (the
 * sandbox refuses an 11th), and the files of a worker share one sandbox and buy many lines, so
 * each purchase gives its own (random consonants and differentiator: 92,610 to draw from).
 */
export function freshCurp(dob: string, letters = 'LOXA'): string {
  const consonants = 'BCDFGHJKLMNPQRSTVWXYZ';
  const pick = () => consonants.charAt(randomInt(consonants.length));
  return composeCurp({
    letters,
    birthDate: dob,
    sex: 'M',
    state: 'DF',
    consonants: `${pick()}${pick()}${pick()}`,
    differentiator: String(randomInt(10)),
  });
}

export async function fillPersonalDetails(page: Page) {
  await heading(page, 'Personal details');
  await page.getByRole('textbox', { name: 'First name(s)' }).fill(PERSON.first);
  await page.getByRole('textbox', { name: 'Last name(s)' }).fill(PERSON.last);
  await fillDateOfBirth(page, PERSON.dob);
  await page.getByRole('textbox', { name: 'CURP' }).fill(freshCurp(PERSON.dob));
  // Asked only where the order needs it (not for an eSIM with a new number).
  const phone = page.getByRole('textbox', { name: 'Contact phone' });
  if ((await phone.count()) > 0) await phone.fill(PERSON.phone);
  await page.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'Mexican' });
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The date of birth's three parts (day, month by name, year) from YYYY-MM-DD. */
export async function fillDateOfBirth(page: Page, isoDate: string) {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  await page.getByRole('textbox', { name: 'Day' }).fill(day);
  await page.getByRole('combobox', { name: 'Month' }).selectOption(String(Number(month)));
  await page.getByRole('textbox', { name: 'Year' }).fill(year);
}

export async function fillAddress(page: Page) {
  await heading(page, 'Address details');
  await page.getByRole('textbox', { name: 'ZIP code' }).first().fill('06700');
  // Nothing delivered (an eSIM): the postal code is all the step asks.
  if ((await page.getByRole('textbox', { name: 'Street and number' }).count()) === 0) {
    await page
      .getByText(/Cuauhtémoc/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    return;
  }
  const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
  await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
  await colonia.selectOption({ label: 'Roma Norte' });
  await page.getByRole('textbox', { name: 'Street and number' }).first().fill('Av. Álvaro Obregón 130');
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function chooseDoorstepDelivery(page: Page) {
  await heading(page, 'Delivery');
  await page.getByRole('radio', { name: 'Home delivery' }).check();
  await page.getByRole('radio', { name: MORNING_WINDOW }).first().check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Says whether the summary went on to the payment step ('next') or takes the payment itself. */
export async function acceptOrderSummary(page: Page): Promise<'next' | 'pays-here'> {
  await heading(page, 'Order summary');
  await page
    .getByRole('heading', { name: 'Total (IVA included)' })
    .or(page.getByText('Total (IVA included)'))
    .first()
    .waitFor();
  await acceptTerms(page);
  return leaveOrderSummary(page);
}

/** The summary's "How you pay": open when the summary takes the payment itself. */
export const summaryPaysHere = (page: Page) => page.getByRole('heading', { level: 2, name: 'How you pay' });

/**
 * After the terms are accepted on the summary: Next when the journey walks a payment step of its
 * own (several ways to pay, a basket that costs nothing); when the summary takes the payment (the
 * journey skips the payment step), the tick placed the order and opened the card form under it,
 * and there is nothing to press. `press` is how Next is pressed (a click unless told).
 */
export async function leaveOrderSummary(
  page: Page,
  press: (next: Locator) => Promise<void> = (next) => next.click(),
): Promise<'next' | 'pays-here'> {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const here = summaryPaysHere(page);
  await expect
    .poll(async () => (await here.count()) > 0 || ((await next.count()) > 0 && (await next.isEnabled())), {
      timeout: 30_000,
    })
    .toBe(true);
  if ((await here.count()) > 0) return 'pays-here';
  await press(next);
  return 'next';
}

/** Where the purchase's card form is: the order summary that takes the payment, or the payment step. */
export const PURCHASE_PAYMENT_PAGE = /^(Order summary|Payment)$/;

/**
 * Accepts the terms in whatever mode the page asks (the journey's setting, or the gateway's when
 * stricter): MANDATORY_SCROLL read to the end, CHECKBOX ticked, IMPLICIT nothing to do.
 */
export async function acceptTerms(page: Page) {
  const accept = page.getByRole('checkbox', { name: /accept the terms/ });
  await accept.or(page.getByText('By continuing to payment, you accept')).first().waitFor();
  if ((await page.getByRole('button', { name: 'Read the terms and conditions' }).count()) > 0) {
    await readAndAcceptTerms(page);
  } else if ((await accept.count()) > 0) {
    await accept.check();
  }
}

/** Opens the terms sheet (MANDATORY_SCROLL) and accepts them from its end; the tick is then on. */
export async function readAndAcceptTerms(page: Page) {
  await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
  const sheet = page.getByRole('dialog', { name: 'Terms and conditions' });
  await sheet.getByRole('button', { name: "I've read them and I accept" }).click();
  await sheet.waitFor({ state: 'hidden' });
  await expect(page.getByRole('checkbox', { name: /accept the terms/ }).isChecked()).resolves.toBe(true);
}

/** Past the payment-method step, which the journey skips when a new card is the only way to pay. */
export async function chooseCardPayment(page: Page) {
  await heading(page, /^(Payment( method)?|Order summary)$/);
  const step = page.getByRole('heading', { level: 1, name: 'Payment method', exact: true });
  if ((await step.count()) > 0) await page.getByRole('button', { name: 'Next' }).click();
}

/** The provider's card-number frame (the one the page talks to). */
export function cardNumberFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[src*="hosted-fields"]:not([src*="part=code"])');
}

/**
 * The number frame holds the whole card: the security code reaches it from its own frame a hop
 * after it is typed, so a Pay pressed at once could come before it.
 */
export async function cardComplete(page: Page) {
  await cardNumberFrame(page).locator('form[data-complete="true"]').waitFor({ timeout: 10_000 });
}

/** The provider's security-code frame, after the page's expiry field. */
export function securityCodeFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[src*="hosted-fields"][src*="part=code"]');
}

export async function payByCard(
  page: Page,
  card: string,
  title: string | RegExp = PURCHASE_PAYMENT_PAGE,
  options: { saveCard?: boolean; doubleClick?: boolean; securityCode?: string } = {},
) {
  await heading(page, title);
  await cardNumberFrame(page).locator('#number').fill(card);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await securityCodeFrame(page)
    .locator('#code')
    .fill(options.securityCode ?? '123');
  await cardComplete(page);
  if (options.saveCard) await page.getByRole('checkbox', { name: /save this card/i }).check();
  await page.getByRole('button', { name: /^Pay/ }).click(options.doubleClick ? { clickCount: 2 } : {});
}

/**
 * After a declined card: the failure is shown on the payment step itself, and "Try again" brings
 * a new, empty card frame back (the expiry kept).
 */
export async function retryAfterDecline(page: Page) {
  await page.getByText("Your payment didn't go through").waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Try again' }).click();
}

/** The customer's access token, to ask the gateway what really happened. */
export async function accessToken(page: Page): Promise<string> {
  // Kept once, under the raw key (auth.store.ts).
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  if (!token) throw new Error('no access token stored');
  return token;
}

interface GatewayOrder {
  order_ref: string;
  order_type: string;
  state: string;
}

export async function ordersOf(page: Page): Promise<GatewayOrder[]> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/order-service/v1/orders`, {
    headers: { 'X-Auth': await accessToken(page), 'X-DeviceId': 'browser-test', Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: GatewayOrder[] }).result;
}

export async function orderDetails(page: Page, orderRef: string) {
  const response = await page.request.get(
    `${gatewayUrl()}/gateway/order-service/v2/orders/${encodeURIComponent(orderRef)}`,
    {
      headers: {
        'X-Auth': await accessToken(page),
        'X-DeviceId': 'browser-test',
        Accept: 'application/json',
      },
    },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { state: string; payment_due: { amount: number } } }).result;
}

/** The order reference shown on the success page ("Order number"). */
export async function successOrderRef(page: Page): Promise<string> {
  await heading(page, 'Payment successful');
  const ref = await page.getByRole('definition').first().textContent();
  if (!ref) throw new Error('no order number on the success page');
  return ref.trim();
}

/**
 * A new customer's eSIM purchase with a new number, from the plan page up to and including the
 * order summary (the order is created there): the common first part of most scenarios.
 */
export async function newEsimCustomerToPayment(page: Page, options: { email: string; plan: string }) {
  await page.goto('/web/pre-checkout?setlocale=en-US');
  // In the order purchase.json gives. eSIM with no delivery needed: the journey skips the
  // delivery step; with a new card the only way to pay, it skips the payment-method step too.
  await walkPurchase(page, ['payment-method-selector', 'payment'], { ...options, sim: 'eSIM' });
  await heading(page, /^(Payment( method)?|Order summary)$/);
}

/** An active account, made through the gateway as the sign-up screens would. */
export async function activeCustomer(page: Page, email: string) {
  const gateway = `${gatewayUrl()}/gateway/user-service/v4/auth`;
  const signup = await page.request.post(`${gateway}/signup`, {
    data: { email, channel: 'web', 'external-auth-id': 'browser-test' },
  });
  const { result } = (await signup.json()) as { result: { requestId: string } };
  const validated = await page.request.post(`${gateway}/signup/validate`, {
    data: {
      requestId: result.requestId,
      otpCode: await readMailbox(page, `email=${encodeURIComponent(email)}`),
      device: { app_type: 'WEB', device_id: 'browser-test', device_type: 'desktop' },
    },
  });
  expect(validated.status()).toBe(200);
}
