import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import { paymentActors } from './payment.actors.ts';
import {
  CAPTURE_CONTEXT_REFRESH_MARGIN_MS,
  FIELDS_REPORT_WAIT_MS,
  paymentMachine,
} from './payment.machine.ts';
import type {
  PaymentEmitted,
  PaymentFrame,
  PaymentInput,
  PaymentTransaction,
  RequestPaymentInput,
} from './payment.types.ts';
import { connectPayment } from './payment.view.ts';

/**
 * The provider's frames as the machine hears them: the page hands over every message its two
 * frames post (FRAME_MESSAGE) and the machine decides what to believe; the tokenise request and
 * the payment's result leave the machine as emitted events.
 */
const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const CONTEXT_TTL_MS = 15 * 60 * 1000;
const STOREFRONT = 'https://tienda.senda.mx';
const PROVIDER = 'https://pay.example.mx';
const EVIL = 'https://pay.example.mx.evil.example';
const HOSTED_FIELDS = { source: 'senda-hosted-fields' } as const;

interface Harness {
  hostedFieldsUrl?: string;
  /** What payment_request answers, request by request. */
  answers?: PaymentTransaction[];
  /** What each status poll answers. */
  status?: PaymentTransaction;
  due?: number;
}

function start(harness: Harness = {}, input: Partial<PaymentInput> = {}) {
  const requests: RequestPaymentInput[] = [];
  const emitted: PaymentEmitted[] = [];
  let statusCalls = 0;
  let contexts = 0;
  const answers = [...(harness.answers ?? [])];
  const machine = paymentMachine.provide({
    // The five calls go to the parent and to its card-entry and settlement children.
    actors: paymentActors({
      loadOrder: async () => ({
        state: 'PAY',
        payment_due: { amount: harness.due ?? 230, currency: 'MXN' },
      }),
      fetchCaptureContext: async () => {
        contexts += 1;
        return {
          captureContext: `cc_${contexts}`,
          hostedFieldsUrl:
            harness.hostedFieldsUrl ?? `${PROVIDER}/hosted-fields?captureContext=cc_${contexts}`,
          issuedAt: new Date(Date.now()).toISOString(),
          expiresAt: new Date(Date.now() + CONTEXT_TTL_MS).toISOString(),
        };
      },
      requestPayment: async (request) => {
        requests.push(request);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer scripted');
        return answer;
      },
      findPaymentRequest: async () => {
        throw new Error('not used');
      },
      closePaymentRequest: async () => {
        throw new Error('not used');
      },
      fetchTransactionStatus: async () => {
        statusCalls += 1;
        return harness.status ?? { transactionId: 'txn_1', status: 'PENDING' as const };
      },
    }),
  });
  const actor = createActor(machine, {
    input: { orderRef: 'SND-260115-00001', targetOrigin: STOREFRONT, canSaveCard: true, ...input },
  });
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const api = () => connectPayment(actor.getSnapshot(), actor.send);
  const frame = (frame: PaymentFrame, data: unknown, origin = PROVIDER) =>
    api().hearFrame({ frame, origin, data });
  return { actor, api, frame, requests, emitted, statusCalls: () => statusCalls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const complete = {
  ...HOSTED_FIELDS,
  type: 'change',
  brand: 'visa',
  numberComplete: true,
  securityCodeComplete: true,
};
const pay = { expiry: '12/30', saveCard: false };
const token = { ...HOSTED_FIELDS, type: 'token', token: 'tok_abc', brand: 'visa', last4: '4242' };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment machine: the hosted-fields frame', () => {
  it('hears the frame only from its own origin and in its protocol', async () => {
    const run = start();
    await settle();
    expect(run.api()).toMatchObject({ phase: 'form', frameReady: false, fieldsComplete: false });

    run.frame('hostedFields', complete, EVIL);
    run.frame('hostedFields', { ...complete, source: 'someone-else' });
    run.frame('challenge', complete);
    expect(run.api().fieldsComplete).toBe(false);

    run.frame('hostedFields', { ...HOSTED_FIELDS, type: 'ready' });
    expect(run.api().frameReady).toBe(true);
    run.frame('hostedFields', complete);
    expect(run.api()).toMatchObject({ fieldsComplete: true, brand: 'visa' });
  });

  it('asks the frame for a token through an emitted event, to the frame’s origin, with the expiry only', async () => {
    const run = start();
    await settle();
    run.frame('hostedFields', complete);
    run.api().pay(pay);
    expect(run.api().tokenizing).toBe(true);
    expect(run.emitted).toEqual([
      {
        type: 'tokenize',
        message: {
          source: 'senda-storefront',
          type: 'tokenize',
          expirationMonth: '12',
          expirationYear: '2030',
        },
        targetOrigin: PROVIDER,
      },
    ]);
  });

  it('pays with the frame’s token; a token that looks like a card number is not believed', async () => {
    const run = start({ answers: [{ transactionId: 'txn_1', status: 'PENDING' }] });
    await settle();
    run.frame('hostedFields', complete);
    run.api().pay(pay);
    run.frame('hostedFields', { ...token, token: '4242 4242 4242 4242' });
    expect(run.api().tokenizing).toBe(true);

    run.frame('hostedFields', token, EVIL);
    expect(run.api().tokenizing).toBe(true);

    run.frame('hostedFields', token);
    await settle();
    expect(run.requests).toMatchObject([{ paymentMethod: 'CARD', transientToken: 'tok_abc' }]);
    expect(run.api()).toMatchObject({ phase: 'processing', card: { brand: 'visa', last4: '4242' } });
  });

  it('a frame’s refusal is heard like any other message: the form again with its notice', async () => {
    const run = start();
    await settle();
    run.frame('hostedFields', complete);
    run.api().pay(pay);
    run.frame('hostedFields', { ...HOSTED_FIELDS, type: 'error', reason: 'INVALID_CARD_NUMBER' });
    expect(run.api()).toMatchObject({
      phase: 'form',
      tokenizing: false,
      notice: 'validation.card_number.invalid',
    });
  });

  it('takes the one expiry field as pasted, and asks nothing for one that is not a month and year', async () => {
    const run = start();
    await settle();
    run.frame('hostedFields', { ...HOSTED_FIELDS, type: 'ready' });
    run.frame('hostedFields', complete);

    run.api().pay({ ...pay, expiry: '13/30' });
    run.api().pay({ ...pay, expiry: 'dic 30' });
    expect(run.emitted).toEqual([]);
    expect(run.api()).toMatchObject({ tokenizing: false, checksShown: true });

    run.api().pay({ ...pay, expiry: '12 / 2030' });
    expect(run.emitted).toMatchObject([
      { type: 'tokenize', message: { expirationMonth: '12', expirationYear: '2030' } },
    ]);
  });

  it('a Pay the card is not ready for asks nothing and shows what is missing until a new frame', async () => {
    const run = start();
    await settle();
    run.frame('hostedFields', { ...HOSTED_FIELDS, type: 'ready' });
    expect(run.api()).toMatchObject({ checksShown: false, cardIncomplete: false });

    run.api().pay(pay);
    // The frame may still be about to report the card: the press waits for it, a while only.
    expect(run.api()).toMatchObject({ phase: 'form', tokenizing: true, checksShown: false });
    await vi.advanceTimersByTimeAsync(FIELDS_REPORT_WAIT_MS);
    expect(run.emitted).toEqual([]);
    expect(run.api()).toMatchObject({
      phase: 'form',
      tokenizing: false,
      checksShown: true,
      cardIncomplete: true,
    });
    // A report after the wait pays nothing by itself: the customer presses Pay again.
    run.frame('hostedFields', complete);
    expect(run.emitted).toEqual([]);
    run.frame('hostedFields', { ...complete, securityCodeComplete: false });

    run.frame('hostedFields', complete);
    expect(run.api()).toMatchObject({ checksShown: true, cardIncomplete: false });
    run.api().pay({ ...pay, expiry: '12/25' });
    expect(run.emitted).toEqual([]);

    // A fresh capture context is a new, empty frame: not drawn yet, nothing to check yet.
    await vi.advanceTimersByTimeAsync(CONTEXT_TTL_MS - CAPTURE_CONTEXT_REFRESH_MARGIN_MS);
    expect(run.api()).toMatchObject({
      phase: 'form',
      frameReady: false,
      checksShown: false,
      cardIncomplete: false,
    });
  });

  /**
   * The security code reaches the page two hops after its last key (code frame → number frame →
   * page): a mouse click on Pay right after it used to be answered with the checks, which the
   * report then cleared, and the press was lost with nothing on screen.
   */
  it('a Pay pressed before the frame reports the card complete asks for the token once the report comes', async () => {
    const run = start({ answers: [{ transactionId: 'txn_1', status: 'PENDING' }] });
    await settle();
    run.frame('hostedFields', { ...HOSTED_FIELDS, type: 'ready' });
    // The number is reported, the code is typed but not reported yet.
    run.frame('hostedFields', { ...complete, securityCodeComplete: false });
    run.api().pay({ ...pay, saveCard: true });
    run.api().pay(pay);
    expect(run.api()).toMatchObject({ phase: 'form', tokenizing: true, cardIncomplete: false });
    expect(run.emitted).toEqual([]);

    await vi.advanceTimersByTimeAsync(200);
    run.frame('hostedFields', complete);
    expect(run.emitted).toEqual([
      {
        type: 'tokenize',
        message: {
          source: 'senda-storefront',
          type: 'tokenize',
          expirationMonth: '12',
          expirationYear: '2030',
        },
        targetOrigin: PROVIDER,
      },
    ]);
    run.frame('hostedFields', token);
    await settle();
    // One request, with the first press's choice (the second press was the same press held).
    expect(run.requests).toMatchObject([
      { paymentMethod: 'CARD', transientToken: 'tok_abc', saveCard: true },
    ]);
  });

  it('keeps the card only for a customer with an account, whatever the page sends', async () => {
    const run = start({ answers: [{ transactionId: 'txn_1', status: 'PENDING' }] }, { canSaveCard: false });
    await settle();
    expect(run.api().canSaveCard).toBe(false);
    run.frame('hostedFields', complete);
    run.api().pay({ ...pay, saveCard: true });
    run.frame('hostedFields', token);
    await settle();
    expect(run.requests).toMatchObject([{ paymentMethod: 'CARD', saveCard: false }]);
  });
});

describe('payment machine: the challenge frame', () => {
  const challenge: PaymentTransaction = {
    transactionId: 'txn_1',
    status: 'CHALLENGE',
    challengeUrl: `${PROVIDER}/challenge/txn_1`,
  };

  it('hears the challenge page only from its origin and about the transaction under way', async () => {
    const run = start({ answers: [challenge], status: challenge });
    await settle();
    run.frame('hostedFields', complete);
    run.api().pay(pay);
    run.frame('hostedFields', token);
    await settle();
    expect(run.api().phase).toBe('challenge');
    const polls = run.statusCalls();

    run.frame('challenge', { source: 'senda-challenge', transactionId: 'txn_2' });
    run.frame('challenge', { source: 'senda-challenge', transactionId: 'txn_1' }, EVIL);
    run.frame('hostedFields', { source: 'senda-challenge', transactionId: 'txn_1' });
    await settle();
    expect(run.statusCalls()).toBe(polls);

    // Answered: the status is asked now, not at the next tick.
    run.frame('challenge', { source: 'senda-challenge', transactionId: 'txn_1', status: 'done' });
    await settle();
    expect(run.statusCalls()).toBe(polls + 1);
  });
});

describe('payment machine: the result leaves as emitted events', () => {
  const results = (emitted: PaymentEmitted[]) => emitted.filter((event) => event.type !== 'tokenize');

  it('failed once per failed attempt, paid once on success', async () => {
    const run = start({
      answers: [
        { transactionId: 'txn_1', status: 'FAILED', reason: 'CARD_DECLINED' },
        { transactionId: 'txn_2', status: 'SUCCESS' },
      ],
    });
    await settle();
    run.frame('hostedFields', complete);
    run.api().pay(pay);
    run.frame('hostedFields', token);
    await settle();
    expect(run.api().phase).toBe('failed');
    expect(results(run.emitted)).toEqual([
      {
        type: 'failed',
        orderRef: 'SND-260115-00001',
        failure: { reason: 'CARD_DECLINED', messageId: 'payment.failure.card_declined' },
      },
    ]);

    run.api().retry();
    await settle();
    run.frame('hostedFields', complete);
    run.api().pay(pay);
    run.frame('hostedFields', { ...token, token: 'tok_def' });
    await settle();
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(run.api().phase).toBe('succeeded');
    expect(results(run.emitted).map((event) => event.type)).toEqual(['failed', 'paid']);
    expect(results(run.emitted)[1]).toEqual({
      type: 'paid',
      orderRef: 'SND-260115-00001',
      alreadyPaid: false,
    });
  });

  it('an order with nothing left to pay is announced as paid before', async () => {
    const run = start({ due: 0 });
    await settle();
    expect(run.emitted).toEqual([{ type: 'paid', orderRef: 'SND-260115-00001', alreadyPaid: true }]);
  });
});
