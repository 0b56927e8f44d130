import { randomInt } from 'node:crypto';
import { createGatewayClient, type GatewaySession, signUp, validateOtp } from '@senda/core/gateway';
import { bundles, type MessageBundle, type MessageId, normalizeLocale } from '@senda/core/i18n';
import { composeCurp } from '@senda/core/validation';
import type { Locator, Page } from 'playwright-core';

/**
 * Walks the purchase journey in the browser the way a customer would (eSIM, a new number), so a
 * journey step can be measured with the state a real visit leaves behind. Labels come from the
 * bundle of the language the page is in, so a reworded message does not break the walk.
 */

const STEP_TIMEOUT_MS = 20_000;
const PLAN = 'Senda 150';
const PERSON = {
  firstName: 'Lucía',
  lastNames: 'Hernández Ruiz',
  dob: { day: '23', month: '4', year: '1991' },
  contactNumber: '5512345678',
};
const ADDRESS = { postalCode: '06700', area: 'Roma Norte', street: 'Av. Álvaro Obregón 130' };
const DEVICE = { app_type: 'WEB', device_id: '1737000000000R4242424', device_type: 'desktop' };

/**
 * A CURP born on PERSON's date of birth, with random consonants and differentiator: the registry
 * links at most 10 lines to a CURP, and every walked purchase buys one.
 */
function freshCurp(): string {
  const consonants = 'BCDFGHJKLMNPQRSTVWXYZ';
  const pick = () => consonants.charAt(randomInt(consonants.length));
  const { day, month, year } = PERSON.dob;
  return composeCurp({
    letters: 'HEXL',
    birthDate: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
    sex: 'M',
    state: 'DF',
    consonants: `${pick()}${pick()}${pick()}`,
    differentiator: String(randomInt(10)),
  });
}

let bundle: MessageBundle = bundles['es-MX'];
const text = (id: MessageId, values: Record<string, string | number> = {}) =>
  bundle[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
const exactly = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const startingWith = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export interface Gateway {
  /** The sandbox gateway's own origin, e.g. http://127.0.0.1:4010 */
  url: string;
}

export async function mailboxCode(gateway: Gateway, email: string): Promise<string> {
  const response = await fetch(`${gateway.url}/mocks/mailbox/latest?email=${encodeURIComponent(email)}`);
  const mail = (await response.json()) as { code?: string };
  if (!mail.code) throw new Error(`no OTP in the sandbox mailbox for ${email}`);
  return mail.code;
}

/** An existing customer for the log-in path: signed up through the gateway API, not the UI. */
export async function registerCustomer(gateway: Gateway, email: string): Promise<void> {
  let token: string | undefined;
  const session: GatewaySession = {
    getAccessToken: () => token,
    setAccessToken: (next) => {
      token = next;
    },
    getDeviceId: () => DEVICE.device_id,
    getVisitorId: () => undefined,
    logoutTarget: () => '/web/login',
    endSession: () => {
      token = undefined;
    },
  };
  const client = createGatewayClient({ baseUrl: `${gateway.url}/gateway/`, session });
  const request = await signUp(client, { email, channel: 'web', externalAuthId: 'senda-web' });
  await validateOtp(client, {
    flow: 'signup',
    device: DEVICE,
    otpCode: await mailboxCode(gateway, email),
    requestId: request.requestId,
  });
}

/**
 * A sandbox customer of `scenario` (`POST /mocks/scenarios`, see the sandbox README's "Scenarios"),
 * under `email`: returns one of the scenario's links, as its e-mail gives it (`open`, the page the
 * scenario is for, signs the customer in with `auth_token`; `paylink` and `rescheduleDelivery` do not).
 */
export async function scenarioLink(
  gateway: Gateway,
  email: string,
  scenario = 'active-esim-line',
  link: 'open' | 'paylink' | 'rescheduleDelivery' = 'open',
): Promise<string> {
  const response = await fetch(`${gateway.url}/mocks/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, email }),
  });
  const answer = (await response.json()) as { links?: Record<string, string | undefined> };
  const found = answer.links?.[link];
  if (!response.ok || !found)
    throw new Error(`scenario ${scenario} gave no ${link} link: ${JSON.stringify(answer)}`);
  return found;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.mx`;

export interface JourneyPlan {
  email: string;
  /** `signup`: a new customer; `login`: `email` already has an account. */
  flow: 'signup' | 'login';
  gateway: Gateway;
  /**
   * Type each text key by key with this pause (ms) between keys, as a customer on a phone does;
   * left out, a field is filled in one go.
   */
  typingDelayMs?: number;
  /** The SIM bought: an eSIM (the default) or a physical SIM, whose address step asks the street. */
  sim?: 'esim' | 'physical';
}

/** A text field's value, filled at once or typed key by key (see `typingDelayMs`). */
async function enter(field: Locator, value: string, plan: JourneyPlan): Promise<void> {
  if (plan.typingDelayMs === undefined) return field.fill(value);
  // A phone's keyboard opens under a tapped field and its browser scrolls the field up above the
  // keyboard; a click here would only scroll it to the screen's bottom edge. There, headless
  // Chromium draws no frame for a key (a bare page with one input does the same), so each key's
  // Event Timing entry waits for the next draw elsewhere and the walk's INP would be the browser's.
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.click();
  await field.pressSequentially(value, { delay: plan.typingDelayMs });
}

const next = (page: Page): Locator => page.getByRole('button', { name: exactly(text('common.next')) });

async function leave(page: Page, from: string, act: () => Promise<void>): Promise<void> {
  await act();
  try {
    await page.waitForURL((url) => url.pathname !== from, { timeout: STEP_TIMEOUT_MS });
  } catch {
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`stuck on ${from}${alerts.length ? `: ${alerts.join(' | ')}` : ''}`);
  }
}

type StepAction = (page: Page, plan: JourneyPlan) => Promise<void>;

/** The code screen (sign-up or log-in): the code from the sandbox mailbox, typed. */
async function typeOtp(page: Page, plan: JourneyPlan): Promise<void> {
  const first = page.getByLabel(text('verify_otp.digit_label', { position: 1, total: 6 }));
  await first.waitFor({ timeout: STEP_TIMEOUT_MS });
  const code = await mailboxCode(plan.gateway, plan.email);
  await first.click();
  // The sixth digit sends the code (a Next pressed now could be the next step's).
  await page.keyboard.type(code);
}

const STEPS: Record<string, StepAction> = {
  '/web/pre-checkout': async (page, plan) => {
    const sim = plan.sim === 'physical' ? 'home.sim.physical.label' : 'home.sim.esim.label';
    await page.getByRole('radio', { name: startingWith(text(sim)) }).check();
    await page.getByRole('button', { name: `${text('home.plans.choose')} ${PLAN}` }).click();
    // A new customer's plan press moves the step on; Next is there only for one who came back. A
    // Next pressed after the move would be the following step's, pressed with nothing filled.
    const moved = await page
      .waitForURL((url) => url.pathname !== '/web/pre-checkout', { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!moved) await next(page).click();
  },
  '/web/addon-selection': async (page) => {
    // Nothing picked: Next reads "Continue without extras".
    await page.getByRole('button', { name: exactly(text('addons.continue_without')) }).click();
  },
  '/web/signup': async (page, plan) => {
    if (plan.flow === 'login') {
      await page.getByRole('button', { name: exactly(text('signup.login_link')) }).click();
      return;
    }
    await enter(page.getByLabel(text('fields.profile.email'), { exact: false }).first(), plan.email, plan);
    await page.getByRole('checkbox', { name: startingWith(text('signup.consent.privacy')) }).check();
    await next(page).click();
  },
  '/web/login': async (page, plan) => {
    await page.getByLabel(text('fields.profile.email'), { exact: false }).first().fill(plan.email);
    await next(page).click();
  },
  '/web/verify-otp/signup': (page, plan) => typeOtp(page, plan),
  '/web/connection-details': async (page) => {
    await page.getByRole('radio', { name: startingWith(text('steps.new_number')) }).check();
    const numbers = page.getByRole('region', { name: text('connection_details.numbers_legend') });
    // The number pressed is locked and the step moves on with it (no Next); the list can still
    // change under the first press (categories load, a search settles), so press again if not.
    for (let attempt = 1; ; attempt++) {
      await numbers.locator('li button').first().click({ timeout: STEP_TIMEOUT_MS });
      try {
        await page.waitForURL((url) => url.pathname !== '/web/connection-details', { timeout: 5000 });
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  },
  '/web/personal-details': async (page, plan) => {
    const field = (id: MessageId) => page.getByLabel(text(id), { exact: true });
    await enter(field('personal_details.first_name'), PERSON.firstName, plan);
    await enter(field('personal_details.last_names'), PERSON.lastNames, plan);
    await enter(field('personal_details.dob_day'), PERSON.dob.day, plan);
    await field('personal_details.dob_month').selectOption(PERSON.dob.month);
    await enter(field('personal_details.dob_year'), PERSON.dob.year, plan);
    await enter(field('personal_details.curp'), freshCurp(), plan);
    // Asked only where the order needs it (not for an eSIM with a new number).
    const phone = field('personal_details.contact_number');
    if ((await phone.count()) > 0) await enter(phone, PERSON.contactNumber, plan);
    const nationality = field('personal_details.nationality');
    await nationality.waitFor({ timeout: STEP_TIMEOUT_MS });
    if ((await nationality.inputValue()) === '') await nationality.selectOption({ index: 1 });
    await next(page).click();
  },
  '/web/address-details': async (page, plan) => {
    const billing = page.getByRole('group', { name: text('steps.billing_address') });
    const field = (id: MessageId) => billing.getByLabel(text(id), { exact: true });
    await enter(field('address_details.postal_code'), ADDRESS.postalCode, plan);
    // An address nothing is delivered to (an eSIM's) is its postal code alone.
    if ((await field('address_details.street').count()) === 0) return next(page).click();
    const area = field('address_details.area');
    await area
      .locator('option', { hasText: ADDRESS.area })
      .waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await area.selectOption({ label: ADDRESS.area });
    // Calle y número in one line.
    await enter(field('address_details.street'), ADDRESS.street, plan);
    await next(page).click();
  },
};

/**
 * From a fresh visit to `target`, taking each step a customer would. Throws, naming the step,
 * when a step does not lead on or the journey goes somewhere this walk does not know.
 */
export async function walkJourneyTo(
  page: Page,
  origin: string,
  target: string,
  plan: JourneyPlan,
  /** Told of each step once it has led on (the walk's timing reads the page then). */
  onStepLeft?: (from: string) => Promise<void>,
) {
  await page.goto(`${origin}/web/pre-checkout`);
  await page.waitForURL((url) => url.pathname in STEPS || url.pathname === target);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const lang = await page.evaluate(() => document.documentElement.lang);
  bundle = bundles[normalizeLocale(lang) ?? 'es-MX'];
  for (let moves = 0; moves < 20; moves++) {
    if (new URL(page.url()).pathname === target) return;
    // Taken before the call: an optional call leaves its arguments unevaluated when there is no callee.
    const left = await takeStep(page, plan);
    await onStepLeft?.(left);
  }
  throw new Error(`did not reach ${target} in 20 steps`);
}

/** The step the page is on, taken as a customer would; returns its path once it has led on. */
export async function takeStep(page: Page, plan: JourneyPlan): Promise<string> {
  const path = new URL(page.url()).pathname;
  const step = STEPS[path];
  if (!step) throw new Error(`the journey went to ${path}, which this walk does not take`);
  await leave(page, path, () => step(page, plan));
  return path;
}

/**
 * Logs an existing customer in through the UI, as the purchase journey's log-in path does (the
 * e-mail, then the code from the sandbox mailbox): the profile then holds their session.
 */
export async function logInThroughUi(page: Page, origin: string, plan: Omit<JourneyPlan, 'flow'>) {
  const codeStep = '/web/verify-otp/login';
  await walkJourneyTo(page, origin, codeStep, { ...plan, flow: 'login' });
  await leave(page, codeStep, () => typeOtp(page, { ...plan, flow: 'login' }));
}
