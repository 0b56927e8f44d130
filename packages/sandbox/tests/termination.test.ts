import { numberChangeEligibility } from '@senda/core/flows/number-change';
import { planSwitchEligibility } from '@senda/core/flows/plan-switch';
import { portInReinitiationEligibility } from '@senda/core/flows/port-in-request';
import { submitRenewal } from '@senda/core/flows/renew-now';
import { simReplacementEligibility } from '@senda/core/flows/sim-replacement';
import {
  cancelTermination,
  claimWinBack,
  submitTermination,
  terminationCancelEligibility,
  terminationEligibility,
  terminationReasons,
  winBackAggregation,
} from '@senda/core/flows/termination';
import {
  activateSim,
  type GatewayClient,
  getOrder,
  getServiceRequestStatus,
  newIdempotencyKey,
  requestInvoice,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { TERMINATION_TYPE } from '../src/flows/termination/termination.ts';
import { gatewayFailure, lineOf, ORIGIN, setupSandboxTest, TAX_DETAILS } from './support/sandbox-test-kit.ts';

/**
 * Termination's domain over its gateway calls: when the line closes, auto-renewal stopped at
 * the request and put back by a withdraw, the refund of a line never activated (once), 4121101
 * with its reason, and the win-back offers and their claim.
 */
const kit = setupSandboxTest();
const { sandbox, clock, scenarioCustomer: customer } = kit;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

/** A termination as the app sends it: approved by the account's address first. */
const submit = async (
  line: { client: GatewayClient; accountNumber: string },
  idempotencyKey = newIdempotencyKey(),
  refundClabe?: string,
) =>
  submitTermination(
    line.client,
    {
      accountNumber: line.accountNumber,
      reason: 'TOO_EXPENSIVE',
      feedback: '',
      idempotencyKey,
      ...(refundClabe ? { refundClabe } : {}),
    },
    await kit.stepUpProof(line, 'TERMINATION'),
  );

describe('termination (sandbox domain over the gateway calls)', () => {
  it('an activated line closes the moment it is confirmed (LFPC art. 76 Bis): nothing left to withdraw', async () => {
    const line = customer('termination-eligible');
    expect(await lineOf(line)).toMatchObject({ autoRenewal: true });
    const eligibility = await terminationEligibility(line.client, { accountNumber: line.accountNumber });
    expect(eligibility).toMatchObject({ eligible: true, refund: null });
    expect((await terminationReasons(line.client)).map((reason) => reason.code)).toContain('TOO_EXPENSIVE');

    const request = await submit(line);
    expect(request).toMatchObject({ status: 'DONE', autoRenewal: false, refund: null });
    expect(Date.parse(request.closesAt)).toBe(clock.now());
    expect(await lineOf(line)).toMatchObject({ autoRenewal: false, status: 'Inactive' });
    expect(
      await terminationCancelEligibility(line.client, { accountNumber: line.accountNumber }),
    ).toMatchObject({ cancelable: false, reason: 'ALREADY_CLOSED' });
    expect(
      await gatewayFailure(
        cancelTermination(line.client, { accountNumber: line.accountNumber, requestId: request.requestId }),
      ),
    ).toMatchObject({ status: 409 });
    expect(await lineOf(line)).toMatchObject({ autoRenewal: false, status: 'Inactive' });
  });

  // The confirmation (the notice too): closed, the number released, the balance not refunded.
  it.each([
    ['es-MX', 'Senda: cancelamos tu línea', 'Cancelamos tu línea', 'se libera', 'no se reembolsan'],
    ['en-US', 'Senda: your line is cancelled', 'We cancelled your line', 'is released', 'are not refunded'],
  ] as const)('%s: the account’s address gets the confirmation: closed now, the number, the balance', async (lang, subject, closed, released, balance) => {
    const line = customer('termination-eligible');
    const eligibility = await terminationEligibility(line.client, { accountNumber: line.accountNumber });
    if (!eligibility.eligible) throw new Error('termination-eligible should be eligible');
    line.session.language = lang;
    await submit(line);
    const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(line.email)}`);
    const { messages } = (await response.json()) as {
      messages: { kind: string; subject: string; body: string }[];
    };
    const notices = messages.filter((mail) => mail.kind === 'account_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(subject);
    expect(notices[0]?.body).toContain(`${closed} ${line.msisdn}`);
    expect(notices[0]?.body).toContain(released);
    expect(notices[0]?.body).toContain(`${eligibility.losses.remainingDays} `);
    expect(notices[0]?.body).toContain(balance);
    expect(notices[0]?.body).toContain('*611');
  });

  it('before activation: closed at once, the order refunded in full, recorded once however often it is sent', async () => {
    const line = customer('termination-before-activation');
    const eligibility = await terminationEligibility(line.client, { accountNumber: line.accountNumber });
    if (!eligibility.eligible) throw new Error('termination-before-activation should be eligible');
    expect(eligibility.refund).toMatchObject({ orderRef: line.orderRef });
    expect(await winBackAggregation(line.client, { accountNumber: line.accountNumber })).toEqual([]);

    const key = newIdempotencyKey();
    const first = await submit(line, key);
    const again = await submit(line, key);
    expect(again.requestId).toBe(first.requestId);
    expect(first.refund).toEqual(eligibility.refund);
    expect(Date.parse(first.closesAt)).toBe(clock.now());
    expect(sandbox.state.termination.refundsFor(line.userId)).toEqual([
      expect.objectContaining({ requestId: first.requestId, orderRef: line.orderRef }),
    ]);
    expect((await lineOf(line)).status).toBe('Inactive');
    expect(sandbox.state.serviceRequests.onLine(line.accountNumber, TERMINATION_TYPE)).toHaveLength(1);
    // Closed: a new attempt (another key) is refused, so no second refund.
    expect(await terminationEligibility(line.client, { accountNumber: line.accountNumber })).toMatchObject({
      eligible: false,
      reason: 'LINE_INACTIVE',
    });
    expect(await gatewayFailure(submit(line))).toMatchObject({ errorId: 4121101 });
    expect(sandbox.state.termination.refundsFor(line.userId)).toHaveLength(1);
  });

  it('before activation, an order paid in cash at OXXO: refunded by SPEI to the CLABE given, which is required', async () => {
    const line = customer('termination-before-activation-oxxo');
    const eligibility = await terminationEligibility(line.client, { accountNumber: line.accountNumber });
    expect(eligibility).toMatchObject({ eligible: true, refund: { paidWith: { method: 'OXXO' } } });

    // Cash has no way back of its own: without a CLABE nothing is done, and a bad check digit is refused.
    expect(await gatewayFailure(submit(line))).toMatchObject({ status: 400 });
    await expect(submit(line, newIdempotencyKey(), '002010077777777772')).rejects.toThrow();
    expect(sandbox.state.termination.refundsFor(line.userId)).toEqual([]);

    const done = await submit(line, newIdempotencyKey(), '002010077777777771');
    expect(done.refund).toMatchObject({ paidWith: { method: 'OXXO' }, clabeLast4: '7771' });
    const refunded = await getOrder(line.client, { orderReference: line.orderRef });
    expect(refunded.refund?.method).toEqual({ method: 'SPEI' });
    const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(line.email)}`);
    const { messages } = (await response.json()) as { messages: { kind: string; body: string }[] };
    const [notice] = messages.filter((mail) => mail.kind === 'account_notice');
    expect(notice?.body).toContain('por transferencia SPEI a la cuenta con CLABE terminación 7771');
    expect(notice?.body).not.toContain('tarjeta');
  });

  it('ported-out-line: a line whose number another operator took is refused as NO_NUMBER, not as closed', async () => {
    const line = customer('ported-out-line');
    expect(await terminationEligibility(line.client, { accountNumber: line.accountNumber })).toMatchObject({
      eligible: false,
      reason: 'NO_NUMBER',
    });
  });

  it('failed-port-in: a line paid for whose transfer was refused may be cancelled, its order refunded in full and recorded on it', async () => {
    const line = customer('failed-port-in');
    const eligibility = await terminationEligibility(line.client, { accountNumber: line.accountNumber });
    if (!eligibility.eligible) throw new Error('failed-port-in should be eligible');
    const order = await getOrder(line.client, { orderReference: line.orderRef });
    expect(eligibility.refund).toEqual({
      amount: order.total,
      orderRef: line.orderRef,
      reason: 'TRANSFER_REFUSED',
      paidWith: order.payment,
    });

    const request = await submit(line);
    expect(request).toMatchObject({ status: 'DONE', refund: eligibility.refund });
    expect((await lineOf(line)).status).toBe('Inactive');
    // The order history says it: the amount, when, and back to the card it was paid with.
    const refunded = await getOrder(line.client, { orderReference: line.orderRef });
    expect(refunded.refund).toEqual({
      amount: order.total,
      refunded_at: new Date(clock.now()).toISOString(),
      method: order.payment,
    });
    // The refused transfer is given up with the line: nothing offers to start it again.
    expect(await portInReinitiationEligibility(line.client, { orderReference: line.orderRef })).toMatchObject(
      { eligible: false },
    );
    const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(line.email)}`);
    const { messages } = (await response.json()) as { messages: { kind: string; body: string }[] };
    const [notice] = messages.filter((mail) => mail.kind === 'account_notice');
    expect(notice?.body).toContain('sigue con tu compañía anterior');
    expect(notice?.body).toContain('te devolvemos');
    // The number was never the line's: the line cancelled is named as Senda's, not by that number.
    expect(notice?.body).toMatch(/^Cancelamos tu línea de Senda el /);
    // So does the code mail that approved it.
    const [code] = messages.filter((mail) => mail.kind === 'step_up');
    expect(code?.body).toMatch(/^Tu código para cancelar tu línea de Senda/);
  });

  it('a line with a plan change waiting is refused with 4121101 and its reason', async () => {
    const line = customer('termination-not-eligible');
    expect(await terminationEligibility(line.client, { accountNumber: line.accountNumber })).toMatchObject({
      eligible: false,
      reason: 'PENDING_REQUEST',
    });
    expect(await gatewayFailure(submit(line))).toEqual({
      status: 422,
      errorId: 4121101,
      errorCode: 'NOT_ELIGIBLE_FOR_TERMINATION',
    });
    expect(await winBackAggregation(line.client, { accountNumber: line.accountNumber })).toEqual([]);
    expect(await lineOf(line)).toMatchObject({ autoRenewal: true });
  });

  it('a cancelled line sells nothing more and says when it closed; its SIM cannot be activated', async () => {
    const line = customer('termination-eligible');
    const request = await submit(line);
    expect((await lineOf(line)).closesAt).toBe(request.closesAt);
    expect(await planSwitchEligibility(line.client, { simNumber: line.iccid })).toMatchObject({
      eligible: false,
    });
    expect(await simReplacementEligibility(line.client, { accountNumber: line.accountNumber })).toMatchObject(
      { eligible: false },
    );
    expect(
      await numberChangeEligibility(line.client, { accountNumber: line.accountNumber, action: 'CHANGE' }),
    ).toMatchObject({ eligible: false, reason: 'LINE_CLOSED' });

    const unused = customer('termination-before-activation');
    await submit(unused);
    expect(
      await gatewayFailure(activateSim(unused.client, { orderRef: unused.orderRef, iccid: unused.iccid })),
    ).toEqual({
      status: 409,
      errorId: 409009,
      errorCode: 'LINE_CANCELLED',
    });
    // Refunded in full: no sale left to invoice.
    const invoice = requestInvoice(unused.client, {
      orderRef: unused.orderRef,
      body: TAX_DETAILS,
    });
    expect(await gatewayFailure(invoice)).toMatchObject({ status: 409, errorCode: 'ORDER_NOT_INVOICEABLE' });
  });

  it('a renewal opened and not paid does not block it: closing the line cancels the renewal and its order', async () => {
    const line = customer('grace-line');
    const renewal = await submitRenewal(line.client, {
      simNumber: line.iccid,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(renewal.status).toBe('WAITING');
    expect(await terminationEligibility(line.client, { accountNumber: line.accountNumber })).toMatchObject({
      eligible: true,
    });
    await submit(line);
    expect((await getServiceRequestStatus(line.client, { requestId: renewal.requestId })).status).toBe(
      'CANCELED',
    );
    const order = sandbox.state.orders.find(renewal.payment?.orderRef ?? '');
    expect(order && sandbox.state.orders.isPayable(order)).toBe(false);
  });

  it('the offers: a discount, extra data and a cheaper plan; a claim allocates the reward, no termination', async () => {
    const line = customer('termination-eligible');
    const offers = await winBackAggregation(line.client, { accountNumber: line.accountNumber });
    expect(offers.map((offer) => offer.kind)).toEqual(['RENEWAL_DISCOUNT', 'EXTRA_DATA', 'CHEAPER_PLAN']);
    // Cheaper by the day: Senda 200 is $200 for 30 days, so Senda 100 ($100 for 15) is not.
    const cheaper = offers.find((offer) => offer.kind === 'CHEAPER_PLAN');
    const current = await lineOf(line);
    expect(
      cheaper?.kind === 'CHEAPER_PLAN' && cheaper.plan.price.amount / cheaper.plan.validityDays,
    ).toBeLessThan(current.plan.price.amount / current.plan.validityDays);
    const data = offers.find((offer) => offer.kind === 'EXTRA_DATA');
    if (!data) throw new Error('no extra-data offer');

    const key = newIdempotencyKey();
    const reward = await claimWinBack(line.client, {
      accountNumber: line.accountNumber,
      offerId: data.offerId,
      idempotencyKey: key,
    });
    expect(reward).toMatchObject({ kind: 'EXTRA_DATA', dataGb: 5 });
    // The same claim again answers the same reward.
    expect(
      await claimWinBack(line.client, {
        accountNumber: line.accountNumber,
        offerId: data.offerId,
        idempotencyKey: key,
      }),
    ).toEqual(reward);
    expect((await lineOf(line)).rewards).toEqual([reward]);
    expect(sandbox.state.serviceRequests.onLine(line.accountNumber, TERMINATION_TYPE)).toEqual([]);
    // While the reward is on the line only the plan is offered; a plan is not claimed here.
    const after = await winBackAggregation(line.client, { accountNumber: line.accountNumber });
    expect(after.map((offer) => offer.kind)).toEqual(['CHEAPER_PLAN']);
    expect(
      await gatewayFailure(
        claimWinBack(line.client, {
          accountNumber: line.accountNumber,
          offerId: after[0]?.offerId ?? '',
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    ).toMatchObject({ status: 422 });
  });

  it('another customer’s line is not found', async () => {
    const mine = customer('termination-eligible');
    const theirs = customer('termination-eligible');
    expect(
      await gatewayFailure(terminationEligibility(mine.client, { accountNumber: theirs.accountNumber })),
    ).toMatchObject({ status: 404 });
    expect(
      await gatewayFailure(submit({ client: mine.client, accountNumber: theirs.accountNumber })),
    ).toMatchObject({
      status: 404,
    });
  });
});
