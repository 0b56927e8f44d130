import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import { paymentActors } from './payment.actors.ts';
import {
  CAPTURE_CONTEXT_REFRESH_MARGIN_MS,
  FIELDS_REPORT_WAIT_MS,
  paymentMachine,
} from './payment.machine.ts';
import type {
  PaymentCaptureContext,
  PaymentInput,
  PaymentOrderSnapshot,
  PaymentTransaction,
  RecordOutcomeParams,
  RecordRequestParams,
  RequestPaymentInput,
  RequestTokenParams,
} from './payment.types.ts';
import { paymentView } from './payment.view.ts';

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const CONTEXT_TTL_MS = 15 * 60 * 1000;
const ORDER_REF = 'SND-260115-00001';

type Outcome = 'approve' | 'decline' | 'insufficient' | 'challenge' | 'pending' | 'context_expired';

interface FakePayment {
  transactionId: string;
  idempotencyKey: string;
  token: string;
  outcome: Outcome;
  status: PaymentTransaction['status'];
  reason?: string;
  polls: number;
}

/**
 * The gateway and the provider as the machine sees them, with the sandbox's rules: a token is
 * spent once, a transaction is PENDING for one poll then settles, only SUCCESS pays the order, a
 * paid or closed order refuses payment_request with 409 ORDER_NOT_PAYABLE.
 */
class FakeGateway {
  order: PaymentOrderSnapshot = { state: 'PAY', payment_due: { amount: 230, currency: 'MXN' } };
  contexts: PaymentCaptureContext[] = [];
  /** How far the provider's clock runs ahead of the phone's (behind, when negative). */
  providerClockAheadMs = 0;
  payments: FakePayment[] = [];
  requests: RequestPaymentInput[] = [];
  statusCalls = 0;
  orderReads = 0;
  failNextStatus = false;
  /** The next payment_request is made, but its answer never comes back (a dropped connection). */
  loseNextAnswer = false;
  /** The next payment_request reaches the gateway only when `deliverHeld` is called. */
  holdNextRequest = false;
  /** Look-ups by key fail as calls (no answer), not with 404. */
  lookupsUnreachable = false;
  lookups = 0;
  /** Keys closed unanswered (closePaymentRequest): a request under one is refused, as the sandbox does. */
  closedKeys = new Set<string>();
  closeCalls = 0;
  /** The held request reaches the gateway just as the client closes its key: the race it must survive. */
  deliverHeldOnClose = false;
  /** Called as each payment_request leaves, to see what the app had recorded by then. */
  onRequest: (input: RequestPaymentInput) => void = () => {};
  private held: (() => void) | null = null;
  private spent = new Set<string>();

  deliverHeld() {
    this.held?.();
    this.held = null;
  }

  findPaymentRequest = async ({
    idempotencyKey,
  }: {
    idempotencyKey: string;
  }): Promise<PaymentTransaction> => {
    this.lookups += 1;
    if (this.lookupsUnreachable) throw { kind: 'network', status: 500, errorCode: 'UNKNOWN_ERROR_CODE' };
    const payment = this.payments.find((p) => p.idempotencyKey === idempotencyKey);
    if (!payment) throw { kind: 'http', status: 404, errorCode: 'NOT_FOUND', errorId: 404002 };
    return this.view(payment);
  };

  closePaymentRequest = async ({
    idempotencyKey,
  }: {
    orderRef: string;
    idempotencyKey: string;
  }): Promise<PaymentTransaction[]> => {
    this.closeCalls += 1;
    if (this.deliverHeldOnClose) this.deliverHeld();
    if (!this.payments.some((p) => p.idempotencyKey === idempotencyKey)) this.closedKeys.add(idempotencyKey);
    return this.payments.map((payment) => this.view(payment));
  };

  loadOrder = async (): Promise<PaymentOrderSnapshot> => {
    this.orderReads += 1;
    return structuredClone(this.order);
  };

  fetchCaptureContext = async (): Promise<PaymentCaptureContext> => {
    const n = this.contexts.length + 1;
    const context = {
      captureContext: `cc_${n}`,
      hostedFieldsUrl: `https://pay.example.mx/hosted-fields?captureContext=cc_${n}`,
      issuedAt: new Date(Date.now() + this.providerClockAheadMs).toISOString(),
      expiresAt: new Date(Date.now() + this.providerClockAheadMs + CONTEXT_TTL_MS).toISOString(),
    };
    this.contexts.push(context);
    return context;
  };

  requestPayment = async (input: RequestPaymentInput): Promise<PaymentTransaction> => {
    this.requests.push(input);
    this.onRequest(input);
    if (this.holdNextRequest) {
      this.holdNextRequest = false;
      // The gateway gets the request later; the caller (a page that reloaded) never hears back.
      return new Promise<PaymentTransaction>((_, reject) => {
        this.held = () => {
          try {
            this.process(input);
          } catch {
            // Refused on arrival (a closed key): the page that sent it is long gone either way.
          }
          reject({ kind: 'network', status: 500, errorCode: 'UNKNOWN_ERROR_CODE' });
        };
      });
    }
    const answer = this.process(input);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw { kind: 'network', status: 500, errorCode: 'UNKNOWN_ERROR_CODE' };
    }
    return answer;
  };

  private process(input: RequestPaymentInput): PaymentTransaction {
    const repeated = this.payments.find((p) => p.idempotencyKey === input.idempotencyKey);
    if (repeated) return this.view(repeated);
    if (this.closedKeys.has(input.idempotencyKey)) throw { status: 409, errorCode: 'PAYMENT_REQUEST_CLOSED' };
    // A test card's outcome is in its token (`tok-approve-1`) or saved card id (`pm-decline`).
    const key = input.paymentMethod === 'SAVED_CARD' ? input.paymentMethodId : input.transientToken;
    const outcome = key.split('-')[1] as Outcome;
    if (input.paymentMethod === 'CARD') {
      if (this.spent.has(key)) throw { status: 422, errorCode: 'INVALID_PAYMENT_TOKEN' };
      this.spent.add(key);
    }
    if (outcome === 'context_expired') {
      throw {
        status: 422,
        errorCode: 'CAPTURE_CONTEXT_EXPIRED',
        description: 'Your capture context has expired.',
      };
    }
    if (this.order.state !== 'PAY') throw { status: 409, errorCode: 'ORDER_NOT_PAYABLE' };
    const payment: FakePayment = {
      transactionId: `txn_${this.payments.length + 1}`,
      idempotencyKey: input.idempotencyKey,
      token: key,
      outcome,
      status: outcome === 'challenge' ? 'CHALLENGE' : 'PENDING',
      polls: 0,
    };
    this.payments.push(payment);
    return this.view(payment);
  }

  transactionStatus = async ({ transactionId }: { transactionId: string }): Promise<PaymentTransaction> => {
    this.statusCalls += 1;
    if (this.failNextStatus) {
      this.failNextStatus = false;
      throw { status: 0, errorCode: 'UNKNOWN_ERROR_CODE' };
    }
    const payment = this.payments.find((p) => p.transactionId === transactionId);
    if (!payment) throw { status: 404, errorCode: 'NOT_FOUND' };
    payment.polls += 1;
    if (payment.status === 'PENDING' && payment.outcome !== 'pending' && payment.polls > 1) {
      if (payment.outcome === 'approve' || payment.outcome === 'challenge') {
        payment.status = 'SUCCESS';
        this.order = { state: 'TSU', payment_due: { amount: 0, currency: 'MXN' } };
      } else {
        payment.status = 'FAILED';
        payment.reason = payment.outcome === 'insufficient' ? 'INSUFFICIENT_FUNDS' : 'CARD_DECLINED';
      }
    }
    return this.view(payment);
  };

  answerChallenge(transactionId: string, result: 'approve' | 'fail') {
    const payment = this.payments.find((p) => p.transactionId === transactionId);
    if (!payment || payment.status !== 'CHALLENGE') throw new Error('no challenge');
    if (result === 'approve') {
      payment.status = 'PENDING';
      payment.polls = 0;
    } else {
      payment.status = 'FAILED';
      payment.reason = 'AUTHENTICATION_FAILED';
    }
  }

  paid(): FakePayment[] {
    return this.payments.filter((p) => p.status === 'SUCCESS');
  }

  private view(payment: FakePayment): PaymentTransaction {
    return {
      transactionId: payment.transactionId,
      status: payment.status,
      ...(payment.reason ? { reason: payment.reason } : {}),
      ...(payment.status === 'CHALLENGE'
        ? { challengeUrl: `https://pay.example.mx/challenge/${payment.transactionId}` }
        : {}),
    };
  }
}

function start(gateway = new FakeGateway(), input: Partial<PaymentInput> = {}) {
  const recorded = {
    requestToken: [] as RequestTokenParams[],
    request: [] as RecordRequestParams[],
    outcome: [] as RecordOutcomeParams[],
    card: [] as { brand: string; last4: string }[],
    forgotten: [] as string[],
  };
  const machine = paymentMachine.provide({
    // The five calls go to the parent and to its card-entry and settlement children.
    actors: paymentActors({
      loadOrder: () => gateway.loadOrder(),
      fetchCaptureContext: () => gateway.fetchCaptureContext(),
      requestPayment: (args) => gateway.requestPayment(args),
      findPaymentRequest: (args) => gateway.findPaymentRequest(args),
      closePaymentRequest: (args) => gateway.closePaymentRequest(args),
      fetchTransactionStatus: (args) => gateway.transactionStatus(args),
    }),
    actions: {
      requestToken: (_, params) => void recorded.requestToken.push(params),
      recordRequest: (_, params) => void recorded.request.push(params),
      recordOutcome: (_, params) => void recorded.outcome.push(params),
      forgetRequest: (_, params) => void recorded.forgotten.push(params.orderRef),
      recordCard: (_, params) => void recorded.card.push(params),
    },
  });
  // A customer with an account (may keep a card) unless a test says otherwise.
  const actor = createActor(machine, {
    input: { orderRef: ORDER_REF, targetOrigin: 'https://tienda.senda.mx', canSaveCard: true, ...input },
  }).start();
  return { actor, gateway, recorded, view: () => paymentView(actor.getSnapshot()) };
}

type Run = ReturnType<typeof start>;

const tokenOf = (request: RequestPaymentInput) =>
  request.paymentMethod === 'CARD' ? request.transientToken : null;

const settle = () => vi.advanceTimersByTimeAsync(0);
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let tokens = 0;
/** What the customer and the frame do: type a complete card, press Pay, the frame answers a token. */
async function payWith(run: Run, outcome: Outcome, brand = 'visa', last4 = '4242', saveCard = false) {
  run.actor.send({ type: 'FIELDS_CHANGED', brand, numberComplete: true, securityCodeComplete: true });
  run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030', saveCard });
  tokens += 1;
  run.actor.send({ type: 'TOKENIZED', token: `tok-${outcome}-${tokens}`, brand, last4 });
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment machine: approve', () => {
  it('reads the order, gets a capture context, shows the form', async () => {
    const run = start();
    expect(run.view().phase).toBe('loading');
    await settle();
    expect(run.view()).toMatchObject({
      phase: 'form',
      hostedFieldsUrl: 'https://pay.example.mx/hosted-fields?captureContext=cc_1',
      amountDue: { amount: 230, currency: 'MXN' },
      fieldsComplete: false,
    });
    expect(run.gateway.orderReads).toBe(1);
  });

  it('pays with the token, brand and last four only, polls once a second and succeeds', async () => {
    const run = start();
    await settle();
    await payWith(run, 'approve');

    expect(run.recorded.requestToken).toEqual([{ expirationMonth: '12', expirationYear: '2030' }]);
    expect(run.gateway.requests).toEqual([
      {
        orderRef: ORDER_REF,
        paymentMethod: 'CARD',
        idempotencyKey: expect.stringMatching(/^pay_/),
        transientToken: expect.stringMatching(/^tok-approve-/),
        card: { brand: 'visa', last4: '4242' },
        saveCard: false,
      },
    ]);
    expect(run.recorded.card).toEqual([{ brand: 'visa', last4: '4242' }]);
    expect(run.recorded.request.map((record) => record.transactionId)).toEqual([null, 'txn_1']);
    expect(run.view()).toMatchObject({ phase: 'processing', statusMessageId: 'payment.status.processing' });
    // The token is spent: it is not kept once payment_request has it.
    expect(run.actor.getSnapshot().context.token).toBeNull();

    await wait(API_POLLING_INTERVAL_MS - 1);
    expect(run.gateway.statusCalls).toBe(0);
    await wait(1);
    expect(run.gateway.statusCalls).toBe(1);
    expect(run.view().phase).toBe('processing');
    await wait(API_POLLING_INTERVAL_MS);
    expect(run.gateway.statusCalls).toBe(2);

    const snapshot = run.actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({
      status: 'success',
      orderRef: ORDER_REF,
      transactionId: 'txn_1',
      alreadyPaid: false,
    });
    expect(run.view()).toMatchObject({ phase: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    expect(run.recorded.outcome).toEqual([
      {
        orderRef: ORDER_REF,
        outcome: 'success',
        transactionId: 'txn_1',
        orderStatus: 'APPROVED',
        failure: null,
      },
    ]);
    expect(run.gateway.paid()).toHaveLength(1);
  });

  it('asks the gateway to keep the card only when the customer ticked it, attempt by attempt', async () => {
    const run = start();
    await settle();
    await payWith(run, 'decline', 'visa', '0002', true);
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('failed');

    // The retry is a new decision: not ticked this time, so not kept.
    run.actor.send({ type: 'RETRY' });
    await settle();
    await payWith(run, 'approve');
    expect(
      run.gateway.requests.map((request) => (request.paymentMethod === 'CARD' ? request.saveCard : null)),
    ).toEqual([true, false]);
  });

  it('double clicks and a repeated token message send one payment request', async () => {
    const run = start();
    await settle();
    run.actor.send({
      type: 'FIELDS_CHANGED',
      brand: 'visa',
      numberComplete: true,
      securityCodeComplete: true,
    });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    expect(run.recorded.requestToken).toHaveLength(1);
    expect(run.view().tokenizing).toBe(true);

    run.actor.send({ type: 'TOKENIZED', token: 'tok-approve-a', brand: 'visa', last4: '4242' });
    run.actor.send({ type: 'TOKENIZED', token: 'tok-approve-b', brand: 'visa', last4: '4242' });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    await settle();
    await wait(5 * API_POLLING_INTERVAL_MS);

    expect(run.gateway.requests.map(tokenOf)).toEqual(['tok-approve-a']);
    expect(run.recorded.requestToken).toHaveLength(1);
    expect(run.gateway.paid()).toHaveLength(1);
    expect(run.view().phase).toBe('succeeded');
  });

  it('does not ask for a token while the card is incomplete or its expiry has passed', async () => {
    const run = start();
    await settle();
    // Each press waits a while for the frame to report the card; none comes complete in time.
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    await vi.advanceTimersByTimeAsync(FIELDS_REPORT_WAIT_MS);
    run.actor.send({
      type: 'FIELDS_CHANGED',
      brand: 'visa',
      numberComplete: true,
      securityCodeComplete: false,
    });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    await vi.advanceTimersByTimeAsync(FIELDS_REPORT_WAIT_MS);
    run.actor.send({
      type: 'FIELDS_CHANGED',
      brand: 'visa',
      numberComplete: true,
      securityCodeComplete: true,
    });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2025' });
    run.actor.send({ type: 'PAY', expirationMonth: '13', expirationYear: '2030' });
    expect(run.recorded.requestToken).toEqual([]);
    expect(run.view().phase).toBe('form');
    run.actor.send({ type: 'PAY', expirationMonth: '01', expirationYear: '2026' });
    expect(run.recorded.requestToken).toEqual([{ expirationMonth: '01', expirationYear: '2026' }]);
  });

  it('shows the frame’s refusal and lets the customer correct the card', async () => {
    const run = start();
    await settle();
    run.actor.send({
      type: 'FIELDS_CHANGED',
      brand: 'visa',
      numberComplete: true,
      securityCodeComplete: true,
    });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    run.actor.send({ type: 'TOKENIZE_FAILED', reason: 'INVALID_CARD_NUMBER' });
    expect(run.view()).toMatchObject({ phase: 'form', notice: 'validation.card_number.invalid' });
    expect(run.gateway.requests).toEqual([]);
    await payWith(run, 'approve');
    expect(run.view().notice).toBeNull();
    expect(run.gateway.requests).toHaveLength(1);
  });

  it('gives up on a frame that never answers, and says so', async () => {
    const run = start();
    await settle();
    run.actor.send({
      type: 'FIELDS_CHANGED',
      brand: 'visa',
      numberComplete: true,
      securityCodeComplete: true,
    });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    await wait(30_000);
    expect(run.view()).toMatchObject({ phase: 'form', notice: 'payment.errors.provider_unreachable' });
  });
});

describe('payment machine: a saved card', () => {
  const saved = (outcome: Outcome) => ({ paymentMethodId: `pm-${outcome}`, brand: 'visa', last4: '4242' });

  it('pays with the chosen saved card: no capture context, no frame, no token, only its id', async () => {
    const run = start(undefined, { savedCard: saved('approve') });
    await settle();
    expect(run.view()).toMatchObject({ phase: 'savedCard', savedCard: saved('approve') });
    expect(run.gateway.contexts).toHaveLength(0);

    run.actor.send({ type: 'PAY_WITH_SAVED_CARD' });
    await settle();
    expect(run.gateway.requests).toEqual([
      {
        orderRef: ORDER_REF,
        paymentMethod: 'SAVED_CARD',
        idempotencyKey: expect.stringMatching(/^pay_/),
        paymentMethodId: 'pm-approve',
        card: { brand: 'visa', last4: '4242' },
      },
    ]);
    expect(run.recorded.card).toEqual([{ brand: 'visa', last4: '4242' }]);
    expect(run.recorded.requestToken).toEqual([]);
    // What a reload needs to find this payment again: the saved card's id, never card data.
    expect(run.recorded.request[0]).toEqual({
      orderRef: ORDER_REF,
      idempotencyKey: run.gateway.requests[0]?.idempotencyKey,
      paymentMethod: 'SAVED_CARD',
      transactionId: null,
      saveCard: false,
      paymentMethodId: 'pm-approve',
    });
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
    expect(run.gateway.paid()).toHaveLength(1);
  });

  it('a declined saved card fails; the retry offers it again, or a new card typed instead', async () => {
    const run = start(undefined, { savedCard: saved('decline') });
    await settle();
    run.actor.send({ type: 'PAY_WITH_SAVED_CARD' });
    await settle();
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view()).toMatchObject({ phase: 'failed', failure: { reason: 'CARD_DECLINED' } });

    run.actor.send({ type: 'RETRY' });
    await settle();
    expect(run.view().phase).toBe('savedCard');
    run.actor.send({ type: 'USE_NEW_CARD' });
    expect(run.view()).toMatchObject({ phase: 'loading', savedCard: null });
    await settle();
    expect(run.view().phase).toBe('form');
    await payWith(run, 'approve', 'mastercard', '4444');
    await wait(2 * API_POLLING_INTERVAL_MS);

    expect(run.view().phase).toBe('succeeded');
    expect(run.gateway.requests.map((request) => request.paymentMethod)).toEqual(['SAVED_CARD', 'CARD']);
    expect(run.gateway.paid()).toHaveLength(1);
  });

  it('a saved card past its expiry is a failed attempt that says so', async () => {
    const gateway = new FakeGateway();
    gateway.requestPayment = async () => {
      throw { status: 422, errorCode: 'CARD_EXPIRED', description: 'The card has expired.' };
    };
    const run = start(gateway, { savedCard: saved('approve') });
    await settle();
    run.actor.send({ type: 'PAY_WITH_SAVED_CARD' });
    await settle();
    expect(run.view()).toMatchObject({
      phase: 'failed',
      failure: { reason: 'CARD_EXPIRED', messageId: 'payment.card.expired' },
    });
  });

  it('Pay on the saved card is taken once, and only on the saved-card view', async () => {
    const run = start(undefined, { savedCard: saved('approve') });
    run.actor.send({ type: 'PAY_WITH_SAVED_CARD' });
    await settle();
    expect(run.gateway.requests).toHaveLength(0);
    run.actor.send({ type: 'PAY_WITH_SAVED_CARD' });
    run.actor.send({ type: 'PAY_WITH_SAVED_CARD' });
    await settle();
    expect(run.gateway.requests).toHaveLength(1);
  });
});

describe('payment machine: Pay already pressed', () => {
  const saved = { paymentMethodId: 'pm-approve', brand: 'visa', last4: '4242' };

  it('a saved card chosen by its Pay for the amount the order asks is charged with no second Pay', async () => {
    const run = start(undefined, { savedCard: saved, payNow: { amount: 230, currency: 'MXN' } });
    await settle();
    expect(run.gateway.requests).toEqual([
      expect.objectContaining({ paymentMethod: 'SAVED_CARD', paymentMethodId: 'pm-approve' }),
    ]);
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
    expect(run.gateway.paid()).toHaveLength(1);
  });

  it('an order that asks another amount than the one Pay showed is not charged: its own Pay is shown', async () => {
    const run = start(undefined, { savedCard: saved, payNow: { amount: 200, currency: 'MXN' } });
    await settle();
    expect(run.gateway.requests).toHaveLength(0);
    expect(run.view()).toMatchObject({ phase: 'savedCard', amountDue: { amount: 230, currency: 'MXN' } });
  });

  it('Pay pressed while the order is read is heard: the card form opens saying what is missing', async () => {
    const run = start();
    expect(run.view().phase).toBe('loading');
    run.actor.send({ type: 'PAY', expirationMonth: '', expirationYear: '', saveCard: false });
    await settle();
    expect(run.view()).toMatchObject({ phase: 'form', checksShown: true, cardIncomplete: true });
    expect(run.gateway.requests).toHaveLength(0);
  });

  it('Pay pressed while the capture context is fetched is heard the same way, and only for that form', async () => {
    const gateway = new FakeGateway();
    const fetchContext = gateway.fetchCaptureContext;
    let release: () => void = () => {};
    gateway.fetchCaptureContext = () =>
      new Promise((resolve) => {
        release = () => resolve(fetchContext());
      });
    const run = start(gateway);
    await settle();
    expect(run.view().phase).toBe('loading');
    run.actor.send({ type: 'PAY', expirationMonth: '', expirationYear: '', saveCard: false });
    release();
    await settle();
    expect(run.view()).toMatchObject({ phase: 'form', checksShown: true, cardIncomplete: true });
    expect(run.gateway.requests).toHaveLength(0);
  });
});

describe('payment machine: decline, then retry', () => {
  it('a declined card fails with its reason; retry pays the same order once with a new token', async () => {
    const run = start();
    await settle();
    await payWith(run, 'decline');
    await wait(2 * API_POLLING_INTERVAL_MS);

    expect(run.view()).toMatchObject({
      phase: 'failed',
      failure: { reason: 'CARD_DECLINED', messageId: 'payment.failure.card_declined' },
    });
    expect(run.recorded.outcome.at(-1)).toMatchObject({
      outcome: 'failed',
      orderStatus: 'CREATED',
      failure: { reason: 'CARD_DECLINED' },
    });
    expect(run.gateway.paid()).toHaveLength(0);

    run.actor.send({ type: 'RETRY' });
    await settle();
    // Fresh card entry: a new capture context, nothing kept from the declined attempt.
    expect(run.view()).toMatchObject({
      phase: 'form',
      hostedFieldsUrl: 'https://pay.example.mx/hosted-fields?captureContext=cc_2',
      failure: null,
      card: null,
      transactionId: null,
    });
    expect(run.gateway.orderReads).toBe(2);

    await payWith(run, 'approve', 'mastercard', '4444');
    await wait(2 * API_POLLING_INTERVAL_MS);

    expect(run.view().phase).toBe('succeeded');
    expect(run.gateway.requests.map((r) => r.orderRef)).toEqual([ORDER_REF, ORDER_REF]);
    expect(new Set(run.gateway.requests.map(tokenOf)).size).toBe(2);
    expect(run.gateway.payments.map((p) => p.status)).toEqual(['FAILED', 'SUCCESS']);
    expect(run.gateway.paid()).toHaveLength(1);
    expect(run.view().paymentAttempts).toBe(2);
  });

  it('insufficient funds has its own sentence', async () => {
    const run = start();
    await settle();
    await payWith(run, 'insufficient');
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().failure).toEqual({
      reason: 'INSUFFICIENT_FUNDS',
      messageId: 'payment.failure.insufficient_funds',
    });
  });

  it('a payment_request that fails as a call is a failed attempt with the catalogue’s sentence', async () => {
    const gateway = new FakeGateway();
    gateway.requestPayment = async () => {
      throw { status: 0, errorCode: 'UNKNOWN_ERROR_CODE', errorId: 999999 };
    };
    const run = start(gateway);
    await settle();
    await payWith(run, 'approve');
    expect(run.view()).toMatchObject({
      phase: 'failed',
      failure: { reason: 'UNKNOWN_ERROR_CODE', messageId: 'errors.unknown' },
    });
  });
});

describe('payment machine: challenge', () => {
  it('shows the provider’s challenge, keeps polling without using up the window, then succeeds', async () => {
    const run = start();
    await settle();
    await payWith(run, 'challenge');
    expect(run.view()).toMatchObject({
      phase: 'challenge',
      challengeUrl: 'https://pay.example.mx/challenge/txn_1',
      statusMessageId: 'payment.status.challenge',
    });

    // Longer than the spec's window: a customer finding their banking app is not a timeout.
    await wait((API_POLLING_ATTEMPTS + 15) * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('challenge');
    expect(run.gateway.statusCalls).toBe(API_POLLING_ATTEMPTS + 15);

    run.gateway.answerChallenge('txn_1', 'approve');
    const before = run.gateway.statusCalls;
    run.actor.send({ type: 'CHALLENGE_ANSWERED' });
    await settle();
    expect(run.gateway.statusCalls).toBe(before + 1);
    expect(run.view().phase).toBe('processing');
    expect(run.view().challengeUrl).toBeNull();

    await wait(API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
    expect(run.gateway.paid()).toHaveLength(1);
  });

  it('a failed challenge is a failed payment with its reason', async () => {
    const run = start();
    await settle();
    await payWith(run, 'challenge');
    run.gateway.answerChallenge('txn_1', 'fail');
    await wait(API_POLLING_INTERVAL_MS);
    expect(run.view()).toMatchObject({
      phase: 'failed',
      failure: { reason: 'AUTHENTICATION_FAILED', messageId: 'payment.failure.authentication_failed' },
    });
  });

  it('a challenge nobody answers stops being polled after its cap', async () => {
    const run = start();
    await settle();
    await payWith(run, 'challenge');
    await wait(15 * 60 * 1000);
    expect(run.view().phase).toBe('timedOut');
    const calls = run.gateway.statusCalls;
    await wait(60_000);
    expect(run.gateway.statusCalls).toBe(calls);
  });
});

describe('payment machine: "Your capture context has expired."', () => {
  it('from payment_request: a fresh context, the form again with a notice, then the payment goes through', async () => {
    const run = start();
    await settle();
    await payWith(run, 'context_expired');
    await settle();

    expect(run.view()).toMatchObject({
      phase: 'form',
      notice: 'errors.payment.capture_context_expired',
      hostedFieldsUrl: 'https://pay.example.mx/hosted-fields?captureContext=cc_2',
      fieldsComplete: false,
      card: null,
      brand: null,
    });
    expect(run.gateway.contexts).toHaveLength(2);
    expect(run.gateway.payments).toHaveLength(0);

    await payWith(run, 'approve');
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
    expect(run.gateway.paid()).toHaveLength(1);
  });

  it('from the frame: the same reaction', async () => {
    const run = start();
    await settle();
    run.actor.send({
      type: 'FIELDS_CHANGED',
      brand: 'visa',
      numberComplete: true,
      securityCodeComplete: true,
    });
    run.actor.send({ type: 'PAY', expirationMonth: '12', expirationYear: '2030' });
    run.actor.send({ type: 'TOKENIZE_FAILED', reason: 'CAPTURE_CONTEXT_EXPIRED' });
    await settle();
    expect(run.view()).toMatchObject({ phase: 'form', notice: 'errors.payment.capture_context_expired' });
    expect(run.gateway.contexts).toHaveLength(2);
  });

  it('from the clock: a new context shortly before the old one lapses', async () => {
    const run = start();
    await settle();
    await wait(CONTEXT_TTL_MS - CAPTURE_CONTEXT_REFRESH_MARGIN_MS - 1);
    expect(run.gateway.contexts).toHaveLength(1);
    await wait(1);
    expect(run.gateway.contexts).toHaveLength(2);
    expect(run.view()).toMatchObject({ phase: 'form', notice: 'errors.payment.capture_context_expired' });
  });

  // The lifetime is the provider's (issue to expiry), not the gap between its clock and the
  // phone's: a phone set ahead saw each context dead on arrival and fetched new ones without end;
  // a provider weeks ahead (the sandbox after its clock was moved on) set a timer past the
  // longest a browser keeps, which fires at once, with the same endless fetching.
  it.each([
    ['an hour behind the phone’s', -60 * 60 * 1000],
    ['30 days ahead of the phone’s', 30 * 24 * 60 * 60 * 1000],
  ])('from the clock, the provider’s %s: one context for its lifetime, then one more', async (_, aheadMs) => {
    const gateway = new FakeGateway();
    gateway.providerClockAheadMs = aheadMs;
    const run = start(gateway);
    await settle();
    await wait(CONTEXT_TTL_MS - CAPTURE_CONTEXT_REFRESH_MARGIN_MS - 1);
    expect(run.gateway.contexts).toHaveLength(1);
    expect(run.view()).toMatchObject({ phase: 'form', notice: null });
    await wait(1);
    expect(run.gateway.contexts).toHaveLength(2);
  });
});

describe('payment machine: polling window', () => {
  it(`gives up after ${API_POLLING_ATTEMPTS} polls ${API_POLLING_INTERVAL_MS} ms apart, without failing the payment`, async () => {
    const run = start();
    await settle();
    await payWith(run, 'pending');

    await wait(API_POLLING_ATTEMPTS * API_POLLING_INTERVAL_MS - 1);
    expect(run.gateway.statusCalls).toBe(API_POLLING_ATTEMPTS - 1);
    expect(run.view().phase).toBe('processing');
    await wait(1);
    expect(run.gateway.statusCalls).toBe(API_POLLING_ATTEMPTS);
    expect(run.view()).toMatchObject({ phase: 'timedOut', statusMessageId: 'payment.status.timed_out' });
    expect(run.recorded.outcome).toEqual([]);

    await wait(10 * API_POLLING_INTERVAL_MS);
    expect(run.gateway.statusCalls).toBe(API_POLLING_ATTEMPTS);

    // Asking again reads the order and follows the same transaction: no second payment.
    const [payment] = run.gateway.payments;
    if (payment) payment.outcome = 'approve';
    run.actor.send({ type: 'CHECK_AGAIN' });
    await settle();
    await wait(API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
    expect(run.gateway.requests).toHaveLength(1);
  });

  it('a lost poll uses an attempt but does not fail the payment', async () => {
    const run = start();
    await settle();
    await payWith(run, 'approve');
    run.gateway.failNextStatus = true;
    await wait(API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('processing');
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
  });
});

describe('payment machine: the order’s own state', () => {
  it.each([
    ['CAN', 'CANCELLED'],
    ['OFL', 'FAILED'],
  ] as const)('server state %s closes the order as %s, without a capture context', async (state, status) => {
    const gateway = new FakeGateway();
    gateway.order = { state, payment_due: { amount: 230, currency: 'MXN' } };
    const run = start(gateway);
    await settle();
    expect(run.actor.getSnapshot().output).toEqual({
      status: 'closed',
      orderRef: ORDER_REF,
      orderStatus: status,
    });
    expect(run.view()).toMatchObject({ phase: 'closed', closedAs: status });
    expect(run.recorded.outcome).toEqual([
      { orderRef: ORDER_REF, outcome: 'closed', transactionId: null, orderStatus: status, failure: null },
    ]);
    expect(gateway.contexts).toHaveLength(0);
  });

  it('an order cancelled while the customer retries is closed, not paid', async () => {
    const run = start();
    await settle();
    await payWith(run, 'decline');
    await wait(2 * API_POLLING_INTERVAL_MS);
    run.gateway.order = { state: 'CAN', payment_due: { amount: 230, currency: 'MXN' } };
    run.actor.send({ type: 'RETRY' });
    await settle();
    expect(run.view()).toMatchObject({ phase: 'closed', closedAs: 'CANCELLED' });
  });

  it('an order with nothing left to pay is a success without a new payment', async () => {
    const gateway = new FakeGateway();
    gateway.order = { state: 'TSU', payment_due: { amount: 0, currency: 'MXN' } };
    const run = start(gateway);
    await settle();
    expect(run.actor.getSnapshot().output).toMatchObject({ status: 'success', alreadyPaid: true });
    expect(gateway.requests).toHaveLength(0);
  });

  it('paid in another tab between form and Pay: the refusal is read as already paid', async () => {
    const run = start();
    await settle();
    run.gateway.order = { state: 'TSU', payment_due: { amount: 0, currency: 'MXN' } };
    await payWith(run, 'approve');
    await settle();
    expect(run.view()).toMatchObject({ phase: 'succeeded', alreadyPaid: true });
    expect(run.gateway.payments).toHaveLength(0);
  });

  it('after a reload mid-payment, follows the transaction already sent instead of paying again', async () => {
    const gateway = new FakeGateway();
    const first = start(gateway);
    await settle();
    await payWith(first, 'approve');
    first.actor.stop();

    const [sent] = first.recorded.request.filter((record) => record.transactionId === 'txn_1');
    expect(sent?.idempotencyKey).toBe(gateway.requests[0]?.idempotencyKey);
    const second = start(gateway, {
      pendingRequest: { idempotencyKey: sent?.idempotencyKey ?? null, transactionId: 'txn_1' },
    });
    await settle();
    expect(gateway.contexts).toHaveLength(1);
    await wait(API_POLLING_INTERVAL_MS);
    expect(second.view().phase).toBe('succeeded');
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.paid()).toHaveLength(1);
  });

  it('a refused payment whose order cannot be re-read is a load error to retry, not a failed payment', async () => {
    const gateway = new FakeGateway();
    const run = start(gateway);
    await settle();
    gateway.order = { state: 'TSU', payment_due: { amount: 0, currency: 'MXN' } };
    gateway.loadOrder = async () => {
      throw { kind: 'network', status: 500, errorCode: 'UNKNOWN_ERROR_CODE' };
    };
    await payWith(run, 'approve');
    expect(run.view().phase).toBe('loadError');
    expect(run.recorded.outcome).toEqual([]);
  });

  it('an order that is not the customer’s says so', async () => {
    const gateway = new FakeGateway();
    gateway.loadOrder = async () => {
      throw { status: 404, errorCode: 'NOT_FOUND', errorId: 404002 };
    };
    const run = start(gateway);
    await settle();
    expect(run.view()).toMatchObject({ phase: 'loadError', notice: 'orders.not_found' });
    expect(gateway.contexts).toHaveLength(0);
  });

  it('a failed order read is shown with a way to try again', async () => {
    const gateway = new FakeGateway();
    const load = gateway.loadOrder;
    gateway.loadOrder = async () => {
      throw { status: 503, errorCode: 'MAINTENANCE', errorId: -44001 };
    };
    const run = start(gateway);
    await settle();
    expect(run.view()).toMatchObject({ phase: 'loadError', notice: 'errors.code.-44001' });
    gateway.loadOrder = load;
    run.actor.send({ type: 'CHECK_AGAIN' });
    await settle();
    expect(run.view()).toMatchObject({ phase: 'form', notice: null });
  });
});

describe('payment machine: a reload or a lost answer while the payment is in flight', () => {
  it('records the request, key and method, before the call leaves; never the token', async () => {
    const run = start();
    await settle();
    let recordedWhenSent: RecordRequestParams[] = [];
    run.gateway.onRequest = () => {
      recordedWhenSent = [...run.recorded.request];
    };
    await payWith(run, 'approve', 'visa', '4242', true);

    const [sent] = run.gateway.requests;
    expect(recordedWhenSent).toEqual([
      {
        orderRef: ORDER_REF,
        idempotencyKey: sent?.idempotencyKey,
        paymentMethod: 'CARD',
        transactionId: null,
        saveCard: true,
      },
    ]);
    expect(sent?.idempotencyKey).toMatch(/^pay_[a-zA-F]{32}$/);
    expect(JSON.stringify(run.recorded.request)).not.toContain('tok-');
    expect(run.recorded.request.at(-1)).toMatchObject({ transactionId: 'txn_1' });
  });

  it('an answer lost on the way: the transaction is found by its key and polled to success, one charge', async () => {
    const gateway = new FakeGateway();
    gateway.loseNextAnswer = true;
    const run = start(gateway);
    await settle();
    await payWith(run, 'approve');
    expect(run.view().phase).toBe('processing');
    expect(gateway.lookups).toBe(1);
    expect(run.recorded.request.at(-1)).toMatchObject({ transactionId: 'txn_1' });

    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
    expect(run.view().transactionId).toBe('txn_1');
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.paid()).toHaveLength(1);
    expect(run.recorded.outcome.at(-1)).toMatchObject({ outcome: 'success', transactionId: 'txn_1' });
  });

  it('a reload before the gateway got the request: resumed from the record, found once it lands, polled, one charge', async () => {
    const gateway = new FakeGateway();
    gateway.holdNextRequest = true;
    const first = start(gateway);
    await settle();
    await payWith(first, 'approve');
    const [record] = first.recorded.request;
    first.actor.stop();

    const second = start(gateway, {
      pendingRequest: { idempotencyKey: record?.idempotencyKey ?? null, transactionId: null },
    });
    await settle();
    // Not at the gateway yet: 404, asked again a second later; no new card form, no new payment.
    expect(second.view().phase).toBe('processing');
    expect(gateway.lookups).toBe(1);
    await wait(3 * API_POLLING_INTERVAL_MS);
    expect(gateway.lookups).toBe(4);
    gateway.deliverHeld();
    await wait(API_POLLING_INTERVAL_MS);
    expect(second.recorded.request.at(-1)).toMatchObject({ transactionId: 'txn_1' });
    await wait(2 * API_POLLING_INTERVAL_MS);

    expect(second.view().phase).toBe('succeeded');
    expect(gateway.contexts).toHaveLength(1);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.paid()).toHaveLength(1);
  });

  it('a lost answer whose transaction is declined: failed with the reason; retry pays under a new key', async () => {
    const gateway = new FakeGateway();
    gateway.loseNextAnswer = true;
    const run = start(gateway);
    await settle();
    await payWith(run, 'decline');
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('failed');
    expect(run.view().failure?.reason).toBe('CARD_DECLINED');

    run.actor.send({ type: 'RETRY' });
    await settle();
    await payWith(run, 'approve');
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('succeeded');
    const [declined, paid] = gateway.requests;
    expect(paid?.idempotencyKey).not.toBe(declined?.idempotencyKey);
    expect(gateway.paid()).toHaveLength(1);
  });

  it('a request not found for the whole §9 window and no attempt for the order: closed, "nothing was charged", the card form again; arriving late it is refused, one charge', async () => {
    const gateway = new FakeGateway();
    gateway.holdNextRequest = true;
    const first = start(gateway);
    await settle();
    await payWith(first, 'approve');
    const [record] = first.recorded.request;
    first.actor.stop();

    const second = start(gateway, {
      pendingRequest: { idempotencyKey: record?.idempotencyKey ?? null, transactionId: null },
    });
    await settle();
    await wait(API_POLLING_ATTEMPTS * API_POLLING_INTERVAL_MS - 1);
    expect(second.view().phase).toBe('processing');
    expect(gateway.closeCalls).toBe(0);
    await wait(1);
    await settle();
    expect(gateway.lookups).toBe(API_POLLING_ATTEMPTS + 1);
    // Closed at the gateway, which shows no attempt: said plainly, the card form offered, the record gone.
    expect(gateway.closeCalls).toBe(1);
    expect(second.view()).toMatchObject({
      phase: 'form',
      notice: 'payment.not_received',
      unknownOutcome: null,
    });
    expect(second.recorded.forgotten).toEqual([ORDER_REF]);
    expect(second.recorded.outcome).toEqual([]);

    // The lost request arrives late: refused, never charged; the customer's payment now is the one.
    gateway.deliverHeld();
    await settle();
    expect(gateway.payments).toEqual([]);
    await payWith(second, 'approve');
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(second.view().phase).toBe('succeeded');
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.requests[1]?.idempotencyKey).not.toBe(record?.idempotencyKey);
    expect(gateway.paid()).toHaveLength(1);
  });

  it('a request that arrives just as its key is closed: followed to its end, never a second payment offered', async () => {
    const gateway = new FakeGateway();
    gateway.holdNextRequest = true;
    gateway.deliverHeldOnClose = true;
    const first = start(gateway);
    await settle();
    await payWith(first, 'approve');
    const [record] = first.recorded.request;
    first.actor.stop();

    const second = start(gateway, {
      pendingRequest: { idempotencyKey: record?.idempotencyKey ?? null, transactionId: null },
    });
    await settle();
    await wait((API_POLLING_ATTEMPTS + 1) * API_POLLING_INTERVAL_MS);
    expect(gateway.closeCalls).toBe(1);
    expect(gateway.closedKeys.size).toBe(0);
    // The attempt is recorded and followed, as any found transaction.
    expect(second.recorded.request.at(-1)).toMatchObject({ transactionId: 'txn_1' });
    expect(second.view()).toMatchObject({ phase: 'processing', notice: null });
    await wait(2 * API_POLLING_INTERVAL_MS);
    expect(second.view().phase).toBe('succeeded');
    expect(gateway.contexts).toHaveLength(1);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.paid()).toHaveLength(1);
  });

  it('a window of 404s while another payment of the order is still pending: that one is followed, no card form', async () => {
    const gateway = new FakeGateway();
    // Another tab's payment, its answer seen there: still pending here.
    const other = start(gateway);
    await settle();
    await payWith(other, 'pending');
    other.actor.stop();
    const run = start(gateway, {
      pendingRequest: { idempotencyKey: 'pay_neverarrivedkeyAAAA', transactionId: null },
    });
    await settle();
    await wait((API_POLLING_ATTEMPTS + 1) * API_POLLING_INTERVAL_MS);
    expect(gateway.closeCalls).toBe(1);
    expect(run.view()).toMatchObject({ phase: 'processing', transactionId: 'txn_1', notice: null });
    expect(run.recorded.forgotten).toEqual([]);
    // It stays pending: the window ends unknown, never with a way to pay a second time.
    await wait((API_POLLING_ATTEMPTS + 1) * API_POLLING_INTERVAL_MS);
    expect(run.view()).toMatchObject({
      phase: 'timedOut',
      unknownOutcome: { titleId: 'payment.timed_out.title' },
    });
    expect(gateway.requests).toHaveLength(1);
  });

  it('the close gets no answer: the outcome stays unknown ("we can’t confirm your payment yet"), no card form, the record kept', async () => {
    const gateway = new FakeGateway();
    gateway.closePaymentRequest = async () => {
      gateway.closeCalls += 1;
      throw { kind: 'network', status: 500, errorCode: 'UNKNOWN_ERROR_CODE' };
    };
    const run = start(gateway, {
      pendingRequest: { idempotencyKey: 'pay_notfoundyet00000000', transactionId: null },
    });
    await settle();
    await wait((API_POLLING_ATTEMPTS + 1) * API_POLLING_INTERVAL_MS);
    expect(gateway.closeCalls).toBe(1);
    expect(run.view()).toMatchObject({
      phase: 'timedOut',
      notice: null,
      unknownOutcome: { titleId: 'payment.unconfirmed.title', bodyId: 'payment.unconfirmed.body' },
    });
    expect(run.recorded.forgotten).toEqual([]);
    expect(gateway.requests).toHaveLength(0);
  });

  it('look-ups that get no answer for the whole window: outcome unknown, never a new payment', async () => {
    const gateway = new FakeGateway();
    gateway.lookupsUnreachable = true;
    const run = start(gateway, {
      pendingRequest: { idempotencyKey: 'pay_unreachable0000000', transactionId: null },
    });
    await settle();
    await wait((API_POLLING_ATTEMPTS + 5) * API_POLLING_INTERVAL_MS);
    expect(run.view().phase).toBe('timedOut');
    expect(run.recorded.forgotten).toEqual([]);
    expect(gateway.requests).toHaveLength(0);

    gateway.lookupsUnreachable = false;
    run.actor.send({ type: 'CHECK_AGAIN' });
    await settle();
    expect(run.view().phase).toBe('processing');
  });

  it('an order paid meanwhile ends the recovery as paid, without looking further', async () => {
    const gateway = new FakeGateway();
    gateway.order = { state: 'TSU', payment_due: { amount: 0, currency: 'MXN' } };
    const run = start(gateway, {
      pendingRequest: { idempotencyKey: 'pay_paidelsewhere000000', transactionId: null },
    });
    await settle();
    expect(run.view().phase).toBe('succeeded');
    expect(gateway.lookups).toBe(0);
    expect(run.recorded.outcome.at(-1)).toMatchObject({ outcome: 'success' });
  });
});
