import { cancelAutoRenewal, enableAutoRenewal } from '@senda/core/flows/auto-renewal';
import { submitRenewal } from '@senda/core/flows/renew-now';
import {
  autoRenewalSpecifications,
  createCashPayment,
  createOrder,
  type GatewayClient,
  getServiceRequestStatus,
  lockNumber,
  multiLineUsers,
  newIdempotencyKey,
  searchNumbers,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName, ScenarioOptions } from '../src/domain/scenarios.ts';
import { BILLING_ADDRESS, CARDS, CUSTOMER, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { gatewayFailure, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Auto-renewal's domain over its gateway calls: the specifications, turning it on
 * with a saved card (nothing charged) or a new one (a first payment, once), the consent and terms
 * refusals, turning it off, and on the clock: the LFPC notice 5 days before, one charge per
 * period, a declined charge retried (3 attempts, 24 h apart) with an e-mail each time.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const DAY = 24 * 60 * 60 * 1000;
/**
 * 2025-01-15T16:00Z (10:00 in Mexico City). `auto-renewal-on` was bought 25 days before (renews
 * 2025-01-20T06:00Z), `auto-renewal-off` 22 days before (renews 2025-01-23T06:00Z).
 */
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
const DUE = Date.parse('2025-01-20T06:00:00.000Z');
const OFF_DUE = Date.parse('2025-01-23T06:00:00.000Z');
beforeEach(() => clock.set(START));

function customer(name: ScenarioName, options: ScenarioOptions = {}) {
  const made = sandbox.state.scenarios.create(name, options);
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  const line = sandbox.state.lines.listFor(userId)[0];
  if (!line) throw new Error('no line');
  return { ...made, userId, line, client: kit.newClient(made.accessToken).client };
}

/** A client signed in now (past the 7-day refresh window the customer logs in again). */
function signedIn(email: string): GatewayClient {
  const otp = sandbox.state.auth.signIn(email, 'web', 'es-MX', {});
  return kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
}

const savedCardOf = (userId: string) => sandbox.state.savedCards.list(userId)[0]?.paymentMethodId ?? '';
const terms = { amount: { amount: 200, currency: 'MXN' }, frequencyDays: 30 };
const mails = (email: string, kind: string) =>
  sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === kind);

describe('auto-renewal specifications and turning it on', () => {
  it('answers the terms of a line with auto-renewal off', async () => {
    const { client, accountNumber } = customer('auto-renewal-off');
    expect(await autoRenewalSpecifications(client, { accountNumber })).toMatchObject({
      enabled: false,
      card: { brand: 'visa', last4: '4242' },
      amount: { amount: 200, currency: 'MXN' },
      frequencyDays: 30,
      nextRenewalDate: new Date(OFF_DUE).toISOString(),
      noticeDays: 5,
      retry: { attempts: 3, intervalHours: 24 },
      firstPayment: { when: 'NEW_CARD' },
      failedRenewal: null,
      refusal: null,
    });
  });

  it('on with a saved card charges nothing, records the consent, and the same key answers the same request', async () => {
    const { client, accountNumber, userId, line } = customer('auto-renewal-off');
    const body = {
      accountNumber,
      paymentMethodId: savedCardOf(userId),
      consent: true,
      ...terms,
      idempotencyKey: newIdempotencyKey(),
    };
    const first = await enableAutoRenewal(client, body);
    expect(first).toMatchObject({ status: 'DONE' });
    expect(first.payment).toBeUndefined();
    expect(await enableAutoRenewal(client, body)).toEqual(first);
    expect(line).toMatchObject({ autoRenewal: true, autoRenewalConsent: { amount: 200, frequencyDays: 30 } });
    expect(line.renewals).toEqual([]);
    expect(await getServiceRequestStatus(client, { requestId: first.requestId })).toMatchObject({
      type: 'AUTO_RENEWAL',
      status: 'DONE',
    });
  });

  it('refuses without the consent tick (422911), with another amount (422912), on a line not activated (422910)', async () => {
    const { client, accountNumber, userId, line } = customer('auto-renewal-off');
    const base = { accountNumber, paymentMethodId: savedCardOf(userId), ...terms };
    expect(
      await gatewayFailure(
        enableAutoRenewal(client, { ...base, consent: false, idempotencyKey: newIdempotencyKey() }),
      ),
    ).toMatchObject({ errorId: 422911, errorCode: 'AUTO_RENEWAL_CONSENT_REQUIRED' });
    expect(
      await gatewayFailure(
        enableAutoRenewal(client, {
          ...base,
          consent: true,
          amount: { amount: 150, currency: 'MXN' },
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    ).toMatchObject({ errorId: 422912, errorCode: 'AUTO_RENEWAL_TERMS_CHANGED' });
    expect(line.autoRenewal).toBe(false);

    const waiting = customer('physical-sim-awaiting-activation');
    expect(
      await gatewayFailure(
        enableAutoRenewal(waiting.client, {
          ...terms,
          accountNumber: waiting.accountNumber,
          paymentMethodId: null,
          consent: true,
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    ).toMatchObject({ errorId: 422910, errorCode: 'AUTO_RENEWAL_NOT_ELIGIBLE' });
    expect(await autoRenewalSpecifications(waiting.client, waiting)).toMatchObject({
      refusal: 'SIM_NOT_ACTIVATED',
    });
  });

  it("another customer's line, or another customer's saved card, is not found", async () => {
    const mine = customer('auto-renewal-off');
    const theirs = customer('auto-renewal-off');
    expect(
      await gatewayFailure(autoRenewalSpecifications(mine.client, { accountNumber: theirs.accountNumber })),
    ).toMatchObject({ status: 404 });
    expect(
      await gatewayFailure(
        enableAutoRenewal(mine.client, {
          accountNumber: mine.accountNumber,
          paymentMethodId: savedCardOf(theirs.userId),
          consent: true,
          ...terms,
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await gatewayFailure(cancelAutoRenewal(mine.client, { accountNumber: theirs.accountNumber })),
    ).toMatchObject({ status: 404 });
  });

  it('on with a new card: a first payment, paid once, renews the line with no day lost and the new card renews it', async () => {
    const { client, accountNumber, line } = customer('auto-renewal-off');
    const answer = await enableAutoRenewal(client, {
      accountNumber,
      paymentMethodId: null,
      consent: true,
      ...terms,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(answer).toMatchObject({
      status: 'WAITING',
      payment: { amount: { amount: 200, currency: 'MXN' } },
    });
    expect(line.autoRenewal).toBe(false);
    const orderRef = answer.payment?.orderRef ?? '';
    const paid = await payWithCard(client, orderRef, '5555 5555 5555 4444');
    await pollTransaction(client, paid.transactionId);
    expect(line).toMatchObject({ autoRenewal: true, card: { last4: '4444' } });
    expect(await getServiceRequestStatus(client, { requestId: answer.requestId })).toMatchObject({
      status: 'DONE',
    });
    const spec = await autoRenewalSpecifications(client, { accountNumber });
    // The period bought now comes after the current one: 23 January + 30 days.
    expect(spec).toMatchObject({ enabled: true, nextRenewalDate: '2025-02-22T06:00:00.000Z' });
    expect(spec.charges.filter((charge) => charge.outcome === 'PAID')).toHaveLength(1);
    expect(sandbox.state.payments.forOrder(orderRef).filter((p) => p.status === 'SUCCESS')).toHaveLength(1);
  });

  it('off at once: nothing is charged on the date and the line goes to Grace', async () => {
    const { client, accountNumber, line, email } = customer('auto-renewal-on');
    expect(await cancelAutoRenewal(client, { accountNumber })).toMatchObject({ enabled: false });
    clock.set(DUE + DAY);
    const spec = await autoRenewalSpecifications(signedIn(email), { accountNumber });
    expect(spec).toMatchObject({ enabled: false, failedRenewal: null, firstPayment: { when: 'ALWAYS' } });
    expect(line.renewals).toEqual([{ at: DUE, amount: 200, outcome: 'MISSED', reason: 'AUTO_RENEWAL_OFF' }]);
    // The notice went out before it was turned off (the scenario is 5 days from its renewal).
    expect(mails(email, 'renewal_notice')).toHaveLength(1);
    expect(mails(email, 'renewal_failed')).toEqual([]);
  });
});

describe('auto-renewal on the clock', () => {
  it('turned on: the notice 5 days before, then one charge per period to the card', async () => {
    const { accountNumber, email, userId, client } = customer('auto-renewal-off');
    await enableAutoRenewal(client, {
      accountNumber,
      paymentMethodId: savedCardOf(userId),
      consent: true,
      ...terms,
      idempotencyKey: newIdempotencyKey(),
    });
    clock.set(OFF_DUE - 5 * DAY - 1);
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    expect(mails(email, 'renewal_notice')).toHaveLength(0);
    clock.set(OFF_DUE - 5 * DAY);
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    const notices = mails(email, 'renewal_notice');
    expect(notices.map((mail) => mail.sentAt)).toEqual([OFF_DUE - 5 * DAY]);
    expect(notices[0]?.body).toContain('$200 MXN');
    clock.set(OFF_DUE + 1);
    const spec = await autoRenewalSpecifications(signedIn(email), { accountNumber });
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    expect(spec.charges).toEqual([
      { at: new Date(OFF_DUE).toISOString(), amount: { amount: 200, currency: 'MXN' }, outcome: 'PAID' },
    ]);
    expect(spec.nextRenewalDate).toBe('2025-02-22T06:00:00.000Z');
  });

  it('a declined card: Grace, retried 24 h and 48 h later, an e-mail each time with the other ways to pay', async () => {
    const { accountNumber, email, orderRef, line } = customer('auto-renewal-on', { renewalCard: 'decline' });
    clock.set(DUE + 1);
    const spec = await autoRenewalSpecifications(signedIn(email), { accountNumber });
    expect(spec.failedRenewal).toEqual({
      dueAt: new Date(DUE).toISOString(),
      attempts: 1,
      nextAttemptAt: new Date(DUE + DAY).toISOString(),
      reason: 'CARD_DECLINED',
    });
    const [failed] = mails(email, 'renewal_failed');
    expect(failed?.subject).toBe('No pudimos cobrar la renovación de tu plan Senda 200');
    expect(failed?.body).toContain('OXXO');
    expect(failed?.body).toContain('SPEI');
    expect(failed?.link).toContain(`/manage/renew?orderRef=${orderRef}`);

    clock.set(DUE + 3 * DAY);
    const after = await autoRenewalSpecifications(signedIn(email), { accountNumber });
    expect(after.failedRenewal).toMatchObject({ attempts: 3, nextAttemptAt: null });
    expect(
      mails(email, 'renewal_failed')
        .map((mail) => mail.sentAt)
        .sort(),
    ).toEqual([DUE, DUE + DAY, DUE + 2 * DAY]);
    clock.set(DUE + 6 * DAY);
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    expect(line.renewals.filter((renewal) => renewal.outcome === 'PAID')).toHaveLength(0);
    expect(mails(email, 'renewal_failed')).toHaveLength(3);
  });

  it("the failure e-mail's text carries the link to renew the line now", async () => {
    const { accountNumber, email, orderRef } = customer('auto-renewal-on', { renewalCard: 'decline' });
    clock.set(DUE + 1);
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    const [failed] = mails(email, 'renewal_failed');
    expect(failed?.body).toContain(`Renovar ahora: /manage/renew?orderRef=${encodeURIComponent(orderRef)}`);
  });

  it('says what the line does in Grace as its page does: an eSIM never installed receives no calls', async () => {
    const { accountNumber, email, line } = customer('auto-renewal-on', { renewalCard: 'decline' });
    line.simType = 'esim';
    delete line.installedAt;
    clock.set(DUE + 1);
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    const [failed] = mails(email, 'renewal_failed');
    expect(failed?.body).toContain('todavía no recibe llamadas ni SMS');
    expect(failed?.body).not.toContain('sigues recibiendo llamadas y SMS');
  });

  it('with a voucher out for the period, names it instead of sending the customer to pay another way', async () => {
    const { accountNumber, email, orderRef, iccid } = customer('auto-renewal-on', {
      renewalCard: 'decline',
    });
    clock.set(DUE + 1);
    const client = signedIn(email);
    await autoRenewalSpecifications(client, { accountNumber });
    const renewal = await submitRenewal(client, { simNumber: iccid, idempotencyKey: newIdempotencyKey() });
    const voucher = await createCashPayment(client, {
      orderRef: renewal.payment?.orderRef ?? '',
      method: 'OXXO',
    });
    clock.set(DUE + DAY + 1);
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    const second = mails(email, 'renewal_failed').find((mail) => mail.sentAt === DUE + DAY);
    expect(second?.body).toContain(`una ficha OXXO ${voucher.reference}`);
    expect(second?.body).not.toContain('paga de otra forma');
    expect(second?.link).toContain(`/manage/order?orderRef=${orderRef}`);
  });

  it('writes the failure e-mail in English for a customer whose latest call was in English', async () => {
    const { accountNumber, email } = customer('auto-renewal-on', { renewalCard: 'insufficient_funds' });
    clock.set(DUE + 1);
    const otp = sandbox.state.auth.signIn(email, 'web', 'en-US', {});
    const english = kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken);
    english.session.language = 'en-US';
    await autoRenewalSpecifications(english.client, { accountNumber });
    const [failed] = mails(email, 'renewal_failed');
    expect(failed?.subject).toBe("We couldn't charge the renewal of your Senda 200 plan");
    expect(failed?.body).toContain('cash at OXXO or a SPEI bank transfer');
  });

  it('a retry that pays (the card works again) renews the period from its date, once', async () => {
    const { accountNumber, email, line } = customer('auto-renewal-on', { renewalCard: 'decline' });
    clock.set(DUE + 1);
    await autoRenewalSpecifications(signedIn(email), { accountNumber });
    if (line.card) line.card.outcome = 'approve';
    clock.set(DUE + DAY + 1);
    const spec = await autoRenewalSpecifications(signedIn(email), { accountNumber });
    expect(spec).toMatchObject({ failedRenewal: null, nextRenewalDate: '2025-02-19T06:00:00.000Z' });
    expect(line.lapsedAt).toBeUndefined();
    expect(line.renewals.map((renewal) => renewal.outcome)).toEqual(['MISSED', 'PAID']);
  });
});

describe('auto-renewal at purchase', () => {
  /** An eSIM order for Senda 200 placed and paid by card, with what the order summary's box said. */
  async function buy(
    email: string,
    autoRenewal?: { consent: true; amount: { amount: number; currency: string }; frequencyDays: number },
  ) {
    const { client } = await kit.signedUpCustomer(email);
    const [number] = await searchNumbers(client, { category: 'FREE_NUMBER' });
    if (!number) throw new Error('no free number');
    await lockNumber(client, { selectedNumber: number.number });
    const created = await createOrder(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      productType: 'prepaid',
      simType: 'esim',
      numberType: 'NEW',
      items: [
        { itemType: 'PLAN', sku: 'PLAN-SENDA-200' },
        { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' },
      ],
      selectedNumber: number.number,
      customer: { ...CUSTOMER, email },
      billingAddress: BILLING_ADDRESS,
      ...(autoRenewal ? { autoRenewal } : {}),
    });
    const paid = await payWithCard(client, created.order_ref, CARDS.approve);
    await pollTransaction(client, paid.transactionId);
    const [line] = await multiLineUsers(client);
    return line;
  }

  it('the box ticked on the order summary: the line starts renewing by itself on the card that paid', async () => {
    const line = await buy('ticked@example.mx', {
      consent: true,
      amount: { amount: 200, currency: 'MXN' },
      frequencyDays: 30,
    });
    expect(line).toMatchObject({ autoRenewal: true, renewalCard: { last4: '4242' } });
  });

  it('not ticked, or ticked for other terms: the line starts with it off', async () => {
    expect(await buy('unticked@example.mx')).toMatchObject({ autoRenewal: false });
    const other = await buy('other-terms@example.mx', {
      consent: true,
      amount: { amount: 100, currency: 'MXN' },
      frequencyDays: 30,
    });
    expect(other).toMatchObject({ autoRenewal: false });
  });
});
