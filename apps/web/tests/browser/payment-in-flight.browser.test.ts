import { API_POLLING_ATTEMPTS } from '@senda/core/config';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addFault,
  clearFaults,
  gatewayUrl,
  phonePagePerTest,
  releaseHeldCalls,
  uniqueEmail,
} from './browser';
import {
  cardComplete,
  cardNumberFrame,
  chooseCardPayment,
  newEsimCustomerToPayment,
  orderDetails,
  ordersOf,
  PURCHASE_PAYMENT_PAGE,
  payByCard,
  securityCodeFrame,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';

/**
 * A reload while payment_request's answer is on its way. The gateway has the request (the sandbox
 * holds it back with a latency fault, until the test releases it), the page reloads, and the
 * customer must still end on the success page, charged once, never sent back to choose a plan.
 * When the request is not found by its key for a whole the spec's window, the gateway closes its key (it is
 * refused should it arrive later) and answers the order's attempts; with none, the page says
 * nothing was charged and offers the card form again.
 */

const phone = phonePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = phone.current());
});
afterEach(async () => {
  await clearFaults(page);
});

const PAYMENT_REQUEST = /\/payment-service\/v4\/payment_request$/;
/** The look-up of a payment request by its idempotency key (404 while the gateway has none). */
const PAYMENT_LOOKUP = /\/payment-service\/v4\/payment_request\/[^/]+\/status$/;
/** The key closed once the window found nothing: the gateway answers the order's attempts. */
const PAYMENT_CLOSE = /\/payment-service\/v4\/payment_request\/[^/]+\/close$/;

/**
 * The next payment_request is held before the gateway handles it, until releaseHeldCalls (the
 * fault's two minutes are only the longest it could be held): the test lets it go once the
 * reloaded page has looked for it and not found it.
 */
async function holdPaymentRequest() {
  await addFault(page, { kind: 'latency', latencyMs: 120_000, route: 'paymentRequest', times: 1 });
}

/** The reloaded page looks the request up by its key and the gateway has none: still in flight. */
async function reloadWhileInFlight() {
  const lookedUp = page.waitForResponse((response) => PAYMENT_LOOKUP.test(response.url()));
  await page.reload();
  expect((await lookedUp).status()).toBe(404);
  expect(await releaseHeldCalls(page)).toBe(1);
}

/** Every transaction the sandbox holds for the order, as its inspection route lists them. */
async function transactionsOf(orderRef: string): Promise<{ transactionId: string; status: string }[]> {
  const response = await page.request.get(
    `${gatewayUrl()}/mocks/payments?orderRef=${encodeURIComponent(orderRef)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payments: { transactionId: string; status: string }[] }).payments;
}

/** The customer's one order is paid by exactly one transaction, and nothing else was charged. */
async function expectPaidOnce(orderRef: string) {
  const orders = await ordersOf(page);
  expect(orders.map((order) => order.order_ref)).toEqual([orderRef]);
  expect((await orderDetails(page, orderRef)).payment_due.amount).toBe(0);
  const transactions = await transactionsOf(orderRef);
  expect(transactions.filter((transaction) => transaction.status === 'SUCCESS')).toHaveLength(1);
  expect(transactions).toHaveLength(1);
}

describe('a reload while the payment is in flight', () => {
  it('reload while payment_request is unanswered → the same transaction is found, polled, success, one charge', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('inflight'), plan: 'Senda 200' });
    await chooseCardPayment(page);
    await holdPaymentRequest();
    const sent = page.waitForRequest((request) => PAYMENT_REQUEST.test(request.url()));
    await payByCard(page, TEST_CARDS.approve);
    await sent;
    await reloadWhileInFlight();

    const orderRef = await successOrderRef(page);
    await expectPaidOnce(orderRef);
  });

  it('reload after the answer, while polling → polling resumes, success, one charge', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('polling'), plan: 'Senda 150' });
    await chooseCardPayment(page);
    const answered = page.waitForResponse((response) => PAYMENT_REQUEST.test(response.url()));
    await payByCard(page, TEST_CARDS.approve);
    await answered;
    await page.reload();

    const orderRef = await successOrderRef(page);
    await expectPaidOnce(orderRef);
  });

  it('Pay pressed twice quickly and a reload right after → exactly one payment', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('twice'), plan: 'Senda 150' });
    await chooseCardPayment(page);
    await holdPaymentRequest();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (PAYMENT_REQUEST.test(request.url())) requests.push(request.url());
    });
    await payByCard(page, TEST_CARDS.approve, PURCHASE_PAYMENT_PAGE, { doubleClick: true });
    await expect.poll(() => requests.length, { timeout: 15_000 }).toBe(1);
    await reloadWhileInFlight();

    const orderRef = await successOrderRef(page);
    await expectPaidOnce(orderRef);
    expect(requests).toHaveLength(1);
  });

  it('a Pay tap that never reached the gateway: after the §9 window the key is closed, "nothing was charged" and the card form again; the request arriving late is refused; paying now is the one charge', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('unconfirmed'), plan: 'Senda 200' });
    await chooseCardPayment(page);
    await holdPaymentRequest();
    const sent = page.waitForRequest((request) => PAYMENT_REQUEST.test(request.url()));
    await payByCard(page, TEST_CARDS.approve);
    await sent;
    const lookups: number[] = [];
    page.on('response', (response) => {
      if (PAYMENT_LOOKUP.test(response.url())) lookups.push(response.status());
    });
    const closed = page.waitForResponse((response) => PAYMENT_CLOSE.test(response.url()));
    // The reloaded page looks the request up once a second for the spec's window; its clock jumps
    // to each next look-up instead of the test waiting the window out (a jump with no look-up
    // due only moves the page's time on).
    await page.clock.install();
    await page.reload();
    const notReceived = page.getByText(
      "Your payment didn't reach us, so nothing was charged. You can pay now.",
    );
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(1000);
          return notReceived.isVisible();
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    // The whole window looked and found nothing, then the gateway closed the key: no attempt at all.
    expect(lookups.length).toBeGreaterThanOrEqual(API_POLLING_ATTEMPTS);
    expect(lookups.filter((status) => status !== 404)).toEqual([]);
    expect(
      ((await (await closed).json()) as { result: { transactions: unknown[] } }).result.transactions,
    ).toEqual([]);
    await expect(page.getByText("We can't confirm your payment yet").count()).resolves.toBe(0);

    // The held request reaches the gateway only now: refused, so "nothing was charged" stays true.
    expect(await releaseHeldCalls(page)).toBe(1);
    const orderRef = (await ordersOf(page))[0]?.order_ref ?? '';

    // The card form is back: paying now is the one charge, answered as a new payment (had the late
    // request been charged, this one would be refused as not payable and end "already paid").
    const paidNow = page.waitForResponse((response) => PAYMENT_REQUEST.test(response.url()));
    await payByCard(page, TEST_CARDS.approve);
    expect((await paidNow).status()).toBe(200);
    expect(await successOrderRef(page)).toBe(orderRef);
    await expectPaidOnce(orderRef);
  });

  /**
   * Reported: after a payment notice the first tap on Pay did nothing and a second paid. Not
   * reproduced as reported (see docs/reliability-and-security.md); a Pay pressed before the frame
   * has reported the card is held for that report now (pay-click.browser.test.ts). This keeps the
   * case as a customer's phone makes it: a touch context at 360 px, a notice above a new card
   * frame, and one touch at the Pay button's centre, sent without Playwright's waits for the
   * button to be stable and unobscured.
   */
  it('after a notice above the card form, one touch on Pay pays', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('firsttap'), plan: 'Senda 100' });
    await chooseCardPayment(page);
    const seen = { paymentRequests: 0 };
    page.on('request', (request) => {
      if (PAYMENT_REQUEST.test(request.url())) seen.paymentRequests += 1;
    });
    // The sandbox's card whose payment_request answers "Your capture context has expired.".
    await payByCard(page, '4000 0000 0000 0069');
    await page.getByText('Your payment session has expired. Enter your card details again.').waitFor();
    expect(seen.paymentRequests).toBe(1);

    await cardNumberFrame(page).locator('#number').fill(TEST_CARDS.approve);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
    await securityCodeFrame(page).locator('#code').fill('123');
    await cardComplete(page);
    const pay = page.getByRole('button', { name: /^Pay/ });
    await pay.scrollIntoViewIfNeeded();
    const box = await pay.boundingBox();
    if (!box) throw new Error('no Pay button on screen');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    const orderRef = await successOrderRef(page);
    expect(seen.paymentRequests).toBe(2);
    await expectPaidOnce(orderRef);
  });
});
