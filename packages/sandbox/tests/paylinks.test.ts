import {
  createCashPayment,
  type GatewayClient,
  getOrder,
  guestSignup,
  isGatewayError,
  openPaylink,
  orderCashPayment,
  paylinkDetails,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { CARDS, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const HOUR = 60 * 60 * 1000;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

function scenario(name: ScenarioName) {
  const made = sandbox.state.scenarios.create(name);
  return { ...made, paylinkId: made.paylinkId ?? '', orderRef: made.unpaidOrderRef ?? '' };
}

/** Someone with nothing but the link: a fresh guest session, as the paylink page makes one. */
async function stranger(): Promise<GatewayClient> {
  const { client, session } = kit.newClient();
  const guest = await guestSignup(client);
  session.setAccessToken(guest.accessToken);
  return client;
}

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, code: error.errorCode };
}

async function confirm(reference: string) {
  const response = await fetch(`${ORIGIN}/mocks/cash-payments/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference }),
  });
  return response.json();
}

describe('pay-by-link scenarios', () => {
  it('paylink-pending: an open link for the unpaid order, opened without signing in', async () => {
    const made = scenario('paylink-pending');
    expect(made.links.paylink).toBe(`/payment/paylink?paylink_id=${made.paylinkId}`);
    expect(made.links.paylink).not.toContain('auth_token');
    const link = await paylinkDetails(kit.newClient().client, { paylinkId: made.paylinkId });
    expect(link).toMatchObject({
      orderRef: made.orderRef,
      status: 'ACTIVE',
      amount: { currency: 'MXN' },
      description: expect.stringContaining('Senda 100'),
    });
    expect(Date.parse(link.expiresAt) - clock.now()).toBe(72 * HOUR);
  });

  it('paylink-expired: the link for the still unpaid order is past its 72 h', async () => {
    const made = scenario('paylink-expired');
    const link = await paylinkDetails(kit.newClient().client, { paylinkId: made.paylinkId });
    expect(link.status).toBe('EXPIRED');
    expect(Date.parse(link.expiresAt)).toBeLessThan(clock.now());
  });
});

describe('a stranger pays a pay-by-link', () => {
  it('by card once: the order is paid, the link says PAID, the order stays the customer’s', async () => {
    const made = scenario('paylink-pending');
    const payer = await stranger();
    // Before opening the link the order is not theirs to pay, nor ever theirs to read.
    expect(await failure(payWithCard(payer, made.orderRef, CARDS.approve))).toMatchObject({ status: 404 });
    expect((await openPaylink(payer, { paylinkId: made.paylinkId })).status).toBe('ACTIVE');
    expect(await failure(getOrder(payer, { orderReference: made.orderRef }))).toMatchObject({ status: 404 });

    const payment = await payWithCard(payer, made.orderRef, CARDS.approve);
    expect((await pollTransaction(payer, payment.transactionId)).final.status).toBe('SUCCESS');
    expect((await paylinkDetails(payer, { paylinkId: made.paylinkId })).status).toBe('PAID');
    expect(sandbox.state.payments.forOrder(made.orderRef).filter((p) => p.status === 'SUCCESS')).toHaveLength(
      1,
    );

    // Paying again: nothing to pay (and opening again lets nobody in).
    const again = await stranger();
    expect((await openPaylink(again, { paylinkId: made.paylinkId })).status).toBe('PAID');
    expect(await failure(payWithCard(again, made.orderRef, CARDS.approve))).toMatchObject({ status: 404 });
    // The first payer too: the link let them pay while it was open, and it is paid now.
    expect(await failure(payWithCard(payer, made.orderRef, CARDS.approve))).toMatchObject({ status: 404 });
    // Still PAID after the link's 72 h: a later visit says paid, not expired.
    clock.advance(73 * HOUR);
    expect((await paylinkDetails(payer, { paylinkId: made.paylinkId })).status).toBe('PAID');
  });

  it('by OXXO: pending until the provider confirms, applied once, never after the voucher expired', async () => {
    const made = scenario('paylink-pending');
    const payer = await stranger();
    await openPaylink(payer, { paylinkId: made.paylinkId });
    const voucher = await createCashPayment(payer, { orderRef: made.orderRef, method: 'OXXO' });
    // A voucher waiting is not a payment: the link stays open (cash sets paidTransactionId only when applied).
    expect((await paylinkDetails(payer, { paylinkId: made.paylinkId })).status).toBe('ACTIVE');
    expect(sandbox.state.orders.find(made.orderRef)?.paidTransactionId).toBeUndefined();
    expect(await orderCashPayment(payer, { orderRef: made.orderRef })).toMatchObject({
      reference: voucher.reference,
      status: 'PENDING',
    });

    expect(await confirm(voucher.reference)).toMatchObject({ applied: true, orderRef: made.orderRef });
    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef: made.orderRef,
      reason: 'ALREADY_APPLIED',
      refund: 'SPEI_TO_NAMED_ACCOUNT',
    });
    expect((await paylinkDetails(payer, { paylinkId: made.paylinkId })).status).toBe('PAID');
    expect((await orderCashPayment(payer, { orderRef: made.orderRef }))?.status).toBe('PAID');
    expect(
      await failure(createCashPayment(payer, { orderRef: made.orderRef, method: 'SPEI' })),
    ).toMatchObject({
      status: 404,
    });
  });

  it('a voucher paid after it expired is returned, never applied; the link then expires unpaid', async () => {
    const made = scenario('paylink-pending');
    const payer = await stranger();
    await openPaylink(payer, { paylinkId: made.paylinkId });
    const voucher = await createCashPayment(payer, { orderRef: made.orderRef, method: 'SPEI' });
    clock.advance(5 * 24 * HOUR);
    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef: made.orderRef,
      reason: 'EXPIRED',
      refund: 'SPEI_TO_SENDER',
    });
    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef: made.orderRef,
      reason: 'EXPIRED',
      refund: 'SPEI_TO_SENDER',
    });
    expect((await paylinkDetails(payer, { paylinkId: made.paylinkId })).status).toBe('EXPIRED');
    // The payer still follows the voucher made through the link, but may not pay any more.
    expect((await orderCashPayment(payer, { orderRef: made.orderRef }))?.status).toBe('EXPIRED');
    expect(
      await failure(createCashPayment(payer, { orderRef: made.orderRef, method: 'OXXO' })),
    ).toMatchObject({
      status: 404,
    });
  });

  it('an expired or unknown link lets nobody pay', async () => {
    const made = scenario('paylink-expired');
    const payer = await stranger();
    expect((await openPaylink(payer, { paylinkId: made.paylinkId })).status).toBe('EXPIRED');
    expect(await failure(payWithCard(payer, made.orderRef, CARDS.approve))).toMatchObject({ status: 404 });
    expect(await failure(openPaylink(payer, { paylinkId: 'pl_unknown' }))).toMatchObject({ status: 404 });
    expect(await failure(paylinkDetails(payer, { paylinkId: 'pl_unknown' }))).toMatchObject({ status: 404 });
  });

  it('a link guessed from a real one answers 404 as an unknown one; only the real link opens', async () => {
    const a = scenario('paylink-pending');
    const b = scenario('paylink-pending');
    // How a walker guesses: A's order reference, the neighbours of B's own link in the id
    // sequence, A's sequence with B's random part, A's link cut short, upper-cased or lengthened.
    const sequence = (id: string, delta: number) =>
      `pl_${(Number.parseInt(id.slice(3, 7), 36) + delta).toString(36).padStart(4, '0')}${id.slice(7)}`;
    const guesses = [
      a.orderRef,
      sequence(b.paylinkId, -1),
      sequence(b.paylinkId, 1),
      `${a.paylinkId.slice(0, 7)}${b.paylinkId.slice(7)}`,
      a.paylinkId.slice(0, 7),
      a.paylinkId.toUpperCase(),
      `${a.paylinkId}x`,
    ].filter((guess) => guess !== a.paylinkId);
    expect(guesses).toHaveLength(7);
    const payer = await stranger();
    const answers = await Promise.all(
      guesses.map(async (paylinkId) => [paylinkId, await failure(paylinkDetails(payer, { paylinkId }))]),
    );
    expect(Object.fromEntries(answers)).toEqual(
      Object.fromEntries(guesses.map((guess) => [guess, { status: 404, code: 'NOT_FOUND' }])),
    );
    expect((await paylinkDetails(payer, { paylinkId: a.paylinkId })).orderRef).toBe(a.orderRef);
  });

  it('unknown ids are limited per device and per client address: 429 with Retry-After, the real link too', async () => {
    const made = scenario('paylink-pending');
    // Ids are a known sequence plus random bits; the neighbours of a real one, as a walker asks.
    const guess = (i: number) => `${made.paylinkId.slice(0, -4)}${String(1000 + i).slice(-4)}`;
    // Over HTTP from one phone: twenty unknown ids answer 404, the next call 429, the real link too.
    const { client, session } = kit.newClient();
    session.getDeviceId = () => '1737000000000R0011000';
    for (let i = 0; i < 20; i++)
      expect(await failure(paylinkDetails(client, { paylinkId: guess(i) }))).toMatchObject({ status: 404 });
    const refused = await paylinkDetails(client, { paylinkId: made.paylinkId }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isGatewayError(refused) && [refused.status, refused.errorCode, refused.retryAfterSeconds]).toEqual(
      [429, 'PAYLINK_TRIES_EXCEEDED', 900],
    );
    // The link's own payer, on another phone, opens it at once.
    expect((await paylinkDetails(kit.newClient().client, { paylinkId: made.paylinkId })).status).toBe(
      'ACTIVE',
    );
    // Per client address, whatever device ids it sends: fifty, then that network waits.
    const from = (i: number) => ({ deviceId: `walker-${i}`, clientAddress: '203.0.113.111' });
    for (let i = 0; i < 50; i++) expect(() => sandbox.state.paylinks.getFrom(guess(i), from(i))).toThrow();
    expect(() => sandbox.state.paylinks.getFrom(made.paylinkId, from(50))).toThrow(
      expect.objectContaining({ spec: expect.objectContaining({ status: 429 }) }),
    );
    // After the window the phone opens the link.
    clock.advance(15 * 60 * 1000);
    expect((await paylinkDetails(client, { paylinkId: made.paylinkId })).status).toBe('ACTIVE');
  });
});
