import type { SupportedLocale } from '@senda/core/config';
import { bundles } from '@senda/core/i18n';
import { STORAGE_KEYS } from '@senda/core/stores';
import type { ScenarioCustomer, ScenarioName } from '@senda/sandbox';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { BrowserStack } from './global-setup';

/**
 * The message ids the page shows as text: what react-intl prints for a text the page's message
 * areas (core's message-areas.ts) did not bring.
 */
export async function messageIdsShown(page: Page, locale: SupportedLocale): Promise<string[]> {
  const words = (await page.evaluate(() => document.body.innerText)).match(
    /[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+/g,
  );
  return (words ?? []).filter((word) => Object.hasOwn(bundles[locale], word));
}

/**
 * `npm run test:long` sets SENDA_LONG_TESTS=1: the runs that repeat what `npm test` already
 * checks once (nine more purchases under faults, the counted eSIM walk, the screenshot tour).
 */
export const LONG_RUNS = process.env.SENDA_LONG_TESTS === '1';

/**
 * The run's Chromium (global-setup.ts starts one), connected to for this file: contexts this
 * connection opens are this file's, and `close()` closes them and disconnects, leaving the
 * browser to the next file. Debian's Chromium through playwright-core (see chromium.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

/**
 * A phone-sized context: the storefront is built for cheap Android phones first. `locale` is the
 * browser's language (navigator.languages, Accept-Language), which a first visit now speaks: the
 * tests read English names unless they ask for a Spanish browser.
 */
export async function newPhoneContext(
  browser: Browser,
  locale = 'en-US',
  /** The storage (local storage, cookies) of another context to start from. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    baseURL: storefrontUrl(),
  });
  await recordCspViolations(context);
  return context;
}

/**
 * Keeps every Content-Security-Policy violation a page of the context reports (what was blocked,
 * by which directive), for cspViolations to read. Init scripts run through the DevTools protocol,
 * so the policy under test does not block the recorder.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __sendaCspViolations: string[] }).__sendaCspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
}

/** The CSP violations the page has reported since it loaded. */
export async function cspViolations(page: Page): Promise<string[]> {
  const read = () =>
    page.evaluate(
      () => (window as unknown as { __sendaCspViolations?: string[] }).__sendaCspViolations ?? [],
    );
  // A page that moves on by itself (a redirect, the end of maintenance) may be mid-navigation:
  // read the page it lands on, which records its own violations from its first script.
  return read().catch(async () => {
    await page.waitForLoadState('load');
    return read();
  });
}

/**
 * This file's storefront and sandbox: its worker's (global-setup.ts starts one per worker), so
 * files running side by side never share a sandbox's clock, messages or customers.
 */
export function browserStack(): BrowserStack {
  const stacks = inject('browserStacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const stack = stacks[worker - 1];
  if (!stack) throw new Error(`no storefront for browser worker ${worker} (${stacks.length} started)`);
  return stack;
}

export const storefrontUrl = () => browserStack().storefrontUrl;
export const gatewayUrl = () => browserStack().gatewayUrl;
export const providerUrl = () => browserStack().providerUrl;

/** Reads the latest OTP sent to `email` from the sandbox mailbox (no e-mail leaves the machine). */
export async function latestOtp(page: Page, email: string): Promise<string> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/mailbox/latest?email=${encodeURIComponent(email)}`,
  );
  const body = (await response.json()) as { code?: string };
  if (!body.code) throw new Error(`no OTP in the mailbox for ${email}`);
  return body.code;
}

export type { ScenarioCustomer };

/** A ready-made customer from the sandbox's `POST /mocks/scenarios` (see packages/sandbox README). */
export async function createScenario(page: Page, name: ScenarioName): Promise<ScenarioCustomer> {
  const response = await page.request.post(`${gatewayUrl()}/mocks/scenarios`, { data: { scenario: name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as ScenarioCustomer;
}

/**
 * A token of the customer's own, as on another device: what a test reads from the gateway itself
 * goes with it, never with the token the page holds (a refresh would spend that one).
 */
export async function ownSession(page: Page, email: string): Promise<string> {
  const response = await page.request.post(`${gatewayUrl()}/mocks/sessions`, { data: { email } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A scenario's link (relative: no STOREFRONT_URL here) as a path and query, its language forced. */
export function scenarioPath(link: string | undefined, locale = 'en-US'): string {
  if (!link) throw new Error('the scenario has no link to this page');
  const url = new URL(link, 'http://storefront.invalid');
  url.searchParams.set('setlocale', locale);
  return `${url.pathname}${url.search}`;
}

/**
 * A scenario's link opened as on its customer's own phone. A link for another account opened where
 * someone is signed in asks which account to continue with first (`session-end` tests
 * that choice): a test walking several customers in one page is about their pages, not the choice.
 */
export async function openLinkOnOwnPhone(page: Page, link: string | undefined, locale = 'en-US') {
  if (page.url() !== 'about:blank') await page.evaluate(() => window.localStorage.clear());
  await page.goto(scenarioPath(link, locale));
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.mx`;

/**
 * One Chromium for the test file and, for each test, a fresh phone context and page: nothing a
 * test stored carries over to the next. Call it at the top of a test file; `current()` in a hook
 * or a test gives that test's browser, context and page.
 */
export function phonePagePerTest() {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    if (!browser) throw new Error('the browser did not start');
    context = await newPhoneContext(browser);
    page = await context.newPage();
  });
  return {
    current() {
      if (!browser || !context || !page) throw new Error('phonePagePerTest: read it inside a test');
      return { browser, context, page };
    },
  };
}

/**
 * Sets a sandbox fault (see packages/sandbox/README.md, "Fault injection") for this page's device
 * only: the browser test files share one sandbox and run side by side, and a fault one test asks
 * for (number searches failing for good) must not fail another test's purchase.
 */
export async function addFault(page: Page, fault: Record<string, unknown>) {
  const response = await page.request.post(`${gatewayUrl()}/mocks/faults`, {
    data: { ...fault, deviceId: await deviceIdOf(page) },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Serves the terms of use with this acceptance mode (the consent settings' server form) to this
 * page's device only: the gateway's side of the order summary's terms, which the journey's
 * setting can make stricter. Other tests keep the operator's mode (an explicit tick).
 */
export async function serveTermsMode(
  page: Page,
  termsOfUse: 'EXPLICIT_READ' | 'EXPLICIT_NO_READ' | 'IMPLICIT',
) {
  const response = await page.request.post(`${gatewayUrl()}/mocks/consent-settings`, {
    data: { termsOfUse, deviceId: await deviceIdOf(page) },
  });
  expect(response.ok()).toBe(true);
}

/**
 * The device id the page's gateway calls carry (X-DeviceId, kept in storage by the app). A page
 * that has not loaded the app yet is given one, written before its scripts run, as the app would.
 */
const givenDeviceIds = new WeakMap<Page, string>();

export async function deviceIdOf(page: Page): Promise<string> {
  const stored = await page
    .evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.deviceId)
    .catch(() => null);
  if (stored) return stored;
  // Asked again before the page has loaded (several faults set up front): the id already given,
  // not a new one that the init script, which keeps the first, would never write.
  const given = givenDeviceIds.get(page);
  if (given) return given;
  const id = `${Date.now()}R${1_000_000 + Math.floor(Math.random() * 8_999_999)}`;
  givenDeviceIds.set(page, id);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.deviceId, id] as const,
  );
  return id;
}

/** Forgets the id given to `page`: its storage was cleared for a visit of its own (warm-phones.ts). */
export function forgetDeviceId(page: Page): void {
  givenDeviceIds.delete(page);
}

/**
 * Lets this page's calls that a latency fault is holding go on now (other tests' stay held), and
 * answers how many there were: a test holds an answer until it has seen what the hold is for,
 * never for a latency chosen to outlast a slow machine.
 */
export async function releaseHeldCalls(page: Page): Promise<number> {
  const response = await page.request.post(
    `${gatewayUrl()}/mocks/faults/release?deviceId=${encodeURIComponent(await deviceIdOf(page))}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { released: number }).released;
}

/** Removes the faults this page's device was given (other tests' faults stay). */
export async function clearFaults(page: Page) {
  const response = await page.request.delete(
    `${gatewayUrl()}/mocks/faults?deviceId=${encodeURIComponent(await deviceIdOf(page))}`,
  );
  expect(response.status()).toBe(204);
}

/** Every route that is not a journey step, as a visitor opens it. */
export const STANDALONE_PAGES = [
  '/',
  '/orderlist',
  '/manage/order?orderRef=SND-000000-00000',
  '/maintenance',
  '/429',
  '/404',
  '/language',
  '/session-expired-meli',
  '/session-expired',
  '/payment/paylink?paylink_id=unknown',
  '/payment/paylink-expired',
  '/payment/direct-payment-success?orderRef=SND-000000-00000',
  '/blacknut',
  '/web/payment-form',
  '/web/select-payment-methods',
  '/retail-onboarding',
  '/closewebview',
  '/logged_out',
];
