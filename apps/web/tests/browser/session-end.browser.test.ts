import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFault,
  createScenario,
  deviceIdOf,
  gatewayUrl,
  launchBrowser,
  newPhoneContext,
  scenarioPath,
  uniqueEmail,
} from './browser';
import { walkPurchase } from './journey-walk';
import {
  cardNumberFrame,
  heading,
  newEsimCustomerToPayment,
  ordersOf,
  signUp,
  verifyOtp,
} from './purchase-flow';

/**
 * Items 1 and 4: a session that ends mid-purchase, or a visitor who never had one, must
 * land once on a page they can use, never bounce between the login page and the step. Every test
 * counts the page's navigations (history changes included) and gateway calls from the moment the
 * fault is set until the page is quiet (no request for 500 ms); a loop never gets quiet, so the
 * wait itself fails, and the counts catch a slower bounce.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
interface Traffic {
  navigations: string[];
  /** Full page loads of the main frame (a navigation that fetched a document). */
  documentLoads: string[];
  gatewayCalls: string[];
  reset(): void;
}

/** Main-frame navigations (full loads and history changes) and gateway requests, from now on. */
function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = {
    navigations: [],
    documentLoads: [],
    gatewayCalls: [],
    reset() {
      traffic.navigations.length = 0;
      traffic.documentLoads.length = 0;
      traffic.gatewayCalls.length = 0;
    },
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) traffic.navigations.push(new URL(frame.url()).pathname);
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      traffic.documentLoads.push(new URL(request.url()).pathname);
    }
    if (request.url().includes('/gateway/')) traffic.gatewayCalls.push(new URL(request.url()).pathname);
  });
  return traffic;
}

/** The page stops moving: a loop never does, so this fails (time-out) on one. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
}

/** The steps the saved purchase journey has reached (the login page saves a fresh one). */
const reachedSteps = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(window.localStorage.getItem('senda.journey.purchase') ?? 'null');
    return (saved?.snapshot?.context?.reached ?? []) as string[];
  });

async function customerAtPayment(context: BrowserContext, prefix: string) {
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  await newEsimCustomerToPayment(page, { email, plan: 'Senda 100' });
  return Object.assign(page, { email });
}

/**
 * One customer walked to the card form once; each test that ends the session there starts from a
 * copy of that phone's storage (the session and the saved journey), in a context of its own. Ending
 * a session on a page (a 403, a refresh refused, junk in storage) clears that page's storage only,
 * never the server's session, so every copy starts signed in at payment; the faults a test sets
 * for the phone (its device id, in the copied storage) are cleared after it. A test that revokes
 * the session at the gateway walks its own customer.
 */
let walkedToPayment:
  | {
      storage: Awaited<ReturnType<BrowserContext['storageState']>>;
      email: string;
      deviceId: string;
      orderRef: string;
    }
  | undefined;

/** The card form for an order that already exists (the order pages' "Pay now", a link's). */
const payingPage = (orderRef: string) => `/web/payment-form?orderRef=${encodeURIComponent(orderRef)}`;

async function copyAtPayment(): Promise<Page & { email: string; orderRef: string }> {
  if (!walkedToPayment) {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await customerAtPayment(context, 'atpayment');
    const unpaid = (await ordersOf(page)).find((order) => order.state === 'PAY');
    if (!unpaid) throw new Error('the walk placed no order');
    walkedToPayment = {
      storage: await context.storageState(),
      email: page.email,
      deviceId: await deviceIdOf(page),
      orderRef: unpaid.order_ref,
    };
    await context.close();
  }
  const context = await newPhoneContext(browser, 'en-US', walkedToPayment.storage);
  const page = await context.newPage();
  // The previous copy's faults are its phone's, so this one's: none left before it starts.
  const cleared = await page.request.delete(
    `${gatewayUrl()}/mocks/faults?deviceId=${encodeURIComponent(walkedToPayment.deviceId)}`,
  );
  expect(cleared.status()).toBe(204);
  // The summary that took the payment needs the tab's personal details (sessionStorage, not in a
  // copy) to price its basket again: the copy pays the order where a link or "Pay now" does.
  await page.goto(`${payingPage(walkedToPayment.orderRef)}&setlocale=en-US`);
  await heading(page, 'Pay your order');
  // The page itself, not only its prerendered frame: the card form is there once the page has
  // read the order and its capture context, so a fault set next meets the reloaded page's calls,
  // never a call this page still has to make (it would end the session under the reload).
  await cardNumberFrame(page).locator('#number').waitFor({ timeout: 30_000 });
  return Object.assign(page, { email: walkedToPayment.email, orderRef: walkedToPayment.orderRef });
}

/**
 * On the login page, got there once: the login page is fetched at most once, and the history
 * changes around it (the app tidying its own address: `reset` dropped, the route settled) stay a
 * handful, not a loop; a busy machine shows one more same-address replace than a quiet one.
 */
async function expectOnLoginOnce(page: Page, traffic: Traffic) {
  await heading(page, 'Log in');
  await settled(page);
  expect(new URL(page.url()).pathname).toBe('/web/login');
  const loginLoads = traffic.documentLoads.filter((path) => path === '/web/login');
  expect(loginLoads.length, traffic.documentLoads.join(' → ')).toBeLessThanOrEqual(1);
  expect(traffic.navigations.length, traffic.navigations.join(' → ')).toBeLessThanOrEqual(6);
  expect(traffic.gatewayCalls.length, traffic.gatewayCalls.join('\n')).toBeLessThanOrEqual(25);
}

async function expectLoggedOutOnce(page: Page, traffic: Traffic) {
  await expectOnLoginOnce(page, traffic);
  // Logout clears the journey, so nothing puts the customer back on the step: the only save
  // left is the one the login page started.
  const reached = await reachedSteps(page);
  expect(reached.filter((step) => step !== 'pre-checkout' && step !== 'login')).toEqual([]);
}

describe('a session that ends mid-purchase', () => {
  it("another customer's link at the card form asks which account: the current one keeps the card form and says whose; the link's ends this customer's session and says so", async () => {
    const page = await copyAtPayment();
    const context = page.context();
    const emailA = page.email;
    const customerB = await createScenario(page, 'active-esim-line');
    const tokenOf = () => page.evaluate(() => localStorage.getItem('accessToken'));
    const tokenA = await tokenOf();

    // Asked first; the current account (the default) keeps everything, and B's token is never used.
    await page.goto(`${payingPage(page.orderRef)}&auth_token=${customerB.accessToken}&setlocale=en-US`);
    await page.getByText('This link is for another account').waitFor();
    await page
      .getByText(`You're signed in as ${emailA}. Which account do you want to continue with?`)
      .waitFor();
    await page.getByRole('button', { name: `Continue as ${emailA}` }).click();
    await page.getByText(`Paying as ${emailA}`).waitFor();
    await cardNumberFrame(page).locator('#number').waitFor({ timeout: 30_000 });
    expect(await tokenOf()).toBe(tokenA);

    // Opened again and continued with the link's account: A's session ends, B starts afresh.
    await page.goto(`${payingPage(page.orderRef)}&auth_token=${customerB.accessToken}&setlocale=en-US`);
    await page.getByRole('button', { name: "Continue with the link's account" }).click();
    const notice = page
      .getByRole('status')
      .filter({ hasText: `What you had in progress as ${emailA} was closed` });
    await notice.waitFor();
    await notice.getByText(`You're now signed in as ${customerB.email}.`).waitFor();
    await notice.getByRole('button', { name: `Log in as ${emailA}` }).waitFor();
    // Nothing of A's purchase is left for B: not at A's card form, no plan in the order, no payment
    // choice (a journey save may be there again: the fresh one of the page B landed on).
    const left = await page.evaluate(() => {
      const state = (key: string) => JSON.parse(localStorage.getItem(key) ?? '{}')?.state ?? {};
      return {
        path: location.pathname,
        plans: state('senda.order').selectedPrimaryProducts ?? [],
        chosen: state('senda.payment').selectedPaymentMethod ?? null,
      };
    });
    expect(left).toMatchObject({ plans: [], chosen: null });
    // No longer paying as A there.
    expect(await page.getByText(`Paying as ${emailA}`).count()).toBe(0);
    expect(await tokenOf()).toBe(customerB.accessToken);
    await context.close();
  });

  it("a signed-out visitor on 'Create your account' opens another account's links: the sign-up page takes no token, a page links are for asks first, and carrying on signs up with their own code", async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const customerB = await createScenario(page, 'active-esim-line');
    const emailA = uniqueEmail('visitor-a');
    const stored = () =>
      page.evaluate(() => {
        const state = (key: string) => JSON.parse(localStorage.getItem(key) ?? '{}')?.state ?? {};
        return {
          token: state('senda.auth').accessToken ?? localStorage.getItem('accessToken'),
          plans: (state('senda.order').selectedPrimaryProducts ?? []).length,
        };
      });
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['signup'], { email: emailA, sim: 'eSIM' });
    await heading(page, 'Create your account');
    await page.getByRole('textbox', { name: 'Email' }).fill(emailA);

    // The attack: B's token on the sign-up page. It is not a page links are for: dropped unread.
    await page.goto(`/web/signup?auth_token=${customerB.accessToken}&setlocale=en-US`);
    await heading(page, 'Create your account');
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(emailA);
    expect(new URL(page.url()).searchParams.has('auth_token')).toBe(false);
    expect(await stored()).toEqual({ token: null, plans: 1 });

    // B's link on a page links are for (home): asked first; carrying on signs nobody in.
    await page.goto(`/?auth_token=${customerB.accessToken}&setlocale=en-US`);
    await page.getByText('This link signs in to an account').waitFor();
    await page.getByRole('button', { name: 'Carry on with what I was doing' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await stored()).toEqual({ token: null, plans: 1 });

    // Their own sign-up goes on under no one else's session: their code is asked, then their account.
    await page.goto('/web/signup?setlocale=en-US');
    await signUp(page, emailA);
    await verifyOtp(page, emailA);
    await page.waitForURL((url) => !url.pathname.startsWith('/web/verify-otp'), { timeout: 30_000 });
    const after = await stored();
    expect(after.plans).toBe(1);
    expect(after.token).not.toBeNull();
    expect(after.token).not.toBe(customerB.accessToken);
    expect(await page.getByText(customerB.email).count()).toBe(0);
    await context.close();
  });

  // Retried once: in one whole `npm test` of stop 39 (fresh clone, 2 cores) the reloaded page
  // did not reach the log-in page within 30 s; alone it passes in 14 s. Not reproduced since (see
  // docs/testing.md, "Whole-run flakes"); the heading's wait now says what the page showed.
  it('a 403 at the payment step ends on the login page once, journey cleared', { retry: 1 }, async () => {
    const page = await copyAtPayment();
    const context = page.context();
    const traffic = watchTraffic(page);
    await addFault(page, { kind: 'forbidden', route: 'captureContext' });
    await page.reload();
    await expectLoggedOutOnce(page, traffic);
    // The log-in page says why, and starts with the e-mail the customer was using.
    await page.getByText('Your session has expired').waitFor({ timeout: 5_000 });
    await expect(page.getByLabel('Email', { exact: false }).first().inputValue()).resolves.toBe(page.email);
    await context.close();
  });

  it('a refresh answered 401 ends on the login page once', async () => {
    const page = await copyAtPayment();
    const context = page.context();
    const traffic = watchTraffic(page);
    await addFault(page, { kind: 'expired_token', route: 'captureContext' });
    await addFault(page, { kind: 'expired_token', route: 'refreshToken' });
    await page.reload();
    await expectLoggedOutOnce(page, traffic);
    await context.close();
  });

  for (const [name, value] of [
    ['missing', null],
    ['junk', '{"state":'],
    ['a revoked token', 'revoked'],
  ] as const) {
    it(`a senda.auth entry that is ${name} at the payment step sends to login once`, async () => {
      // Revoked at the gateway, the session is gone for every copy: that one walks its own customer.
      const context = value === 'revoked' ? await newPhoneContext(browser, 'en-US') : undefined;
      const page = context ? await customerAtPayment(context, 'revoked') : await copyAtPayment();
      if (value === 'revoked') {
        // The customer's token, revoked by the gateway (logout elsewhere).
        const token = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) as string;
        const answer = await page.request.post(`${gatewayUrl()}/gateway/user-service/v4/auth/logout`, {
          headers: { 'X-Auth': token, 'X-DeviceId': 'browser-test', Accept: 'application/json' },
        });
        expect(answer.status()).toBeLessThan(300);
      } else {
        await page.evaluate((raw) => {
          if (raw === null) window.localStorage.removeItem('senda.auth');
          else window.localStorage.setItem('senda.auth', raw);
        }, value);
      }
      const traffic = watchTraffic(page);
      // A revoked session may be found by the page itself first (its next gateway call is
      // refused) and sent to login while the reload starts: the reload is then aborted, and the
      // page must still land on login once.
      await page.reload().catch((error: Error) => {
        if (value !== 'revoked' || !/ERR_ABORTED|frame was detached/.test(error.message)) throw error;
      });
      await expectOnLoginOnce(page, traffic);
      await page.context().close();
    });
  }

  it('a 403 at the order summary lands on the login page, not on "Your order is empty"', async () => {
    const page = await copyAtPayment();
    const context = page.context();
    // Back on the order summary, a step the journey has reached, with its order read.
    await page.goto('/web/order-summary?setlocale=en-US');
    await heading(page, 'Order summary');
    await page.getByText('Total (IVA included)').first().waitFor({ timeout: 30_000 });
    const traffic = watchTraffic(page);
    await addFault(page, { kind: 'forbidden', route: 'orderPreview' });
    await page.reload();
    await expectLoggedOutOnce(page, traffic);
    await expect(page.getByText('Your order is empty').count()).resolves.toBe(0);
    await context.close();
  });

  it('a corrupted senda.auth on /orderlist, mid-purchase, sends to login once, keeping the redirect', async () => {
    const page = await copyAtPayment();
    const context = page.context();
    await page.evaluate(() => window.localStorage.setItem('senda.auth', 'not json'));
    const traffic = watchTraffic(page);
    await page.goto('/orderlist');
    await expectOnLoginOnce(page, traffic);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/orderlist');
    await context.close();
  });
});

describe('a visitor with no session', () => {
  it('a 401 on global config is not a logout: no refresh, no login page', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const traffic = watchTraffic(page);
    await addFault(page, { kind: 'expired_token', route: 'globalConfig', times: 1 });
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/web/pre-checkout');
    expect(traffic.gatewayCalls.filter((path) => path.endsWith('/users/token'))).toEqual([]);
    await context.close();
  });
});

describe('two tabs of one browser, one log-in', () => {
  it('the second tab goes on with the token the first refreshed: nobody is logged out', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const first = await context.newPage();
    const customer = await createScenario(first, 'auto-renewal-off');
    await first.goto(scenarioPath(customer.links.manageOrder));
    await heading(first, 'Your line');
    const second = await context.newPage();
    const secondTraffic = watchTraffic(second);
    await second.goto(`/manage/order?orderRef=${encodeURIComponent(customer.orderRef)}&setlocale=en-US`);
    await heading(second, 'Your line');

    // The token lapses; the first tab's reload refreshes it, and the gateway spends the old one.
    const moved = await first.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceBy: 'PT2H' } });
    expect(moved.ok()).toBe(true);
    await first.reload();
    await heading(first, 'Your line');

    // The second tab, never reloaded, reads on: it never presents the spent token to the refresh.
    secondTraffic.reset();
    await second.getByRole('link', { name: 'Automatic renewal' }).click();
    await heading(second, 'Automatic renewal');
    await second.getByText('Off', { exact: true }).waitFor();
    expect(secondTraffic.gatewayCalls.filter((path) => path.endsWith('/users/token'))).toEqual([]);
    await first.getByRole('link', { name: 'Automatic renewal' }).click();
    await heading(first, 'Automatic renewal');
    const onLogin = (page: Page) => new URL(page.url()).pathname.startsWith('/web/login');
    expect([onLogin(first), onLogin(second)]).toEqual([false, false]);
    await context.close();
  });
});
