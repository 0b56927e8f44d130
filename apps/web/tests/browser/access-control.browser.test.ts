import { SERVICE_FLOWS, SERVICE_PAYMENT_ROUTES } from '@senda/core/navigation';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/route-table';
import { SERVICING_PAGE_ROUTES } from '../../src/app/servicing-page-routes';
import { createScenario, gatewayUrl, launchBrowser, newPhoneContext, scenarioPath } from './browser';
import { accessToken, heading, ordersOf, payByCard, successOrderRef, TEST_CARDS } from './purchase-flow';

/**
 * Access control as customer B meets it in the browser. A and B are each the sandbox's ready-made
 * `saved-card` customer (a card on file and an order still to pay). B opens pay-by-links guessed
 * from real ones and sees the not-found page with nothing of A on it, while the real link shows
 * A's order; B's tries at A's saved card (pay with it, make it the default, delete it) through the
 * storefront's own gateway path with B's token answer 404, and nothing of A changes. Signed out,
 * a page of each kind behind the login guard sends to login.
 *
 * What the gateway answers to every kind of guess is the sandbox's (paylinks.test.ts: "a link
 * guessed from a real one…"; saved-payment-methods.test.ts and payments.test.ts: another
 * customer's card), and a card planted in B's stored choice is dropped before a payment is
 * made (core's payment-options.test.ts): here, what B's page shows and sends.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The `external_id` in the access token's payload: the customer id of the saved-cards calls. */
async function customerId(page: Page): Promise<string> {
  const payload = (await accessToken(page)).split('.')[1] ?? '';
  const id = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { external_id?: string })
    .external_id;
  if (!id) throw new Error('no external_id in the access token');
  return id;
}

interface Answer {
  status: number;
  body: string;
}

/** A gateway call as the storefront's page makes it: same origin (`/gateway/`), the page's own token. */
async function gatewayCall(
  page: Page,
  method: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<Answer> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/gateway/${path}`, {
        method,
        headers: {
          'X-Auth': token,
          'X-DeviceId': 'browser-test',
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, path, body, token },
  );
}

const savedCardsPath = (customer: string) => `payment-service/v1/customers/${customer}/payment-methods`;

async function createPaylink(page: Page, orderRef: string): Promise<string> {
  const response = await page.request.post(`${gatewayUrl()}/mocks/paylinks`, { data: { orderRef } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { paylinkId: string }).paylinkId;
}

describe('customer B and customer A’s saved card and paylink', () => {
  it('B gets 404 for A’s card and guessed paylinks, sees nothing of A, and nothing of A changes', async () => {
    const contextA = await newPhoneContext(browser, 'en-US');
    const pageA = await contextA.newPage();
    const scenarioA = await createScenario(pageA, 'saved-card');
    const emailA = scenarioA.email;
    const orderA = scenarioA.unpaidOrderRef;
    if (!orderA) throw new Error('the saved-card scenario has no order to pay');
    // A signed in on the page where their saved card is listed (the link's auth_token).
    await pageA.goto(scenarioPath(scenarioA.links.savedCards));
    await pageA
      .getByText(/ending in 4242/)
      .first()
      .waitFor({ timeout: 30_000 });
    const paylinkA = await createPaylink(pageA, orderA);

    const contextB = await newPhoneContext(browser, 'en-US');
    const pageB = await contextB.newPage();
    const scenarioB = await createScenario(pageB, 'saved-card');
    const orderB = scenarioB.unpaidOrderRef;
    if (!orderB) throw new Error('the saved-card scenario has no order to pay');
    const paylinkB = await createPaylink(pageB, orderB);
    const maskedA = `${emailA.slice(0, 1)}***@example.mx`;

    // B signed in on their own saved-cards page, as A.
    await pageB.goto(scenarioPath(scenarioB.links.savedCards));
    await pageB
      .getByText(/ending in/)
      .first()
      .waitFor({ timeout: 30_000 });

    // Pay-by-link by guessing: A's order reference and the next link after B's own (every other
    // kind of guess is the sandbox's test).
    const next = `pl_${(Number.parseInt(paylinkB.slice(3, 7), 36) + 1).toString(36).padStart(4, '0')}${paylinkB.slice(7)}`;
    const guesses = [orderA, next].filter((guess) => guess !== paylinkA);
    const paylinkCalls: Record<string, number[]> = {};
    pageB.on('response', (response) => {
      const match = /paylinks?\/([^/?]+)/.exec(new URL(response.url()).pathname);
      if (response.url().includes('/gateway/') && match?.[1]) {
        const id = decodeURIComponent(match[1]);
        paylinkCalls[id] = [...(paylinkCalls[id] ?? []), response.status()];
      }
    });
    const shownOfA: string[] = [];
    for (const guess of guesses) {
      await pageB.goto(`/payment/paylink?paylink_id=${encodeURIComponent(guess)}`);
      // An unknown link has its own page, with the not-found message.
      await heading(pageB, 'We can’t find this payment link');
      await pageB
        .getByText("We couldn't find this payment link. Check the link or ask for a new one.")
        .waitFor({ timeout: 30_000 });
      const text = await pageB.locator('main').innerText();
      if (text.includes(orderA) || text.includes(maskedA)) shownOfA.push(guess);
    }
    expect(shownOfA).toEqual([]);
    expect(guesses).toHaveLength(2);
    for (const guess of guesses) {
      expect(paylinkCalls[guess], guess).toBeDefined();
      expect(
        paylinkCalls[guess]?.every((status) => status === 404),
        guess,
      ).toBe(true);
    }
    // The check sees A's order when the page has it: the real link, as the back office sent it.
    await pageB.goto(`/payment/paylink?paylink_id=${paylinkA}`);
    await pageB.getByText(orderA, { exact: true }).waitFor({ timeout: 30_000 });
    expect(await pageB.getByText(maskedA).count()).toBe(1);

    // B tries A's saved card.
    const customerA = await customerId(pageA);
    const cardsOfA = async () =>
      (
        JSON.parse((await gatewayCall(pageA, 'GET', savedCardsPath(customerA))).body) as {
          result: { paymentMethods: { paymentMethodId: string; isDefault: boolean }[] };
        }
      ).result.paymentMethods;
    const [cardA] = await cardsOfA();
    if (!cardA) throw new Error('A has no saved card');

    const customerB = await customerId(pageB);
    expect(customerB).not.toBe(customerA);
    const tries = {
      pay: await gatewayCall(pageB, 'POST', 'payment-service/v4/payment_request', {
        orderRef: orderB,
        paymentMethod: 'SAVED_CARD',
        paymentMethodId: cardA.paymentMethodId,
        cardBrand: 'visa',
        cardLast4: '4242',
        idempotencyKey: `access-control-${Date.now().toString(36)}`,
      }),
      makeDefault: await gatewayCall(pageB, 'POST', savedCardsPath(customerB), {
        paymentMethodId: cardA.paymentMethodId,
        makeDefault: true,
      }),
      delete: await gatewayCall(
        pageB,
        'DELETE',
        `${savedCardsPath(customerB)}/${encodeURIComponent(cardA.paymentMethodId)}`,
      ),
    };
    // A's list under A's id with B's token: refused outright (403: another customer id in the
    // path is a forged call, and the client ends that session).
    const listA = await gatewayCall(pageB, 'GET', savedCardsPath(customerA));
    expect(Object.fromEntries(Object.entries(tries).map(([name, answer]) => [name, answer.status]))).toEqual({
      pay: 404,
      makeDefault: 404,
      delete: 404,
    });
    expect(listA.status).toBe(403);
    for (const answer of [...Object.values(tries), listA]) {
      expect(answer.body).not.toContain(cardA.paymentMethodId);
    }

    // Nothing of A changed and nothing was charged to B's order.
    expect(await cardsOfA()).toEqual([{ ...cardA, isDefault: true }]);
    const payments = await pageB.request.get(`${gatewayUrl()}/mocks/payments?orderRef=${orderB}`);
    expect(((await payments.json()) as { payments: unknown[] }).payments).toEqual([]);
    expect((await ordersOf(pageB)).find((order) => order.order_ref === orderB)?.state).toBe('PAY');

    await contextA.close();
    await contextB.close();
  });
});

describe('signed out', () => {
  const query = '?orderRef=SND-000000-00000&setlocale=en-US';
  // Which pages are behind the login guard is route-table.test.ts's; the browser checks that the
  // guard works on a page of each kind: the first guarded page of each layout, of the storefront's
  // chunk and of servicing's, one that keeps its page across routes, a flow's, the service payment.
  const guarded = PAGE_ROUTES.filter((route) => route.guard === 'login');
  const servicing = new Set(SERVICING_PAGE_ROUTES.map((route) => route.path));
  const kinds = new Map<string, string>();
  const flowPages = new Set(SERVICE_FLOWS.flatMap((flow) => Object.keys(flow.routes)));
  for (const route of guarded) {
    const kind = [
      route.layout,
      servicing.has(route.path) ? 'servicing' : 'storefront',
      route.keepsPageAcrossRoutes ? 'keeps' : '',
      flowPages.has(route.path) ? 'flow' : '',
      route.path === SERVICE_PAYMENT_ROUTES.payment ? 'service payment' : '',
    ].join('|');
    if (!kinds.has(kind)) kinds.set(kind, route.path);
  }
  const sampled = [...kinds.values()];
  // The purchase journey's payment steps: login (the journey then goes on from its own state).
  const paymentSteps = ['/web/payment-method-selector', '/web/payment'];

  it(`${sampled.length} account pages, one of each kind, and the 2 payment steps send to login`, async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const landed: Record<string, string> = {};
    for (const path of [...sampled, ...paymentSteps]) {
      await page.goto(`${path}${query}`);
      await heading(page, 'Log in');
      const url = new URL(page.url());
      landed[path] = `${url.pathname} ${url.searchParams.get('redirect') ?? ''}`.trim();
    }
    await context.close();
    expect(landed).toEqual({
      ...Object.fromEntries(sampled.map((path) => [path, `/web/login ${path}${query}`])),
      ...Object.fromEntries(paymentSteps.map((path) => [path, '/web/login'])),
    });
  });
});

describe('a success page believes the gateway, not the address bar', () => {
  it('B’s own unpaid order, A’s order and a made-up reference are never shown as paid; B’s paid order is', async () => {
    // A and B are each the sandbox's `saved-card` customer: a line paid, and an order to pay.
    const contextB = await newPhoneContext(browser, 'en-US');
    const pageB = await contextB.newPage();
    const orderA = (await createScenario(pageB, 'saved-card')).unpaidOrderRef;
    const customerB = await createScenario(pageB, 'saved-card');
    const orderB = customerB.unpaidOrderRef;
    if (!orderA || !orderB) throw new Error('the saved-card scenario has no order to pay');
    const successOf = (orderRef: string, signIn = '') =>
      pageB.goto(`/payment/direct-payment-success?orderRef=${encodeURIComponent(orderRef)}${signIn}`);
    const claimsSuccess = async () =>
      (await pageB.getByText(/Payment successful|is confirmed|Total paid|eSIM is ready/).count()) > 0;

    // B signed in by the link's token, as a ready-made customer's page is opened.
    await successOf(orderB, `&auth_token=${customerB.accessToken}&setlocale=en-US`);
    await heading(pageB, "This order isn't paid");
    await pageB.getByText('Waiting for payment').waitFor();
    expect(await claimsSuccess()).toBe(false);

    for (const ref of [orderA, 'SND-000000-00000']) {
      await successOf(ref);
      await heading(pageB, "We couldn't find this order");
      expect(await claimsSuccess()).toBe(false);
    }

    // Paid for real: the same page says so.
    await pageB.goto(`/web/payment-form?orderRef=${encodeURIComponent(orderB)}`);
    await payByCard(pageB, TEST_CARDS.approve, 'Pay your order');
    expect(await successOrderRef(pageB)).toBe(orderB);
    await contextB.close();
  });
});

describe('a link’s login token', () => {
  it('is in no request the page makes: no URL, no Referer, no header but the gateway’s own X-Auth', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const customer = await createScenario(page, 'active-esim-line');
    const token = customer.accessToken;
    const requests: Promise<{ request: Request; url: string; headers: Record<string, string> }>[] = [];
    // Every request of every frame, with the headers Chromium really sent.
    context.on('request', (request) => {
      requests.push(request.allHeaders().then((headers) => ({ request, url: request.url(), headers })));
    });
    const leaks: string[] = [];
    const policies: (string | undefined)[] = [];
    for (const link of [
      scenarioPath(customer.links.manageOrder),
      `/web/payment?auth_token=${token}&setlocale=en-US`,
      `/?auth_token=${token}&setlocale=en-US`,
    ]) {
      requests.length = 0;
      const opened = await page.goto(link);
      policies.push(opened?.headers()['referrer-policy']);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).searchParams.has('auth_token')).toBe(false);
      const seen = await Promise.all(requests);
      // The page's own address is the one request that names it (the link itself). Found by
      // identity, not as the first request: the page before may still poll in between.
      const itself = opened?.request();
      for (const { url, headers } of seen.filter((entry) => entry.request !== itself)) {
        if (url.includes(token)) leaks.push(`${link}: ${url}`);
        for (const [name, value] of Object.entries(headers)) {
          if (name !== 'x-auth' && value.includes(token)) leaks.push(`${link}: ${url} ${name}: ${value}`);
        }
      }
      expect(seen.length, link).toBeGreaterThan(3);
    }
    await context.close();
    expect(leaks).toEqual([]);
    expect(policies).toEqual(['no-referrer', 'no-referrer', 'no-referrer']);
  });
});
