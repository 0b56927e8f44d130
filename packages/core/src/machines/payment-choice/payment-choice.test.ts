import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { FLAG_DEFAULTS } from '../../config/flag-definitions.ts';
import type { CashPayment } from '../../gateway/cash-payments/cash-payment.schema.ts';
import type { OrderPaymentInput, OrderPaymentOutput } from '../payment/order-payment.machine.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import {
  cashPaymentOptions,
  choicePaysAtOnce,
  createPaymentChoiceMachine,
  type PaymentChoiceOptions,
  paymentChoiceOptions,
} from './payment-choice.machine.ts';
import { markDeclinedRenewal } from './payment-choice.services.ts';
import { paymentChoiceView } from './payment-choice.view.ts';

const DUE = { requestId: 'sr_1', orderReference: 'ORD-R-1', amount: 200 };
const CARD = { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' };
const voucher = (status: CashPayment['status']): CashPayment => ({
  method: 'OXXO',
  orderRef: DUE.orderReference,
  reference: '93001234567890',
  amount: { amount: 200, currency: 'MXN' },
  status,
  expiresAt: '2026-11-27T05:59:00.000Z',
  createdAt: '2026-11-23T18:00:00.000Z',
});

/** A card payment that ends as the test says when it hears PAY, or as left on GIVE_UP. */
function fakeCard(inputs: OrderPaymentInput[], outcome: OrderPaymentOutput['outcome']) {
  return setup({
    types: {
      input: {} as OrderPaymentInput,
      output: {} as OrderPaymentOutput,
      context: {} as { left: boolean },
      events: {} as { type: 'PAY' } | { type: 'GIVE_UP' },
    },
  }).createMachine({
    context: ({ input }) => {
      inputs.push(input);
      return { left: false };
    },
    initial: 'form',
    states: {
      form: { on: { PAY: 'done', GIVE_UP: { target: 'done', actions: assign({ left: true }) } } },
      done: { type: 'final' },
    },
    output: ({ context }): OrderPaymentOutput => {
      if (context.left)
        return { outcome: 'cancelled', orderReference: DUE.orderReference, reason: 'customer' };
      return outcome === 'paid'
        ? { outcome: 'paid', orderReference: DUE.orderReference, transactionId: 't1', alreadyPaid: false }
        : { outcome: 'failed', orderReference: DUE.orderReference, failure: null };
    },
  });
}

describe('payment choice', () => {
  let cardInputs: OrderPaymentInput[];
  let created: string[];
  let cashAnswers: (CashPayment | null)[];

  beforeEach(() => {
    vi.useFakeTimers();
    cardInputs = [];
    created = [];
    cashAnswers = [];
  });
  afterEach(() => vi.useRealTimers());

  function start(options: Partial<PaymentChoiceOptions> = {}, card: OrderPaymentOutput['outcome'] = 'paid') {
    const machine = createPaymentChoiceMachine((due, savedCard) => ({
      orderReference: due.orderReference,
      amount: { amount: due.amount, currency: 'MXN' },
      targetOrigin: 'https://senda.test',
      savedCard,
    })).provide({
      actors: {
        // The card payment's own events are the purchase's; this stand-in takes PAY and GIVE_UP only.
        orderPayment: fakeCard(cardInputs, card) as never,
        loadOptions: fromPromise(async () => ({
          savedCards: [CARD],
          cash: null,
          cardInFlight: false,
          ...options,
        })),
        createCash: fromPromise(async ({ input }) => {
          created.push(input.method);
          return voucher('PENDING');
        }),
        followCash: boundedPoll(async () => cashAnswers.shift() ?? voucher('PENDING')),
      },
    });
    const actor = createActor(machine, { input: DUE });
    actor.start();
    return actor;
  }

  it('offers the saved card first and pays with the one chosen', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    const view = paymentChoiceView(actor.getSnapshot());
    expect(view.screen).toBe('choosing');
    expect(view.savedCards).toEqual([CARD]);
    actor.send({ type: 'CHOOSE', option: { kind: 'savedCard', card: CARD } });
    expect(paymentChoiceView(actor.getSnapshot()).screen).toBe('card');
    expect(cardInputs[0]?.savedCard).toEqual(CARD);
    // The saved card's choice is its Pay (the amount on it): the card payment takes no second one.
    expect(choicePaysAtOnce({ kind: 'savedCard', card: CARD })).toBe(true);
    expect(cardInputs[0]?.payNow).toBe(true);
    actor.getSnapshot().children.orderPayment?.send({ type: 'PAY' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid' });
  });

  it('goes back to the ways to pay when the card form is left before paying', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CHOOSE', option: { kind: 'newCard' } });
    expect(cardInputs[0]?.savedCard).toBeNull();
    expect(choicePaysAtOnce({ kind: 'newCard' })).toBe(false);
    expect(cardInputs[0]?.payNow).toBe(false);
    actor.send({ type: 'GIVE_UP' });
    expect(paymentChoiceView(actor.getSnapshot()).screen).toBe('choosing');
  });

  it('ends failed when a refused card is given up on', async () => {
    const actor = start({}, 'failed');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CHOOSE', option: { kind: 'newCard' } });
    actor.getSnapshot().children.orderPayment?.send({ type: 'PAY' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'failed' });
  });

  it('makes an OXXO voucher, waits while it is pending, and ends paid once it is confirmed', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CHOOSE', option: { kind: 'cash', method: 'OXXO' } });
    expect(paymentChoiceView(actor.getSnapshot()).screen).toBe('cash-creating');
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toEqual(['OXXO']);
    expect(paymentChoiceView(actor.getSnapshot())).toMatchObject({
      screen: 'cash-waiting',
      cash: voucher('PENDING'),
    });
    cashAnswers.push(voucher('PENDING'), voucher('PAID'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid' });
  });

  it('rests after the window and reads again on CHECK_AGAIN', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CHOOSE', option: { kind: 'cash', method: 'SPEI' } });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(paymentChoiceView(actor.getSnapshot()).screen).toBe('cash-resting');
    cashAnswers.push(voucher('PAID'));
    actor.send({ type: 'CHECK_AGAIN' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid' });
  });

  it('resumes an open voucher after a reload, and offers a new one once it expired', async () => {
    const actor = start({ cash: voucher('PENDING') });
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentChoiceView(actor.getSnapshot()).screen).toBe('cash-waiting');
    expect(created).toEqual([]);
    cashAnswers.push(voucher('EXPIRED'));
    await vi.advanceTimersByTimeAsync(1_000);
    const view = paymentChoiceView(actor.getSnapshot());
    expect(view.screen).toBe('cash-expired');
    expect([...view.sends]).toEqual(['RETRY', 'CHOOSE_ANOTHER']);
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toEqual(['OXXO']);
  });

  it('opens the card payment unpaid for a saved card whose automatic renewal was declined', async () => {
    const declined = { ...CARD, renewalDeclined: true };
    const actor = start({ savedCards: [declined] });
    await vi.advanceTimersByTimeAsync(0);
    // Chosen by Continue, not by a Pay naming the amount: the card payment asks for its own Pay.
    actor.send({ type: 'CHOOSE', option: { kind: 'savedCard', card: declined } });
    expect(cardInputs[0]?.savedCard).toEqual(declined);
    expect(cardInputs[0]?.payNow).toBe(false);
  });

  it('says an open voucher closes when the customer goes to pay another way', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentChoiceView(actor.getSnapshot()).openCashLeft).toBeNull();
    actor.send({ type: 'CHOOSE', option: { kind: 'cash', method: 'OXXO' } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CHOOSE_ANOTHER' });
    expect(paymentChoiceView(actor.getSnapshot())).toMatchObject({
      screen: 'choosing',
      openCashLeft: voucher('PENDING'),
    });
  });

  it('leaves a voucher closed by a payment made another way, and never resumes a closed one', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CHOOSE', option: { kind: 'cash', method: 'OXXO' } });
    await vi.advanceTimersByTimeAsync(0);
    cashAnswers.push(voucher('CLOSED'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(paymentChoiceView(actor.getSnapshot())).toMatchObject({ screen: 'choosing', openCashLeft: null });

    const reloaded = start({ cash: voucher('CLOSED') });
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentChoiceView(reloaded.getSnapshot()).screen).toBe('choosing');
  });

  it('goes straight to the card payment when one is in flight from before a reload', async () => {
    const actor = start({ cardInFlight: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentChoiceView(actor.getSnapshot()).screen).toBe('card');
  });
});

describe("the purchase's ways to pay in cash", () => {
  it('are OXXO then SPEI, each only while its flag is on', () => {
    expect(cashPaymentOptions(FLAG_DEFAULTS)).toEqual([
      { kind: 'cash', method: 'OXXO' },
      { kind: 'cash', method: 'SPEI' },
    ]);
    expect(cashPaymentOptions({ ...FLAG_DEFAULTS, 'payment-oxxo': false })).toEqual([
      { kind: 'cash', method: 'SPEI' },
    ]);
    expect(cashPaymentOptions({ ...FLAG_DEFAULTS, 'payment-spei': false, 'payment-oxxo': false })).toEqual(
      [],
    );
  });
});

describe('a card whose automatic renewal was declined', () => {
  const DECLINED = { ...CARD, paymentMethodId: 'pm_2', last4: '0002', renewalDeclined: true };

  it('is marked among the saved cards by its brand and last four', () => {
    const other = { paymentMethodId: 'pm_3', brand: 'mastercard', last4: '0002' };
    expect(
      markDeclinedRenewal([CARD, { ...DECLINED, renewalDeclined: undefined }, other], {
        brand: 'VISA',
        last4: '0002',
      }),
    ).toEqual([CARD, DECLINED, other]);
    expect(markDeclinedRenewal([CARD], null)).toEqual([CARD]);
  });

  it('is offered after a new card, and never as the one-tap Pay', () => {
    expect(choicePaysAtOnce({ kind: 'savedCard', card: DECLINED })).toBe(false);
    expect(paymentChoiceOptions([DECLINED, CARD], FLAG_DEFAULTS)).toEqual([
      { kind: 'savedCard', card: CARD },
      { kind: 'newCard' },
      { kind: 'savedCard', card: DECLINED },
      { kind: 'cash', method: 'OXXO' },
      { kind: 'cash', method: 'SPEI' },
    ]);
    // Its only saved card declined: nothing pays at once, and a new card is first.
    expect(paymentChoiceOptions([DECLINED], FLAG_DEFAULTS)[0]).toEqual({ kind: 'newCard' });
  });
});
