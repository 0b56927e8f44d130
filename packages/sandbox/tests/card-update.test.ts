import {
  requestCardUpdateCode,
  resendCardUpdateCode,
  submitCardUpdate,
  verifyCardUpdateCode,
} from '@senda/core/flows/card-update';
import {
  customerPaymentMethods,
  deleteCustomerPaymentMethod,
  listServiceRequests,
  setDefaultCustomerPaymentMethod,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_URL, gatewayFailure, lineOf, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Card update's domain over its gateway calls: the code to the account's e-mail, the
 * the spec's OTP codes, the verified update, the new card on the line (its next renewal charges it), the
 * CHANGE_CARD_DETAILS request, and another customer's line or code not found.
 */
const kit = setupSandboxTest();
const { sandbox, clock, scenarioCustomer: customer } = kit;
const DAY = 24 * 60 * 60 * 1000;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

/** What the hosted fields make of a card: a transient token. */
function tokenFor(userId: string, cardNumber = '5555555555554444') {
  const context = sandbox.state.provider.createCaptureContext(userId, 'http://storefront.test');
  return sandbox.state.provider.tokenise({
    captureContext: context.id,
    cardNumber,
    securityCode: '123',
    expirationMonth: '11',
    expirationYear: '2030',
  }).token;
}

async function verified(made: ReturnType<typeof customer>) {
  const otp = await requestCardUpdateCode(made.client, { accountNumber: made.accountNumber });
  const code = sandbox.state.mailbox.latestCodeFor(made.email) ?? '';
  const update = await verifyCardUpdateCode(made.client, {
    accountNumber: made.accountNumber,
    requestId: otp.requestId,
    otpCode: code,
  });
  return { otp, update };
}

describe('card update', () => {
  it('mails a code to the account, then puts the new card on the line: the next renewal charges it', async () => {
    const made = customer('expired-card');
    expect((await lineOf(made)).renewalCard?.last4).toBe('4242');
    const { update } = await verified(made);
    const answer = await submitCardUpdate(made.client, {
      accountNumber: made.accountNumber,
      updateId: update.updateId,
      transientToken: tokenFor(made.userId),
    });
    expect(answer).toMatchObject({ status: 'DONE', action: 'CHANGE_CARD_DETAILS', card: { last4: '4444' } });
    expect((await lineOf(made)).renewalCard).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const history = await listServiceRequests(made.client, { accountNumber: made.accountNumber });
    expect(history.map((request) => request.type)).toContain('CHANGE_CARD_DETAILS');

    const before = (await lineOf(made)).renewalDate ?? '';
    clock.advance(4 * DAY);
    const after = await lineOf(made);
    expect(after.status).toBe('Active');
    expect(Date.parse(after.renewalDate ?? '')).toBeGreaterThan(Date.parse(before));
  });

  it('without the update, the expired card misses the renewal (the line goes to Grace)', async () => {
    const made = customer('expired-card');
    clock.advance(4 * DAY);
    expect((await lineOf(made)).status).toBe('Grace');
  });

  it('answers the same request to the same update sent again, spending nothing', async () => {
    const made = customer('expired-card');
    const { update } = await verified(made);
    const body = {
      accountNumber: made.accountNumber,
      updateId: update.updateId,
      transientToken: tokenFor(made.userId),
    };
    const first = await submitCardUpdate(made.client, body);
    const again = await submitCardUpdate(made.client, {
      ...body,
      transientToken: tokenFor(made.userId, '4242424242424242'),
    });
    expect(again.requestId).toBe(first.requestId);
    expect((await lineOf(made)).renewalCard?.last4).toBe('4444');
  });

  it('refuses a submit without a verified code (422811) and a wrong code with the §8 codes', async () => {
    const made = customer('expired-card');
    expect(
      await gatewayFailure(
        submitCardUpdate(made.client, {
          accountNumber: made.accountNumber,
          updateId: 'cu_made_up',
          transientToken: tokenFor(made.userId),
        }),
      ),
    ).toMatchObject({ status: 422, errorId: 422811 });
    const otp = await requestCardUpdateCode(made.client, { accountNumber: made.accountNumber });
    const code = sandbox.state.mailbox.latestCodeFor(made.email) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otpCode: string, requestId = otp.requestId) =>
      verifyCardUpdateCode(made.client, { accountNumber: made.accountNumber, requestId, otpCode });
    expect(await gatewayFailure(verify(wrong))).toMatchObject({ errorId: 422011 });
    const limit = sandbox.state.limits.otpMaxAttempts;
    for (let attempt = 2; attempt < limit; attempt++) await gatewayFailure(verify(wrong));
    expect(await gatewayFailure(verify(wrong))).toMatchObject({ errorId: 422026 });
    expect(await gatewayFailure(verify(code))).toMatchObject({ errorId: 422035 });
  });

  it('an expired code is 422004; a resend mails a new one that works', async () => {
    const made = customer('expired-card');
    const otp = await requestCardUpdateCode(made.client, { accountNumber: made.accountNumber });
    const code = sandbox.state.mailbox.latestCodeFor(made.email) ?? '';
    clock.advance((sandbox.state.limits.otpTtlSeconds + 5) * 1000);
    expect(
      await gatewayFailure(
        verifyCardUpdateCode(made.client, {
          accountNumber: made.accountNumber,
          requestId: otp.requestId,
          otpCode: code,
        }),
      ),
    ).toMatchObject({ errorId: 422004 });
    const next = await resendCardUpdateCode(made.client, { requestId: otp.requestId });
    const fresh = sandbox.state.mailbox.latestCodeFor(made.email) ?? '';
    const update = await verifyCardUpdateCode(made.client, {
      accountNumber: made.accountNumber,
      requestId: next.requestId,
      otpCode: fresh,
    });
    expect(update.updateId).toMatch(/^cu_/);
  });

  it('refuses a line never activated (422810) and another customer’s line (404)', async () => {
    const awaiting = customer('physical-sim-awaiting-activation');
    expect(
      await gatewayFailure(requestCardUpdateCode(awaiting.client, { accountNumber: awaiting.accountNumber })),
    ).toMatchObject({ status: 422, errorId: 422810 });
    const other = customer('active-esim-line');
    expect(
      await gatewayFailure(requestCardUpdateCode(other.client, { accountNumber: awaiting.accountNumber })),
    ).toMatchObject({ status: 404 });
  });

  it('refuses a card number in the body before the token is spent (400002)', async () => {
    const made = customer('expired-card');
    const { update } = await verified(made);
    const token = tokenFor(made.userId);
    const response = await fetch(`${GATEWAY_URL}/payment-service/v1/card-update/service-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth': made.accessToken },
      body: JSON.stringify({
        accountNumber: made.accountNumber,
        updateId: update.updateId,
        transientToken: token,
        cardNumber: '5555 5555 5555 4444',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ failure: { errorId: 400002 } });
    // The token was not spent: the same update goes through with it.
    const answer = await submitCardUpdate(made.client, {
      accountNumber: made.accountNumber,
      updateId: update.updateId,
      transientToken: token,
    });
    expect(answer.card.last4).toBe('4444');
  });
});

describe('the expired-card scenario', () => {
  it('keeps an expired default card and a valid Mastercard', async () => {
    const made = customer('expired-card');
    const cards = await customerPaymentMethods(made.client, { customerId: made.userId });
    expect(cards.map((card) => [card.last4, card.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const [expired] = cards;
    // The clock reads January 2025: the card expired two months back, in November 2024.
    expect(expired?.expiryYear).toBe(2024);
    expect(expired?.expiryMonth).toBe(11);
  });

  // "Quitamos la tarjeta." and the card stayed, renewing the line.
  it('removing the expired card removes it: the line renews with the Mastercard, now the default', async () => {
    const made = customer('expired-card');
    const [expired] = await customerPaymentMethods(made.client, { customerId: made.userId });
    const after = await deleteCustomerPaymentMethod(made.client, {
      customerId: made.userId,
      paymentMethodId: expired?.paymentMethodId ?? '',
    });
    expect(after.map((card) => [card.last4, card.isDefault])).toEqual([['4444', true]]);
    const line = await lineOf(made);
    expect(line.autoRenewal).toBe(true);
    expect(line.renewalCard).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('making the Mastercard the default moves the line off the expired card', async () => {
    const made = customer('expired-card');
    const cards = await customerPaymentMethods(made.client, { customerId: made.userId });
    await setDefaultCustomerPaymentMethod(made.client, {
      customerId: made.userId,
      paymentMethodId: cards[1]?.paymentMethodId ?? '',
    });
    expect((await lineOf(made)).renewalCard).toMatchObject({ last4: '4444' });
  });

  it('removing the only card a line renews with leaves the line renewing with it, as the page says', async () => {
    const made = customer('auto-renewal-on');
    const [card] = await customerPaymentMethods(made.client, { customerId: made.userId });
    await deleteCustomerPaymentMethod(made.client, {
      customerId: made.userId,
      paymentMethodId: card?.paymentMethodId ?? '',
    });
    // Nothing to move to: the renewal is not turned off unasked (the confirmation says nothing of
    // it); the card stays the line's, listed as "Renews your line …" and changed by card update.
    const line = await lineOf(made);
    expect(line.renewalCard).toMatchObject({ brand: card?.brand, last4: card?.last4 });
    expect(line.autoRenewal).toBe(true);
  });
});
