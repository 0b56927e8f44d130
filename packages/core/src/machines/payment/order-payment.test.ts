import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import { orderPaymentMachine } from './order-payment.machine.ts';
import { paymentActors } from './payment.actors.ts';
import { paymentMachine } from './payment.machine.ts';
import type { PaymentOrderSnapshot, PaymentTransaction, RequestPaymentInput } from './payment.types.ts';
import { connectPayment } from './payment.view.ts';

/** A service request's order: not the purchase's, named only by its reference. */
const ORDER = 'SND-261123-00042';
const DUE = { amount: 149, currency: 'MXN' };

/** The gateway as the child sees it: the order's amount due, and each payment's final status. */
function start(options: { due?: typeof DUE; status?: PaymentTransaction['status'] } = {}) {
  const requests: RequestPaymentInput[] = [];
  const orderReads: string[] = [];
  const order = (): PaymentOrderSnapshot => ({
    state: requests.length && options.status !== 'FAILED' ? 'TSU' : 'PAY',
    payment_due:
      requests.length && options.status !== 'FAILED' ? { ...DUE, amount: 0 } : (options.due ?? DUE),
  });
  const payment = paymentMachine.provide({
    // The five calls go to the parent and to its card-entry and settlement children.
    actors: paymentActors({
      loadOrder: async (input) => {
        orderReads.push(input.orderRef);
        return order();
      },
      fetchCaptureContext: async () => ({
        captureContext: 'cc_1',
        hostedFieldsUrl: 'https://pay.example.mx/hosted-fields?captureContext=cc_1',
        issuedAt: new Date(Date.now()).toISOString(),
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      }),
      requestPayment: async (input) => {
        requests.push(input);
        return { transactionId: 'txn_1', status: 'PENDING' as const };
      },
      findPaymentRequest: async () => {
        throw new Error('not used');
      },
      closePaymentRequest: async () => {
        throw new Error('not used');
      },
      fetchTransactionStatus: async () => ({
        transactionId: 'txn_1',
        status: options.status ?? ('SUCCESS' as const),
        ...(options.status === 'FAILED' ? { reason: 'CARD_DECLINED' } : {}),
      }),
    }),
  });
  const actor = createActor(orderPaymentMachine.provide({ actors: { payment } }), {
    input: { orderReference: ORDER, amount: DUE, targetOrigin: 'https://tienda.senda.mx', canSaveCard: true },
  }).start();
  /** The screen's view: the child's snapshot, connected as the purchase's card form is. */
  const child = () => {
    const ref = actor.getSnapshot().children.payment;
    if (!ref) throw new Error('no payment child');
    return connectPayment(ref.getSnapshot(), ref.send);
  };
  return { actor, requests, orderReads, child };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

async function payByCard(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'FIELDS_CHANGED', brand: 'visa', numberComplete: true, securityCodeComplete: true });
  run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
  run.actor.send({ type: 'TOKENIZED', token: 'tok_1', brand: 'visa', last4: '4242' });
  await vi.advanceTimersByTimeAsync(3 * API_POLLING_INTERVAL_MS);
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 10) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('paying another flow’s order: input { orderReference, amount } → paid | failed | cancelled', () => {
  it('pays the order it is given (not the purchase’s) and ends paid, events forwarded to the child', async () => {
    const run = start();
    await settle();
    expect(run.child()).toMatchObject({ phase: 'form', amountDue: DUE });
    await payByCard(run);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toEqual({
      outcome: 'paid',
      orderReference: ORDER,
      transactionId: 'txn_1',
      alreadyPaid: false,
    });
    expect(run.orderReads.every((ref) => ref === ORDER)).toBe(true);
    expect(run.requests).toHaveLength(1);
    expect(run.requests[0]?.orderRef).toBe(ORDER);
  });

  it('a refused card, then the customer gives up: failed, with the reason', async () => {
    const run = start({ status: 'FAILED' });
    await settle();
    await payByCard(run);
    expect(run.child().phase).toBe('failed');
    run.actor.send({ type: 'GIVE_UP' });
    expect(run.actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      orderReference: ORDER,
      failure: { reason: 'CARD_DECLINED' },
    });
  });

  it('leaving before paying: cancelled; an order that asks for another amount is never paid', async () => {
    const left = start();
    await settle();
    left.actor.send({ type: 'GIVE_UP' });
    expect(left.actor.getSnapshot().output).toEqual({
      outcome: 'cancelled',
      orderReference: ORDER,
      reason: 'customer',
    });

    const changed = start({ due: { amount: 999, currency: 'MXN' } });
    await settle();
    expect(changed.actor.getSnapshot().output).toEqual({
      outcome: 'cancelled',
      orderReference: ORDER,
      reason: 'amountChanged',
    });
    expect(changed.requests).toHaveLength(0);
  });

  it('a payment under way cannot be given up: it may be charged', async () => {
    const run = start();
    await settle();
    run.actor.send({
      type: 'FIELDS_CHANGED',
      brand: 'visa',
      numberComplete: true,
      securityCodeComplete: true,
    });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    run.actor.send({ type: 'TOKENIZED', token: 'tok_1', brand: 'visa', last4: '4242' });
    run.actor.send({ type: 'GIVE_UP' });
    expect(run.actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(3 * API_POLLING_INTERVAL_MS);
    expect(run.actor.getSnapshot().output).toMatchObject({ outcome: 'paid' });
  });
});
