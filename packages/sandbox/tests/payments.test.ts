import {
  addCustomerPaymentMethod,
  captureContext,
  closePaymentRequest,
  createGatewayClient,
  createOrder,
  customerPaymentMethods,
  deliveryMethods,
  deliverySlots,
  type GatewayClient,
  getOrder,
  guestSignup,
  isCaptureContextExpired,
  isPaylinkPayable,
  manualKycSubmit,
  newIdempotencyKey,
  paylinkDetails,
  paymentRequest,
  paymentRequestStatus,
  portInEligibility,
  validatePortInOtp,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { mexicoCityDate } from '../src/domain/delivery.ts';
import { plausiblePng } from '../src/domain/image-check.ts';
import {
  BILLING_ADDRESS,
  CARDS,
  CUSTOMER,
  payWithCard,
  pollTransaction,
  tokenise,
} from './support/purchase-steps.ts';
import { GATEWAY_URL, memorySession, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock } = kit;

/** A new eSIM order waiting for the customer's payment, set up through the domain. */
function pendingOrder(userId: string): string {
  const user = sandbox.state.auth.user(userId);
  const [number] = sandbox.state.numbers.search({ category: 'FREE_NUMBER', limit: 1 });
  if (!user || !number) throw new Error('setup');
  sandbox.state.numbers.lock(number.number, user.id);
  return sandbox.state.orders.create(user, {
    simType: 'esim',
    numberType: 'NEW',
    selectedNumber: number.number,
    items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-300' }],
  }).orderRef;
}

/** A signed-up customer with a new eSIM order waiting for payment. */
async function customerWithOrder(email?: string) {
  const customer = await kit.signedUpCustomer(email);
  return { ...customer, orderRef: pendingOrder(customer.userId) };
}

/** Saves a card as the saved-cards page does: a token from the hosted fields, then POST. */
async function saveCard(
  client: GatewayClient,
  customerId: string,
  card: string,
  expiry?: { month: string; year: string },
) {
  const context = await captureContext(client, { targetOrigin: ORIGIN });
  const tokenised = await tokenise(context.captureContext, card, '123', expiry);
  if (!('token' in tokenised.body)) throw new Error(tokenised.body.error.reason);
  const cards = await addCustomerPaymentMethod(client, { customerId, transientToken: tokenised.body.token });
  const saved = cards.find((saved) => saved.last4 === card.slice(-4));
  if (!saved) throw new Error('card not saved');
  return saved;
}

/** payment_request with one of the customer's saved cards, through the core client. */
function payWithSavedCard(
  client: GatewayClient,
  orderRef: string,
  card: { paymentMethodId: string; brand: string; last4: string },
  options: { saveCard?: boolean } = {},
) {
  return paymentRequest(client, {
    orderRef,
    paymentMethod: 'SAVED_CARD',
    idempotencyKey: newIdempotencyKey(),
    paymentMethodId: card.paymentMethodId,
    card: { brand: card.brand, last4: card.last4 },
    ...options,
  });
}

/** What the gateway hands out for a challenge: the provider page, with the key that opens it. */
const challengeUrlOf = (transactionId: string) =>
  new RegExp(`^${ORIGIN}/mocks/payment-provider/challenge/${transactionId}\\?key=[a-z0-9]{32}$`);

/** The customer approves the bank's challenge page; the transaction then settles and pays the order. */
async function approveChallengeAndSettle(
  client: GatewayClient,
  attempt: { transactionId: string; challengeUrl?: string | undefined },
  orderRef: string,
) {
  const answered = await fetch(attempt.challengeUrl ?? '', {
    method: 'POST',
    body: JSON.stringify({ result: 'approve' }),
  });
  expect(await answered.json()).toEqual({ transactionId: attempt.transactionId, status: 'PENDING' });
  expect((await pollTransaction(client, attempt.transactionId)).final.status).toBe('SUCCESS');
  expect((await getOrder(client, { orderReference: orderRef })).state).toBe('TSU');
}

async function rawPaymentRequest(token: string | undefined, body: unknown) {
  const response = await fetch(`${GATEWAY_URL}/payment-service/v4/payment_request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth': token ?? '' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { failure?: { errorCode: string } } };
}

describe('the payment provider', () => {
  it('serves a hosted-fields frame bound to the capture context and its storefront origin', async () => {
    const { client } = await kit.signedUpCustomer();
    const context = await captureContext(client, { targetOrigin: `${ORIGIN}/web/payment` });
    expect(context.hostedFieldsUrl).toContain('/mocks/payment-provider/hosted-fields?captureContext=');
    expect(isCaptureContextExpired(context, clock.now())).toBe(false);
    const page = await fetch(new URL(context.hostedFieldsUrl, ORIGIN));
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${ORIGIN}`);
    const html = await page.text();
    // The frame posts only to its parent origin and checks who talks to it.
    expect(html).toContain(`"parentOrigin":"${ORIGIN}"`);
    expect(html).toContain('event.origin !== CONFIG.parentOrigin');
    expect(html).toContain('autocomplete="cc-number"');
  });

  it('tokenises a card: brand and last four back, the number nowhere in the state', async () => {
    const { client } = await kit.signedUpCustomer();
    const context = await captureContext(client, { targetOrigin: ORIGIN });
    const visa = await tokenise(context.captureContext, CARDS.approve);
    expect(visa.status).toBe(201);
    expect(visa.body).toMatchObject({ brand: 'visa', last4: '4242' });
    const amex = await tokenise(context.captureContext, '3782 822463 10005', '1234');
    expect(amex.body).toMatchObject({ brand: 'amex', last4: '0005' });
    const bad = await tokenise(context.captureContext, '4242 4242 4242 4241');
    expect(bad).toEqual({
      status: 400,
      body: { error: { reason: 'INVALID_CARD_NUMBER', message: expect.any(String) } },
    });
    const shortCode = await tokenise(context.captureContext, CARDS.approve, '12');
    expect(shortCode.body).toMatchObject({ error: { reason: 'INVALID_SECURITY_CODE' } });
    // The manual clock is in January 2025: December 2024 is over.
    expect(
      await tokenise(context.captureContext, CARDS.approve, '123', { month: '12', year: '2024' }),
    ).toEqual({
      status: 400,
      body: { error: { reason: 'CARD_EXPIRED', message: 'The card has expired.' } },
    });
    expect(sandbox.state.serialize()).not.toContain('4242424242424242');
  });

  it('says "Your capture context has expired." when the context is older than 15 minutes', async () => {
    const { client } = await kit.signedUpCustomer();
    const context = await captureContext(client, { targetOrigin: ORIGIN });
    clock.advance(15 * 60 * 1000);
    expect(isCaptureContextExpired(context, clock.now())).toBe(true);
    expect(await tokenise(context.captureContext, CARDS.approve)).toEqual({
      status: 400,
      body: { error: { reason: 'CAPTURE_CONTEXT_EXPIRED', message: 'Your capture context has expired.' } },
    });
  });
});

describe('payment_request', () => {
  it('answers "Your capture context has expired." for the 0069 card, and for a token whose context lapsed', async () => {
    const { client, orderRef, session } = await customerWithOrder();
    await expect(payWithCard(client, orderRef, CARDS.contextExpired)).rejects.toMatchObject({
      status: 422,
      errorCode: 'CAPTURE_CONTEXT_EXPIRED',
      description: 'Your capture context has expired.',
    });

    const context = await captureContext(client, { targetOrigin: ORIGIN });
    const token = await tokenise(context.captureContext, CARDS.approve);
    clock.advance(15 * 60 * 1000);
    const late = await rawPaymentRequest(session.token, {
      orderRef,
      paymentMethod: 'CARD',
      idempotencyKey: newIdempotencyKey(),
      transientToken: 'token' in token.body ? token.body.token : '',
    });
    expect(late.body.failure?.errorCode).toBe('CAPTURE_CONTEXT_EXPIRED');
    expect((await getOrder(client, { orderReference: orderRef })).state).toBe('PAY');
  });

  it('refuses anything that looks like a card number, under any name', async () => {
    const { orderRef, session } = await customerWithOrder();
    for (const body of [
      { orderRef, paymentMethod: 'CARD', transientToken: '4242424242424242' },
      { orderRef, paymentMethod: 'CARD', transientToken: 'tkn_x', note: '4242 4242 4242 4242' },
      { orderRef, paymentMethod: 'CARD', transientToken: 'tkn_x', cardNumber: 'hidden' },
      { orderRef, paymentMethod: 'CARD', transientToken: 'tkn_x', cvv: '123' },
    ]) {
      expect(await rawPaymentRequest(session.token, body)).toEqual({
        status: 400,
        body: { failure: expect.objectContaining({ errorId: 400002, errorCode: 'CARD_DATA_NOT_ALLOWED' }) },
      });
    }
    expect(sandbox.state.payments.forOrder(orderRef)).toEqual([]);
  });

  it('takes a token once only', async () => {
    const { client, orderRef } = await customerWithOrder();
    const context = await captureContext(client, { targetOrigin: ORIGIN });
    const token = await tokenise(context.captureContext, CARDS.decline);
    const transientToken = 'token' in token.body ? token.body.token : '';
    const first = await paymentRequest(client, {
      orderRef,
      paymentMethod: 'CARD',
      idempotencyKey: newIdempotencyKey(),
      transientToken,
    });
    await pollTransaction(client, first.transactionId);
    await expect(
      paymentRequest(client, {
        orderRef,
        paymentMethod: 'CARD',
        idempotencyKey: newIdempotencyKey(),
        transientToken,
      }),
    ).rejects.toMatchObject({
      errorCode: 'INVALID_PAYMENT_TOKEN',
    });
  });

  it('answers a repeated idempotency key with the same transaction: one charge, the token spent once', async () => {
    const { client, orderRef } = await customerWithOrder();
    const context = await captureContext(client, { targetOrigin: ORIGIN });
    const token = await tokenise(context.captureContext, CARDS.approve);
    const transientToken = 'token' in token.body ? token.body.token : '';
    const idempotencyKey = newIdempotencyKey();
    const attempt = { orderRef, paymentMethod: 'CARD', idempotencyKey, transientToken } as const;

    const first = await paymentRequest(client, attempt);
    // The answer was lost: the client asks again with the same key (and the same, spent, token).
    const again = await paymentRequest(client, attempt);
    expect(again.transactionId).toBe(first.transactionId);
    // Or finds it by the key alone, without a token.
    expect((await paymentRequestStatus(client, { idempotencyKey })).transactionId).toBe(first.transactionId);

    expect((await pollTransaction(client, first.transactionId)).final.status).toBe('SUCCESS');
    expect((await paymentRequest(client, attempt)).status).toBe('SUCCESS');
    expect(sandbox.state.payments.forOrder(orderRef).map((payment) => payment.transactionId)).toEqual([
      first.transactionId,
    ]);
    expect((await getOrder(client, { orderReference: orderRef })).payment_due.amount).toBe(0);
  });

  it('keeps keys apart: a new key is a new attempt, a key is refused for another order, 404 for an unknown key', async () => {
    const { client, userId, orderRef } = await customerWithOrder();
    const otherOrder = pendingOrder(userId);
    const declined = await payWithCard(client, orderRef, CARDS.decline);
    expect((await pollTransaction(client, declined.transactionId)).final.status).toBe('FAILED');
    const paid = await payWithCard(client, orderRef, CARDS.approve);
    expect(paid.transactionId).not.toBe(declined.transactionId);
    expect((await pollTransaction(client, paid.transactionId)).final.status).toBe('SUCCESS');

    const context = await captureContext(client, { targetOrigin: ORIGIN });
    const token = await tokenise(context.captureContext, CARDS.approve);
    const transientToken = 'token' in token.body ? token.body.token : '';
    const reusedKey = sandbox.state.payments.get(paid.transactionId)?.idempotencyKey ?? '';
    await expect(
      paymentRequest(client, {
        orderRef: otherOrder,
        paymentMethod: 'CARD',
        idempotencyKey: reusedKey,
        transientToken,
      }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(sandbox.state.payments.forOrder(otherOrder)).toEqual([]);
    // The refused request did not spend the token: it still pays the other order under a new key.
    const other = await paymentRequest(client, {
      orderRef: otherOrder,
      paymentMethod: 'CARD',
      idempotencyKey: newIdempotencyKey(),
      transientToken,
    });
    expect(other.orderRef).toBe(otherOrder);

    await expect(paymentRequestStatus(client, { idempotencyKey: newIdempotencyKey() })).rejects.toMatchObject(
      {
        status: 404,
      },
    );
  });

  it('a request that never arrived: closing its key answers no transaction, and the request arriving late is refused, not charged', async () => {
    const { client, orderRef } = await customerWithOrder();
    const context = await captureContext(client, { targetOrigin: ORIGIN });
    const token = await tokenise(context.captureContext, CARDS.approve);
    const lost = {
      orderRef,
      paymentMethod: 'CARD',
      idempotencyKey: newIdempotencyKey(),
      transientToken: 'token' in token.body ? token.body.token : '',
    } as const;

    // The window's look-ups found nothing; the order has no payment attempt at all.
    await expect(paymentRequestStatus(client, lost)).rejects.toMatchObject({ status: 404 });
    expect(await closePaymentRequest(client, lost)).toEqual({ transactions: [] });
    // The lost request reaches the gateway afterwards: refused, so "nothing was charged" stays true.
    await expect(paymentRequest(client, lost)).rejects.toMatchObject({
      status: 409,
      errorCode: 'PAYMENT_REQUEST_CLOSED',
    });
    expect(sandbox.state.payments.forOrder(orderRef)).toEqual([]);

    // Paying now, under a new key, is the one charge.
    const paid = await payWithCard(client, orderRef, CARDS.approve);
    expect((await pollTransaction(client, paid.transactionId)).final.status).toBe('SUCCESS');
    expect(sandbox.state.payments.forOrder(orderRef)).toHaveLength(1);
  });

  it('a request that did arrive: closing its key closes nothing and answers its transaction, to be followed', async () => {
    const { client, orderRef } = await customerWithOrder();
    const started = await payWithCard(client, orderRef, CARDS.approve);
    const idempotencyKey = sandbox.state.payments.get(started.transactionId)?.idempotencyKey ?? '';
    const answer = await closePaymentRequest(client, { orderRef, idempotencyKey });
    expect(answer.transactions.map((transaction) => transaction.transactionId)).toEqual([
      started.transactionId,
    ]);
    // Another key of the same order, not seen: closed, but the order's started payment is answered too.
    const other = await closePaymentRequest(client, { orderRef, idempotencyKey: newIdempotencyKey() });
    expect(other.transactions.map((transaction) => transaction.status)).toEqual(['PENDING']);
    expect((await pollTransaction(client, started.transactionId)).final.status).toBe('SUCCESS');
  });

  it("another customer's identical key is their own request, never the first customer's transaction", async () => {
    const ana = await customerWithOrder();
    const ben = await customerWithOrder('ben.ruiz@example.mx');
    const anaPayment = await payWithCard(ana.client, ana.orderRef, CARDS.approve);
    const key = sandbox.state.payments.get(anaPayment.transactionId)?.idempotencyKey ?? '';

    await expect(paymentRequestStatus(ben.client, { idempotencyKey: key })).rejects.toMatchObject({
      status: 404,
    });
    const context = await captureContext(ben.client, { targetOrigin: ORIGIN });
    const token = await tokenise(context.captureContext, CARDS.approve);
    const benPayment = await paymentRequest(ben.client, {
      orderRef: ben.orderRef,
      paymentMethod: 'CARD',
      idempotencyKey: key,
      transientToken: 'token' in token.body ? token.body.token : '',
    });
    expect(benPayment.transactionId).not.toBe(anaPayment.transactionId);
    expect(benPayment.orderRef).toBe(ben.orderRef);
    expect((await paymentRequestStatus(ana.client, { idempotencyKey: key })).transactionId).toBe(
      anaPayment.transactionId,
    );
    expect((await paymentRequestStatus(ben.client, { idempotencyKey: key })).transactionId).toBe(
      benPayment.transactionId,
    );
  });

  it('a challenge card waits in CHALLENGE until the bank page is answered', async () => {
    const { client, orderRef } = await customerWithOrder();
    const attempt = await payWithCard(client, orderRef, CARDS.challenge);
    expect(attempt.status).toBe('CHALLENGE');
    expect(attempt.challengeUrl).toMatch(challengeUrlOf(attempt.transactionId));
    // A second payment while the challenge is open would risk a double charge.
    await expect(payWithCard(client, orderRef, CARDS.approve)).rejects.toMatchObject({
      errorCode: 'ORDER_NOT_PAYABLE',
    });

    const page = await fetch(attempt.challengeUrl ?? '');
    expect(await page.text()).toContain('Autorizar');
    await approveChallengeAndSettle(client, attempt, orderRef);
  });

  it('opens and answers the challenge page only with the key in its URL, framed only by the storefront', async () => {
    const { client, orderRef } = await customerWithOrder();
    const attempt = await payWithCard(client, orderRef, CARDS.challenge);
    const url = new URL(attempt.challengeUrl ?? '');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${ORIGIN}`);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The page's own answer goes back with the key.
    expect(await page.text()).toContain(url.search);

    const withoutKey = `${url.origin}${url.pathname}`;
    const wrongKey = `${withoutKey}?key=${'x'.repeat(32)}`;
    for (const guess of [withoutKey, wrongKey, `${withoutKey}?key=`]) {
      expect((await fetch(guess)).status).toBe(404);
      for (const result of ['approve', 'fail']) {
        const answer = await fetch(guess, { method: 'POST', body: JSON.stringify({ result }) });
        expect(answer.status).toBe(404);
      }
    }
    expect(sandbox.state.payments.get(attempt.transactionId)?.status).toBe('CHALLENGE');
    await approveChallengeAndSettle(client, attempt, orderRef);
  });

  it('binds a saved card challenge to the storefront that asked, and to nobody when that is unknown', async () => {
    const { client, userId, orderRef, session } = await customerWithOrder();
    const card = await saveCard(client, userId, CARDS.challenge);
    // As a browser does on a POST: the storefront's Origin goes with the request.
    const browser = createGatewayClient({
      baseUrl: GATEWAY_URL,
      session: memorySession(session.token),
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('Origin', ORIGIN);
        return fetch(request);
      },
    });
    const asked = await payWithSavedCard(browser, orderRef, card);
    const page = await fetch(asked.challengeUrl ?? '');
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${ORIGIN}`);
    await fetch(asked.challengeUrl ?? '', { method: 'POST', body: JSON.stringify({ result: 'fail' }) });

    // No Origin (not a browser): the page may not be framed at all.
    const unknown = await payWithSavedCard(client, orderRef, card);
    const unframed = await fetch(unknown.challengeUrl ?? '');
    expect(unframed.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(unframed.headers.get('x-frame-options')).toBe('DENY');
  });

  it('a refused or abandoned challenge fails the transaction and leaves the order payable', async () => {
    const { client, orderRef } = await customerWithOrder();
    const refused = await payWithCard(client, orderRef, CARDS.challenge);
    await fetch(refused.challengeUrl ?? '', {
      method: 'POST',
      body: JSON.stringify({ result: 'fail' }),
    });
    expect((await pollTransaction(client, refused.transactionId)).final).toMatchObject({
      status: 'FAILED',
      reason: 'AUTHENTICATION_FAILED',
    });
    const abandoned = await payWithCard(client, orderRef, CARDS.challenge);
    clock.advance(10 * 60 * 1000 + 1);
    expect((await pollTransaction(client, abandoned.transactionId)).final).toMatchObject({
      status: 'FAILED',
      reason: 'AUTHENTICATION_TIMEOUT',
    });
    expect((await getOrder(client, { orderReference: orderRef })).state).toBe('PAY');
  });
});

describe('payment_request with a saved card (SAVED_CARD)', () => {
  it('pays a second order with the card the first one saved: no token, the saved card as stored', async () => {
    const { client, userId, orderRef } = await customerWithOrder();
    const first = await payWithCard(client, orderRef, CARDS.approve, { saveCard: true });
    expect((await pollTransaction(client, first.transactionId)).final.status).toBe('SUCCESS');
    const [card] = await customerPaymentMethods(client, { customerId: userId });
    if (!card) throw new Error('the first payment saved no card');

    const second = pendingOrder(userId);
    const tokensBefore = sandbox.state.toJSON().cardTokens;
    // saveCard on a card already saved means nothing: it is ignored.
    const transaction = await payWithSavedCard(client, second, card, { saveCard: true });
    expect(transaction).toMatchObject({ status: 'PENDING', orderRef: second });
    const { final, seen } = await pollTransaction(client, transaction.transactionId);
    expect(seen).toEqual(['PENDING', 'SUCCESS']);
    expect(final.status).toBe('SUCCESS');
    expect(await getOrder(client, { orderReference: second })).toMatchObject({
      state: 'TSU',
      payment_due: { amount: 0 },
    });

    const payment = sandbox.state.payments.get(transaction.transactionId);
    expect(payment).toMatchObject({
      paymentMethod: 'SAVED_CARD',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      outcome: 'approve',
    });
    expect(payment?.saveCard).toBeUndefined();
    expect(sandbox.state.toJSON().cardTokens).toEqual(tokensBefore);
    expect(await customerPaymentMethods(client, { customerId: userId })).toEqual([card]);

    // Paid is paid, whatever pays.
    await expect(payWithSavedCard(client, second, card)).rejects.toMatchObject({
      status: 409,
      errorCode: 'ORDER_NOT_PAYABLE',
    });
    expect(sandbox.context.violations).toEqual([]);
  });

  it('a saved challenge card waits in CHALLENGE until the bank page is answered, like a new one', async () => {
    const { client, userId, orderRef } = await customerWithOrder();
    const card = await saveCard(client, userId, CARDS.challenge);
    const attempt = await payWithSavedCard(client, orderRef, card);
    expect(attempt.status).toBe('CHALLENGE');
    expect(attempt.challengeUrl).toMatch(challengeUrlOf(attempt.transactionId));
    await expect(payWithSavedCard(client, orderRef, card)).rejects.toMatchObject({
      status: 409,
      errorCode: 'ORDER_NOT_PAYABLE',
    });

    await approveChallengeAndSettle(client, attempt, orderRef);
    expect(sandbox.state.payments.forOrder(orderRef).map((p) => p.status)).toEqual(['SUCCESS']);
  });

  it('a saved card declines as its number does, and the order stays payable', async () => {
    const { client, userId, orderRef } = await customerWithOrder();
    for (const [number, reason] of [
      [CARDS.decline, 'CARD_DECLINED'],
      [CARDS.insufficientFunds, 'INSUFFICIENT_FUNDS'],
    ] as const) {
      const attempt = await payWithSavedCard(client, orderRef, await saveCard(client, userId, number));
      expect((await pollTransaction(client, attempt.transactionId)).final).toMatchObject({
        status: 'FAILED',
        reason,
      });
    }
    expect((await getOrder(client, { orderReference: orderRef })).state).toBe('PAY');
  });

  it("answers 404 NOT_FOUND for another customer's card, an unknown one, or a guest's try; nothing is paid", async () => {
    const ana = await kit.signedUpCustomer('ana@example.mx');
    const anaCard = await saveCard(ana.client, ana.userId, CARDS.approve);
    const eva = await customerWithOrder('eva@example.mx');
    const notFound = { status: 404, errorCode: 'NOT_FOUND' };
    await expect(payWithSavedCard(eva.client, eva.orderRef, anaCard)).rejects.toMatchObject(notFound);
    await expect(
      payWithSavedCard(eva.client, eva.orderRef, { ...anaCard, paymentMethodId: 'pm_nope' }),
    ).rejects.toMatchObject(notFound);

    const guest = kit.newClient();
    const session = await guestSignup(guest.client);
    guest.session.setAccessToken(session.accessToken);
    const guestOrder = pendingOrder(session.userId);
    await expect(payWithSavedCard(guest.client, guestOrder, anaCard)).rejects.toMatchObject(notFound);

    for (const orderRef of [eva.orderRef, guestOrder]) {
      expect(sandbox.state.payments.forOrder(orderRef)).toEqual([]);
      expect(sandbox.state.orders.find(orderRef)?.state).toBe('PAY');
    }
    // A 404 ends nobody's session, and Ana's card is where it was.
    expect([eva.session.ended, guest.session.ended]).toEqual([[], []]);
    expect(await customerPaymentMethods(ana.client, { customerId: ana.userId })).toEqual([anaCard]);
  });

  it('refuses SAVED_CARD without a paymentMethodId, or with a token beside it, with 400', async () => {
    const { client, userId, orderRef, session } = await customerWithOrder();
    const card = await saveCard(client, userId, CARDS.approve);
    const context = await captureContext(client, { targetOrigin: ORIGIN });
    const token = await tokenise(context.captureContext, CARDS.approve);
    const transientToken = 'token' in token.body ? token.body.token : '';
    for (const body of [
      { orderRef, paymentMethod: 'SAVED_CARD' },
      { orderRef, paymentMethod: 'SAVED_CARD', cardBrand: 'visa', cardLast4: '4242' },
      { orderRef, paymentMethod: 'SAVED_CARD', paymentMethodId: card.paymentMethodId, transientToken },
    ]) {
      expect(await rawPaymentRequest(session.token, body)).toEqual({
        status: 400,
        body: { failure: expect.objectContaining({ errorCode: 'BAD_REQUEST' }) },
      });
    }
    expect(sandbox.state.payments.forOrder(orderRef)).toEqual([]);
    expect(sandbox.state.toJSON().cardTokens[transientToken]?.used).toBe(false);
  });

  it('refuses a saved card whose expiry month is over (sandbox clock) with 422 CARD_EXPIRED', async () => {
    // Half an hour before the month ends, a card expiring this month is still good to save.
    const today = new Date(clock.now());
    const monthEnd = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
    clock.set(monthEnd - 30 * 60 * 1000);
    const expiry = { month: String(today.getUTCMonth() + 1), year: String(today.getUTCFullYear()) };
    const { client, userId, orderRef, session } = await customerWithOrder();
    const card = await saveCard(client, userId, CARDS.approve, expiry);

    clock.set(monthEnd);
    await expect(payWithSavedCard(client, orderRef, card)).rejects.toMatchObject({
      status: 422,
      errorCode: 'CARD_EXPIRED',
      description: 'The card has expired.',
    });
    expect(sandbox.state.payments.forOrder(orderRef)).toEqual([]);
    expect((await getOrder(client, { orderReference: orderRef })).state).toBe('PAY');
    expect(session.ended).toEqual([]);
  });
});

describe('pay-by-link', () => {
  it('shows the order, masked e-mail and status, and expires after 72 hours', async () => {
    const { client, orderRef } = await customerWithOrder();
    const created = await fetch(`${ORIGIN}/mocks/paylinks`, {
      method: 'POST',
      body: JSON.stringify({ orderRef }),
    });
    const { paylinkId } = (await created.json()) as { paylinkId: string };
    const paylink = await paylinkDetails(kit.newClient().client, { paylinkId });
    expect(paylink).toMatchObject({
      orderRef,
      status: 'ACTIVE',
      amount: { amount: 300 },
      customerEmail: 'a***@example.mx',
    });
    expect(isPaylinkPayable(paylink, clock.now())).toBe(true);
    clock.advance(72 * 60 * 60 * 1000);
    expect((await paylinkDetails(client, { paylinkId })).status).toBe('EXPIRED');
  });
});

describe('port-in order and manual eKYC', () => {
  /** A physical SIM with the 150 plan, its number brought in, delivered to the door in `slotId`. */
  const portInOrder = (email: string, slotId: string) => ({
    orderType: 'SIM_ONLY' as const,
    channel: 'web' as const,
    productType: 'prepaid' as const,
    simType: 'physical_sim' as const,
    numberType: 'PORT_IN' as const,
    items: [{ itemType: 'PLAN' as const, sku: 'PLAN-SENDA-150' }],
    customer: { ...CUSTOMER, email },
    billingAddress: BILLING_ADDRESS,
    delivery: { method: 'DOORSTEP_DELIVERY' as const, address: BILLING_ADDRESS, slotId },
  });

  it('orders a transferred number only after its SMS code was validated, where the operator asks one', async () => {
    sandbox.state.setPortInOtpRequired(true);
    const { client, email } = await kit.signedUpCustomer();
    const order = portInOrder(email, 'MX-DOMICILIO-x');
    const otp = await portInEligibility(client, { number: '3312345678', donor: 'ATT', nip: '7788' });
    const portIn = { number: '3312345678', donor: 'ATT', requestId: otp.requestId };
    await expect(createOrder(client, { ...order, portIn })).rejects.toMatchObject({
      errorCode: 'PORT_IN_NOT_ELIGIBLE',
    });
    await validatePortInOtp(client, {
      requestId: otp.requestId,
      otpCode: await kit.mailboxCode('3312345678'),
    });
    const created = await createOrder(client, { ...order, portIn });
    // 150 plan + 49 doorstep delivery, SIM card free.
    expect(created.payment_due).toEqual({ amount: 199, currency: 'MXN' });
    const full = await getOrder(client, { orderReference: created.order_ref });
    expect(full).toMatchObject({
      number_type: 'PORT_IN',
      msisdn: '3312345678',
      delivery: { method: 'DOORSTEP_DELIVERY' },
    });
    expect(full.items.map((item) => item.itemType)).toEqual(['PLAN', 'FEE', 'DELIVERY_FEE_SKU']);
  });

  it('promises a delivery window only while the calendar still offers it with room', async () => {
    const { client, email } = await kit.signedUpCustomer();
    // The operator's config asks no SMS code: the NIP checked is the proof.
    const otp = await portInEligibility(client, { number: '3312345679', donor: 'ATT', nip: '7788' });
    const calendar =
      (await deliveryMethods(client)).find((m) => m.type === 'DOORSTEP_DELIVERY')?.slotId ?? '';
    const slots = await deliverySlots(client, { slotId: calendar });
    const order = (slotId: string) => ({
      ...portInOrder(email, slotId),
      portIn: { number: '3312345679', donor: 'ATT', requestId: otp.requestId },
    });
    const refused = { status: 422, errorId: 422720, errorCode: 'DELIVERY_SLOT_NOT_AVAILABLE' };
    // A window of a day gone by, and one of today, inside the packing lead (a full one: delivery.test.ts).
    const today = mexicoCityDate(clock.now());
    await expect(createOrder(client, order(`${calendar}-2020-01-06-AM`))).rejects.toMatchObject(refused);
    await expect(createOrder(client, order(`${calendar}-${today}-PM`))).rejects.toMatchObject(refused);
    const free = slots.find((slot) => slot.available)?.slotId ?? '';
    const created = await createOrder(client, order(free));
    expect((await getOrder(client, { orderReference: created.order_ref })).delivery?.slotId).toBe(free);
  });

  it('takes a selfie as multipart and refuses files that are too large or not images', async () => {
    const { client, orderRef } = await customerWithOrder();
    const png = plausiblePng();
    const result = await manualKycSubmit(client, { kind: 'selfie', image: new Blob([png]), orderRef });
    expect(result.status).toBe('SUBMITTED');
    expect(sandbox.state.orders.find(orderRef)?.kycSubmissionId).toBe(result.kycId);
    expect(JSON.stringify(sandbox.state.toJSON().kycSubmissions)).not.toContain('\\u0089');

    const text = new Blob(['hola'], { type: 'text/plain' });
    await expect(
      manualKycSubmit(client, { kind: 'document', file: text, fileName: 'ine.txt', documentType: 'CNIC' }),
    ).rejects.toMatchObject({ status: 415, errorCode: 'UNSUPPORTED_FILE_TYPE' });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(png);
    await expect(
      manualKycSubmit(client, {
        kind: 'document',
        file: new Blob([huge], { type: 'image/png' }),
        fileName: 'ine.png',
        documentType: 'CNIC',
      }),
    ).rejects.toMatchObject({ status: 413, errorCode: 'FILE_TOO_LARGE' });
  });

  it("refuses an upload tied to another customer's order with 404 and keeps nothing of it", async () => {
    const ana = await customerWithOrder();
    const ben = await customerWithOrder('ben.ruiz@example.mx');
    const png = plausiblePng();
    const before = Object.keys(sandbox.state.toJSON().kycSubmissions).length;
    await expect(
      manualKycSubmit(ben.client, { kind: 'selfie', image: new Blob([png]), orderRef: ana.orderRef }),
    ).rejects.toMatchObject({ status: 404 });
    expect(Object.keys(sandbox.state.toJSON().kycSubmissions)).toHaveLength(before);
    expect(sandbox.state.orders.find(ana.orderRef)?.kycSubmissionId).toBeUndefined();
    // The owner's own upload for the same order is taken.
    const own = await manualKycSubmit(ana.client, {
      kind: 'selfie',
      image: new Blob([png]),
      orderRef: ana.orderRef,
    });
    expect(sandbox.state.orders.find(ana.orderRef)?.kycSubmissionId).toBe(own.kycId);
  });
});
