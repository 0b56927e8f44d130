import { submitRenewal } from '@senda/core/flows/renew-now';
import {
  createCashPayment,
  type GatewayClient,
  getServiceRequestStatus,
  isGatewayError,
  multiLineUsers,
  newIdempotencyKey,
  orderCashPayment,
  paymentRequest,
  transactionStatus,
} from '@senda/core/gateway';
import { isValidClabe } from '@senda/core/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const DAY = 24 * 60 * 60 * 1000;
// 10:00 in Mexico City on 15 January 2025: grace-line (bought 31 days ago) missed its renewal on
// 14 January 00:00 Mexico City and is in Grace.
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

function customer(name: ScenarioName) {
  const made = sandbox.state.scenarios.create(name);
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  return { ...made, userId, client: kit.newClient(made.accessToken).client, simNumber: made.iccid };
}

function logInAgain(line: { email: string; client: GatewayClient }): void {
  const otp = sandbox.state.auth.signIn(line.email, 'web', 'es-MX', {});
  line.client = kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
}

async function gatewayFailure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, errorCode: error.errorCode };
}

async function payByCard(line: { client: GatewayClient; userId: string }, orderRef: string) {
  const context = sandbox.state.provider.createCaptureContext(line.userId, ORIGIN);
  const { token } = sandbox.state.provider.tokenise({
    captureContext: context.id,
    cardNumber: '4242424242424242',
    securityCode: '123',
    expirationMonth: '12',
    expirationYear: '2030',
  });
  let transaction = await paymentRequest(line.client, {
    orderRef,
    paymentMethod: 'CARD',
    idempotencyKey: newIdempotencyKey(),
    transientToken: token,
  });
  while (transaction.status === 'PENDING') {
    transaction = await transactionStatus(line.client, { transactionId: transaction.transactionId });
  }
  return transaction;
}

async function lineOf(line: { client: GatewayClient; accountNumber: string }) {
  const found = (await multiLineUsers(line.client)).find((each) => each.accountNumber === line.accountNumber);
  if (!found) throw new Error('the line is not listed');
  return found;
}

const paidRenewals = (accountNumber: string) =>
  (sandbox.state.toJSON().lines[accountNumber]?.renewals ?? []).filter(
    (renewal) => renewal.outcome === 'PAID',
  );

describe('renew now (sandbox domain over the gateway calls)', () => {
  it('renews a line in Grace paid by card: Active until 30 Mexico City days from the day it paid, one renewal', async () => {
    const line = customer('grace-line');
    expect((await lineOf(line)).status).toBe('Grace');

    const renewal = await submitRenewal(line.client, {
      simNumber: line.simNumber,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(renewal.status).toBe('WAITING');
    // Senda 200 for one period, IVA (16 %) included: 200 of which 27.59 is IVA.
    expect(renewal.payment?.amount).toEqual({ amount: 200, currency: 'MXN' });
    expect(renewal.payment?.tax).toEqual({ amount: 27.59, currency: 'MXN' });
    expect(renewal.renewsUntil).toBe('2025-02-14T06:00:00.000Z');

    expect((await payByCard(line, renewal.payment?.orderRef ?? '')).status).toBe('SUCCESS');
    const renewed = await lineOf(line);
    expect(renewed.status).toBe('Active');
    expect(renewed.renewalDate).toBe('2025-02-14T06:00:00.000Z');
    expect((await getServiceRequestStatus(line.client, { requestId: renewal.requestId })).status).toBe(
      'DONE',
    );
    expect(paidRenewals(line.accountNumber)).toHaveLength(1);
  });

  it('counts the new period in Mexico City days, not UTC ones (22:30 on the 15th is the 15th)', async () => {
    clock.set(Date.UTC(2025, 0, 16, 4, 30, 0));
    const line = customer('grace-line');
    const renewal = await submitRenewal(line.client, {
      simNumber: line.simNumber,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(renewal.renewsUntil).toBe('2025-02-14T06:00:00.000Z');
  });

  it('asks again while a renewal waits: the same request and order, never a second charge', async () => {
    const line = customer('grace-line');
    const first = await submitRenewal(line.client, {
      simNumber: line.simNumber,
      idempotencyKey: newIdempotencyKey(),
    });
    const again = await submitRenewal(line.client, {
      simNumber: line.simNumber,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(again.requestId).toBe(first.requestId);
    expect(again.payment?.orderRef).toBe(first.payment?.orderRef);
  });

  it('lets an Active line renew only in its last 5 days, adding a period after its renewal date', async () => {
    const line = customer('active-esim-line');
    expect(
      await gatewayFailure(
        submitRenewal(line.client, { simNumber: line.simNumber, idempotencyKey: newIdempotencyKey() }),
      ),
    ).toEqual({ status: 422, errorCode: 'RENEWAL_NOT_ELIGIBLE' });

    // Bought 15 Jan 10:00: renews 14 Feb 00:00 Mexico City. On 10 Feb it is inside the window.
    clock.advance(26 * DAY);
    logInAgain(line);
    const renewal = await submitRenewal(line.client, {
      simNumber: line.simNumber,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(renewal.renewsUntil).toBe('2025-03-16T06:00:00.000Z');
    await payByCard(line, renewal.payment?.orderRef ?? '');
    expect((await lineOf(line)).renewalDate).toBe('2025-03-16T06:00:00.000Z');
  });

  it("answers 404 for another customer's line, order and voucher", async () => {
    const owner = customer('grace-line');
    const other = customer('grace-line');
    const renewal = await submitRenewal(owner.client, {
      simNumber: owner.simNumber,
      idempotencyKey: newIdempotencyKey(),
    });
    const orderRef = renewal.payment?.orderRef ?? '';
    expect(
      await gatewayFailure(
        submitRenewal(other.client, { simNumber: owner.simNumber, idempotencyKey: newIdempotencyKey() }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await gatewayFailure(createCashPayment(other.client, { orderRef, method: 'OXXO' }))).toMatchObject(
      {
        status: 404,
      },
    );
    expect(await gatewayFailure(orderCashPayment(other.client, { orderRef }))).toMatchObject({ status: 404 });
  });
});

describe('OXXO and SPEI', () => {
  async function waitingRenewal() {
    const line = customer('grace-line');
    const renewal = await submitRenewal(line.client, {
      simNumber: line.simNumber,
      idempotencyKey: newIdempotencyKey(),
    });
    return { line, renewal, orderRef: renewal.payment?.orderRef ?? '' };
  }

  async function confirm(reference: string) {
    const response = await fetch(`${ORIGIN}/mocks/cash-payments/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    return response.json();
  }

  it('gives an OXXO voucher valid until 23:59 Mexico City three days on, the same one when asked again', async () => {
    const { line, orderRef } = await waitingRenewal();
    const voucher = await createCashPayment(line.client, { orderRef, method: 'OXXO' });
    expect(voucher).toMatchObject({
      method: 'OXXO',
      status: 'PENDING',
      amount: { amount: 200, currency: 'MXN' },
    });
    expect(voucher.reference).toMatch(/^\d{14}$/);
    // 18 January 23:59 in Mexico City (UTC−6).
    expect(voucher.expiresAt).toBe('2025-01-19T05:59:00.000Z');
    expect((await createCashPayment(line.client, { orderRef, method: 'OXXO' })).reference).toBe(
      voucher.reference,
    );
    expect(await orderCashPayment(line.client, { orderRef })).toEqual(voucher);
  });

  it('gives a SPEI CLABE with a valid check digit and a 7-digit reference', async () => {
    const { line, orderRef } = await waitingRenewal();
    const transfer = await createCashPayment(line.client, { orderRef, method: 'SPEI' });
    if (transfer.method !== 'SPEI') throw new Error('not a SPEI reference');
    expect(isValidClabe(transfer.clabe)).toBe(true);
    expect(transfer.clabe.slice(0, 3)).toBe('646');
    expect(transfer.reference).toMatch(/^\d{7}$/);
  });

  it('stays pending until the payment is confirmed, then renews the line exactly once', async () => {
    const { line, renewal, orderRef } = await waitingRenewal();
    const voucher = await createCashPayment(line.client, { orderRef, method: 'OXXO' });
    expect((await lineOf(line)).status).toBe('Grace');
    expect((await getServiceRequestStatus(line.client, { requestId: renewal.requestId })).status).toBe(
      'WAITING',
    );

    expect(await confirm(voucher.reference)).toMatchObject({ applied: true, orderRef });
    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef,
      reason: 'ALREADY_APPLIED',
      refund: 'SPEI_TO_NAMED_ACCOUNT',
    });

    expect((await lineOf(line)).status).toBe('Active');
    expect((await orderCashPayment(line.client, { orderRef }))?.status).toBe('PAID');
    expect((await getServiceRequestStatus(line.client, { requestId: renewal.requestId })).status).toBe(
      'DONE',
    );
    expect(paidRenewals(line.accountNumber)).toHaveLength(1);
  });

  it('never applies a late payment to an expired voucher; a new voucher can still pay', async () => {
    const { line, orderRef } = await waitingRenewal();
    const voucher = await createCashPayment(line.client, { orderRef, method: 'OXXO' });
    clock.advance(4 * DAY);
    logInAgain(line);
    expect((await orderCashPayment(line.client, { orderRef }))?.status).toBe('EXPIRED');
    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef,
      reason: 'EXPIRED',
      refund: 'SPEI_TO_NAMED_ACCOUNT',
    });
    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef,
      reason: 'EXPIRED',
      refund: 'SPEI_TO_NAMED_ACCOUNT',
    });
    expect((await lineOf(line)).status).toBe('Grace');
    expect(paidRenewals(line.accountNumber)).toHaveLength(0);

    const fresh = await createCashPayment(line.client, { orderRef, method: 'OXXO' });
    expect(fresh.reference).not.toBe(voucher.reference);
    expect(await confirm(fresh.reference)).toMatchObject({ applied: true });
    expect((await lineOf(line)).status).toBe('Active');
  });

  it('returns a cash payment for an order already paid by card: one charge, one renewal', async () => {
    const { line, orderRef } = await waitingRenewal();
    const voucher = await createCashPayment(line.client, { orderRef, method: 'OXXO' });
    await payByCard(line, orderRef);
    // The renewal's receipt says the voucher closed, before any cash can arrive on it.
    const receipts = sandbox.state.mailbox.listFor(line.email).filter((mail) => mail.kind === 'receipt');
    expect(receipts.at(-1)?.body).toContain(
      `La ficha OXXO ${voucher.reference} de este pedido quedó cerrada`,
    );
    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef,
      reason: 'ORDER_NOT_PAYABLE',
      refund: 'SPEI_TO_NAMED_ACCOUNT',
    });
    expect(paidRenewals(line.accountNumber)).toHaveLength(1);
    expect(await gatewayFailure(createCashPayment(line.client, { orderRef, method: 'SPEI' }))).toMatchObject({
      status: 422,
      errorCode: 'CASH_PAYMENT_NOT_AVAILABLE',
    });
  });
});
