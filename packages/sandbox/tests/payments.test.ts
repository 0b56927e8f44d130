import {
  captureContext,
  createOrder,
  getOrder,
  isCaptureContextExpired,
  isPaylinkPayable,
  manualKycSubmit,
  paylinkDetails,
  paymentRequest,
  portInEligibility,
  validatePortInOtp,
} from '@senda/core';
import { describe, expect, it } from 'vitest';
import {
  BILLING_ADDRESS,
  CARDS,
  CUSTOMER,
  payWithCard,
  pollTransaction,
  tokenise,
} from './support/purchase-steps.ts';
import { GATEWAY_URL, ORIGIN, PROVIDER_URL, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock } = kit;

/** A signed-up customer with a new eSIM order waiting for payment (set up through the domain). */
async function customerWithOrder() {
  const customer = await kit.signedUpCustomer();
  const user = sandbox.state.auth.user(customer.userId);
  const [number] = sandbox.state.numbers.search({ category: 'FREE_NUMBER', limit: 1 });
  if (!user || !number) throw new Error('setup');
  sandbox.state.numbers.lock(number.number, user.id);
  const order = sandbox.state.orders.create(user, {
    simType: 'esim',
    numberType: 'NEW',
    selectedNumber: number.number,
    items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-300' }],
  });
  return { ...customer, orderRef: order.orderRef };
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
    const first = await paymentRequest(client, { orderRef, paymentMethod: 'CARD', transientToken });
    await pollTransaction(client, first.transactionId);
    await expect(
      paymentRequest(client, { orderRef, paymentMethod: 'CARD', transientToken }),
    ).rejects.toMatchObject({
      errorCode: 'INVALID_PAYMENT_TOKEN',
    });
  });

  it('a challenge card waits in CHALLENGE until the bank page is answered', async () => {
    const { client, orderRef } = await customerWithOrder();
    const attempt = await payWithCard(client, orderRef, CARDS.challenge);
    expect(attempt.status).toBe('CHALLENGE');
    expect(attempt.challengeUrl).toBe(`${ORIGIN}/mocks/payment-provider/challenge/${attempt.transactionId}`);
    // A second payment while the challenge is open would risk a double charge.
    await expect(payWithCard(client, orderRef, CARDS.approve)).rejects.toMatchObject({
      errorCode: 'ORDER_NOT_PAYABLE',
    });

    const page = await fetch(attempt.challengeUrl ?? '');
    expect(await page.text()).toContain('Autorizar');
    const answered = await fetch(attempt.challengeUrl ?? '', {
      method: 'POST',
      body: JSON.stringify({ result: 'approve' }),
    });
    expect(await answered.json()).toEqual({ transactionId: attempt.transactionId, status: 'PENDING' });
    expect((await pollTransaction(client, attempt.transactionId)).final.status).toBe('SUCCESS');
    expect((await getOrder(client, { orderReference: orderRef })).state).toBe('TSU');
  });

  it('a refused or abandoned challenge fails the transaction and leaves the order payable', async () => {
    const { client, orderRef } = await customerWithOrder();
    const refused = await payWithCard(client, orderRef, CARDS.challenge);
    await fetch(`${PROVIDER_URL}/challenge/${refused.transactionId}`, {
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
  it('orders a transferred number only after its SMS code was validated', async () => {
    const { client, email } = await kit.signedUpCustomer();
    const order = {
      orderType: 'SIM_ONLY' as const,
      channel: 'web' as const,
      productType: 'prepaid' as const,
      simType: 'physical_sim' as const,
      numberType: 'PORT_IN' as const,
      items: [{ itemType: 'PLAN' as const, sku: 'PLAN-SENDA-150' }],
      customer: { ...CUSTOMER, email },
      billingAddress: BILLING_ADDRESS,
      delivery: { method: 'DOORSTEP_DELIVERY' as const, address: BILLING_ADDRESS, slotId: 'MX-DOMICILIO-x' },
    };
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

  it('takes a selfie as multipart and refuses files that are too large or not images', async () => {
    const { client, orderRef } = await customerWithOrder();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
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
});
