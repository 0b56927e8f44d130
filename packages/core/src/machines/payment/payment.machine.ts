import { assign, emit, enqueueActions, forwardTo, fromPromise, setup } from 'xstate';
import { processingStatusFromServerState } from '../../gateway/orders/order-rules.ts';
import { newIdempotencyKey } from '../../gateway/payments/payment-request.ts';
import { cardEntryMachine } from './card-entry/card-entry.machine.ts';
import type { CardEntryOutput, CardEntryTokenRequested } from './card-entry/card-entry.types.ts';
import { tokenizeRequest } from './hosted-fields-messages.ts';
import type {
  CardSummary,
  ForgetRequestParams,
  LoadOrderInput,
  PaymentContext,
  PaymentEmitted,
  PaymentEvent,
  PaymentInput,
  PaymentOrderSnapshot,
  PaymentOutput,
  PaymentTransaction,
  RecordOutcomeParams,
  RecordRequestParams,
  RequestPaymentInput,
  RequestTokenParams,
} from './payment.types.ts';
import {
  CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID,
  failureFromRequestError,
  isAnswerLostError,
  isCaptureContextExpiredError,
  isOrderNotPayableError,
  loadErrorNotice,
  paymentFailure,
  REQUEST_NOT_RECEIVED_MESSAGE_ID,
} from './payment-errors.ts';
import { paymentSettlementMachine } from './settlement/settlement.machine.ts';
import type { SettlementOutput, SettlementTransactionFound } from './settlement/settlement.types.ts';

export { CAPTURE_CONTEXT_REFRESH_MARGIN_MS, TOKENIZE_TIMEOUT_MS } from './card-entry/card-entry.machine.ts';
export { CHALLENGE_MAX_WAIT_MS } from './settlement/settlement.machine.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`payment: actor "${name}" was not provided`);
};

/**
 * Paying one order by card (§7 payments, §8 capture context, §9 polling): the parent that
 * orchestrates two children, card entry (card-entry/: the hosted fields up to a token) and
 * settlement (settlement/: the transaction followed on the shared bounded poll).
 *
 * checkingOrder → enteringCard | savedCardReady → requesting → settling → succeeded | failed |
 * timedOut; recheckingOrder after a refusal; loadError; closed.
 *
 * - checkingOrder: the order is read first. CAN/OFL close it (§4: cancelled/failed), nothing due
 *   means it was paid already (another tab, a reload), a transaction or request left from before
 *   a reload is settled instead of paying again.
 * - enteringCard: card entry runs; every card and frame event the page sends goes to it, and its
 *   tokenise requests leave as the emitted `tokenize`, which the page posts to the frame. Its
 *   output is the token, the card's brand and last four, and the save-card choice.
 * - requesting: a new idempotency key is made and the request recorded (payment store) BEFORE the
 *   call leaves, then recorded again with the transaction the answer names. No answer at all
 *   (a dropped connection; a reload aborts the call the same way) is not a failure: the request
 *   may have made a transaction, so settlement looks it up by its key. "Your capture context has
 *   expired." from the gateway: a new card entry with the notice (no payment was made).
 * - settling: settlement follows the transaction (a challenge included) and ends succeeded,
 *   failed (with the reason) or timedOut (the outcome unknown: only asking again is offered).
 * - failed: RETRY pays the same order again with a new card entry: never a second order, and the
 *   gateway settles an earlier transaction before taking a new one, so only one can pay.
 *
 * The card number and security code never reach the machine or its children: only the token,
 * brand and last four. Results leave as emitted events, once per attempt: `paid` on success,
 * `failed` on a failure.
 */
/** The order as a loadOrder answer carries it, for the guards and actions that read it. */
const readOrderOutput = ({ event }: { event: { output: PaymentOrderSnapshot } }) => ({ order: event.output });

/**
 * What a read of the order settles before anything is paid, on the first read and on the re-read
 * after a refused payment alike: CAN/OFL close it, nothing due means it is paid already.
 */
const ORDER_CLOSED_OR_PAID = [
  {
    guard: { type: 'isOrderClosed', params: readOrderOutput },
    target: 'closed',
    actions: { type: 'closeOrder', params: readOrderOutput },
  },
  {
    guard: { type: 'hasNothingDue', params: readOrderOutput },
    target: 'succeeded',
    actions: [{ type: 'readOrder', params: readOrderOutput }, 'markAlreadyPaid'],
  },
] as const;

/** Paying with the saved card: nothing to keep, its brand and last four recorded for display. */
const PAY_WITH_SAVED_CARD_ACTIONS = [
  'payWithSavedCard',
  {
    type: 'recordCard',
    params: ({ context }: { context: PaymentContext }) => ({
      brand: context.savedCard?.brand ?? '',
      last4: context.savedCard?.last4 ?? '',
    }),
  },
] as const;

/** The card entry's answer, for the actions that read it. */
const readCardEntry = ({ event }: { event: { output: CardEntryOutput } }) => ({ entry: event.output });
/** Settlement's answer, for the actions that read it. */
const readSettlement = ({ event }: { event: { output: SettlementOutput } }) => ({ settled: event.output });

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent | CardEntryTokenRequested | SettlementTransactionFound,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    emitted: {} as PaymentEmitted,
  },
  actors: {
    loadOrder: fromPromise<PaymentOrderSnapshot, LoadOrderInput>(notProvided('loadOrder')),
    requestPayment: fromPromise<PaymentTransaction, RequestPaymentInput>(notProvided('requestPayment')),
    cardEntry: cardEntryMachine,
    settlement: paymentSettlementMachine,
  },
  guards: {
    isOrderClosed: (_, params: { order: PaymentOrderSnapshot }) =>
      processingStatusFromServerState(params.order.state) !== undefined,
    hasNothingDue: (_, params: { order: PaymentOrderSnapshot }) => params.order.payment_due.amount <= 0,
    hasTransactionToFollow: ({ context }) => context.transactionId !== null,
    hasRequestToRecover: ({ context }) => context.idempotencyKey !== null,
    paysWithSavedCard: ({ context }) => context.savedCard !== null,
    /** The saved card's Pay was already pressed for exactly what the order asks. */
    paysSavedCardNow: ({ context }, params: { order: PaymentOrderSnapshot }) =>
      context.savedCard !== null &&
      context.payNow !== null &&
      context.payNow.amount === params.order.payment_due.amount &&
      context.payNow.currency === params.order.payment_due.currency,
    isTokenized: (_, params: { entry: CardEntryOutput }) => params.entry.status === 'tokenized',
    isAnswerLost: (_, params: { error: unknown }) => isAnswerLostError(params.error),
    isContextExpiredError: (_, params: { error: unknown }) => isCaptureContextExpiredError(params.error),
    isOrderNotPayable: (_, params: { error: unknown }) => isOrderNotPayableError(params.error),
    settledAs: (_, params: { settled: SettlementOutput; outcome: SettlementOutput['outcome'] }) =>
      params.settled.outcome === params.outcome,
  },
  actions: {
    /** The page posts `tokenize` (with the expiry) to the hosted-fields frame, at its origin only. */
    requestToken: enqueueActions(({ context, event, enqueue }, params: RequestTokenParams) => {
      const hostedFieldsUrl = event.type === 'cardEntry.tokenRequested' ? event.hostedFieldsUrl : null;
      const request = tokenizeRequest(params, { targetOrigin: context.targetOrigin, hostedFieldsUrl });
      if (request) enqueue.emit(request);
    }),
    /** A child's snapshot changed: so does the parent's (see `childUpdates`). */
    followChild: assign(({ context }) => ({ childUpdates: context.childUpdates + 1 })),
    announcePaid: emit(({ context }) => ({
      type: 'paid' as const,
      orderRef: context.orderRef,
      alreadyPaid: context.alreadyPaid,
    })),
    announceFailed: emit(({ context }) => ({
      type: 'failed' as const,
      orderRef: context.orderRef,
      failure: context.failure ?? paymentFailure(undefined),
    })),
    /** Provided by the app: a payment_request is leaving, or was answered, for this order (payment store). */
    recordRequest: (_, _params: RecordRequestParams) => {},
    /** Provided by the app: the recorded request made no transaction; nothing is in flight any more. */
    forgetRequest: (_, _params: ForgetRequestParams) => {},
    /** Provided by the app: the order's processing status and the result (payment store). */
    recordOutcome: (_, _params: RecordOutcomeParams) => {},
    /** Provided by the app: brand and last four for display (payment store's cardDetails). */
    recordCard: (_, _params: CardSummary) => {},

    readOrder: assign((_, params: { order: PaymentOrderSnapshot }) => ({
      amountDue: params.order.payment_due,
    })),
    closeOrder: assign((_, params: { order: PaymentOrderSnapshot }) => ({
      closedAs: processingStatusFromServerState(params.order.state) ?? null,
    })),
    markAlreadyPaid: assign({ alreadyPaid: true }),
    noticeContextExpired: assign({ notice: CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID }),
    /** The lost request was closed unanswered and the order shows no attempt: pay now, said plainly. */
    noticeNotReceived: assign({
      notice: REQUEST_NOT_RECEIVED_MESSAGE_ID,
      idempotencyKey: null,
      transaction: null,
      transactionId: null,
      failure: null,
    }),
    noticeError: assign((_, params: { error: unknown }) => ({ notice: loadErrorNotice(params.error) })),
    noticeCardEntry: assign((_, params: { entry: CardEntryOutput }) => ({
      notice: params.entry.status === 'loadError' ? params.entry.notice : null,
    })),
    dismissNotice: assign({ notice: null }),
    /** The customer types a new card after all: the saved card is set aside for this payment. */
    dropSavedCard: assign({ savedCard: null }),
    takeToken: assign((_, params: { entry: CardEntryOutput }) =>
      params.entry.status === 'tokenized'
        ? { token: params.entry.token, card: params.entry.card, saveCard: params.entry.saveCard }
        : {},
    ),
    payWithSavedCard: assign({ saveCard: false, payNow: null }),
    rememberEarlyPay: assign({ payPressedEarly: true }),
    forgetCard: assign({ card: null }),
    startAttempt: assign(({ context }) => ({
      idempotencyKey: newIdempotencyKey(),
      paymentAttempts: context.paymentAttempts + 1,
      notice: null,
      failure: null,
      transaction: null,
      transactionId: null,
    })),
    /** The token is spent by payment_request, whatever it answered: it is never sent twice. */
    spendToken: assign({ token: null }),
    storeTransaction: assign((_, params: { transaction: PaymentTransaction }) => ({
      transaction: params.transaction,
      transactionId: params.transaction.transactionId,
    })),
    handOverTransaction: assign({ transaction: null }),
    takeFound: assign((_, params: { transaction: PaymentTransaction }) => ({
      transactionId: params.transaction.transactionId,
    })),
    takeSettlement: assign((_, params: { settled: SettlementOutput }) => ({
      transactionId: params.settled.transactionId,
      failure: params.settled.failure,
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      failure: failureFromRequestError(params.error),
    })),
    failInProgress: assign({ failure: paymentFailure('PAYMENT_IN_PROGRESS') }),
    forgetAttempt: assign({
      payPressedEarly: false,
      card: null,
      token: null,
      idempotencyKey: null,
      transaction: null,
      transactionId: null,
      failure: null,
      notice: null,
    }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    orderRef: input.orderRef,
    targetOrigin: input.targetOrigin,
    amountDue: null,
    canSaveCard: input.canSaveCard === true,
    savedCard: input.savedCard ?? null,
    card: null,
    saveCard: false,
    token: null,
    idempotencyKey: input.pendingRequest?.idempotencyKey ?? null,
    transaction: null,
    transactionId: input.pendingRequest?.transactionId ?? null,
    paymentAttempts: 0,
    failure: null,
    notice: null,
    closedAs: null,
    alreadyPaid: false,
    payNow: input.payNow ?? null,
    payPressedEarly: false,
    childUpdates: 0,
  }),
  initial: 'checkingOrder',
  states: {
    checkingOrder: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderRef: context.orderRef }),
        onDone: [
          ...ORDER_CLOSED_OR_PAID,
          // A transaction or a request from before a reload: settled, never paid again.
          {
            guard: 'hasTransactionToFollow',
            target: 'settling',
            actions: { type: 'readOrder', params: readOrderOutput },
          },
          {
            guard: 'hasRequestToRecover',
            target: 'settling',
            actions: { type: 'readOrder', params: readOrderOutput },
          },
          // Pay was pressed with this card for this amount on the step that chose it: no second Pay.
          {
            guard: { type: 'paysSavedCardNow', params: readOrderOutput },
            target: 'requesting',
            actions: [{ type: 'readOrder', params: readOrderOutput }, ...PAY_WITH_SAVED_CARD_ACTIONS],
          },
          {
            guard: 'paysWithSavedCard',
            target: 'savedCardReady',
            actions: { type: 'readOrder', params: readOrderOutput },
          },
          { target: 'enteringCard', actions: { type: 'readOrder', params: readOrderOutput } },
        ],
        onError: {
          target: 'loadError',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      // A Pay pressed before the form is there is heard: the form opens saying what is missing.
      on: { PAY: { actions: 'rememberEarlyPay' } },
    },
    enteringCard: {
      tags: ['card'],
      // A new card entry is a new, empty frame: the card of an earlier attempt is not shown as typed.
      entry: 'forgetCard',
      invoke: {
        id: 'cardEntry',
        src: 'cardEntry',
        input: ({ context }) => ({
          targetOrigin: context.targetOrigin,
          canSaveCard: context.canSaveCard,
          notice: context.notice,
          payPressed: context.payPressedEarly,
        }),
        onSnapshot: { actions: 'followChild' },
        onDone: [
          {
            guard: { type: 'isTokenized', params: readCardEntry },
            target: 'requesting',
            actions: [
              { type: 'takeToken', params: readCardEntry },
              {
                type: 'recordCard',
                params: ({ event }) =>
                  event.output.status === 'tokenized' ? event.output.card : { brand: '', last4: '' },
              },
            ],
          },
          { target: 'loadError', actions: { type: 'noticeCardEntry', params: readCardEntry } },
        ],
      },
      on: {
        FIELDS_CHANGED: { actions: forwardTo('cardEntry') },
        PAY: { actions: forwardTo('cardEntry') },
        TOKENIZED: { actions: forwardTo('cardEntry') },
        TOKENIZE_FAILED: { actions: forwardTo('cardEntry') },
        FRAME_MESSAGE: { actions: forwardTo('cardEntry') },
        DISMISS_NOTICE: { actions: forwardTo('cardEntry') },
        'cardEntry.tokenRequested': {
          actions: {
            type: 'requestToken',
            params: ({ event }) => ({
              expirationMonth: event.expirationMonth,
              expirationYear: event.expirationYear,
            }),
          },
        },
      },
    },
    /**
     * Paying with a saved card: no capture context and no frame (the card is on file with the
     * provider); Pay charges it, or the customer switches to typing a new card.
     */
    savedCardReady: {
      tags: ['savedCard'],
      on: {
        PAY_WITH_SAVED_CARD: { target: 'requesting', actions: PAY_WITH_SAVED_CARD_ACTIONS },
        USE_NEW_CARD: { target: 'enteringCard', actions: 'dropSavedCard' },
      },
    },
    requesting: {
      tags: ['busy', 'processing'],
      // Recorded before the call leaves: a reload from here on finds the request by its key.
      entry: [
        'startAttempt',
        { type: 'recordRequest', params: ({ context }) => requestRecord(context, null) },
      ],
      invoke: {
        src: 'requestPayment',
        input: ({ context }): RequestPaymentInput =>
          context.savedCard
            ? {
                orderRef: context.orderRef,
                paymentMethod: 'SAVED_CARD',
                idempotencyKey: context.idempotencyKey ?? '',
                paymentMethodId: context.savedCard.paymentMethodId,
                card: { brand: context.savedCard.brand, last4: context.savedCard.last4 },
              }
            : {
                orderRef: context.orderRef,
                paymentMethod: 'CARD',
                idempotencyKey: context.idempotencyKey ?? '',
                transientToken: context.token ?? '',
                card: context.card ?? { brand: '', last4: '' },
                saveCard: context.saveCard,
              },
        onDone: {
          target: 'settling',
          actions: [
            'spendToken',
            { type: 'storeTransaction', params: ({ event }) => ({ transaction: event.output }) },
            {
              type: 'recordRequest',
              params: ({ context, event }) => requestRecord(context, event.output.transactionId),
            },
          ],
        },
        onError: [
          {
            // The request may have made a transaction: settlement looks it up by the key.
            guard: { type: 'isAnswerLost', params: ({ event }) => ({ error: event.error }) },
            target: 'settling',
            actions: 'spendToken',
          },
          {
            guard: { type: 'isContextExpiredError', params: ({ event }) => ({ error: event.error }) },
            target: 'enteringCard',
            actions: [
              'spendToken',
              'noticeContextExpired',
              { type: 'forgetRequest', params: ({ context }) => ({ orderRef: context.orderRef }) },
            ],
          },
          {
            // Paid meanwhile (another tab), closed, or another payment still running: the order says which.
            guard: { type: 'isOrderNotPayable', params: ({ event }) => ({ error: event.error }) },
            target: 'recheckingOrder',
            actions: [
              'spendToken',
              { type: 'failFromError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'failed',
            actions: [
              'spendToken',
              { type: 'failFromError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    /** The saved card the lost request was paying with, or a new card's form. */
    offeringPaymentAgain: {
      always: [{ guard: 'paysWithSavedCard', target: 'savedCardReady' }, { target: 'enteringCard' }],
    },
    recheckingOrder: {
      tags: ['busy', 'processing'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderRef: context.orderRef }),
        onDone: [
          ...ORDER_CLOSED_OR_PAID,
          // Still waiting for payment: another payment of this order is running (a challenge open elsewhere).
          { target: 'failed', actions: 'failInProgress' },
        ],
        // Not knowing is not a failed payment (that would end the journey, and a reload here
        // would then start a new purchase): the order is asked again.
        onError: {
          target: 'loadError',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settling: {
      tags: ['busy', 'processing'],
      invoke: {
        id: 'settlement',
        src: 'settlement',
        input: ({ context }) => ({
          targetOrigin: context.targetOrigin,
          orderRef: context.orderRef,
          transaction: context.transaction,
          transactionId: context.transactionId,
          idempotencyKey: context.idempotencyKey,
        }),
        onSnapshot: { actions: 'followChild' },
        onDone: [
          {
            guard: {
              type: 'settledAs',
              params: ({ event }) => ({ settled: event.output, outcome: 'succeeded' as const }),
            },
            target: 'succeeded',
            actions: { type: 'takeSettlement', params: readSettlement },
          },
          {
            guard: {
              type: 'settledAs',
              params: ({ event }) => ({ settled: event.output, outcome: 'failed' as const }),
            },
            target: 'failed',
            actions: { type: 'takeSettlement', params: readSettlement },
          },
          {
            // Never reached the gateway, now closed there, and the order has no attempt: nothing
            // was charged, so the way to pay is offered again (the record is dropped).
            guard: {
              type: 'settledAs',
              params: ({ event }) => ({ settled: event.output, outcome: 'notReceived' as const }),
            },
            target: 'offeringPaymentAgain',
            actions: [
              'noticeNotReceived',
              { type: 'forgetRequest', params: ({ context }) => ({ orderRef: context.orderRef }) },
            ],
          },
          // The request stays recorded: a reload or "check again" goes on looking for it.
          { target: 'timedOut', actions: { type: 'takeSettlement', params: readSettlement } },
        ],
      },
      // Settlement took payment_request's answer with its input; the parent keeps only the id.
      exit: 'handOverTransaction',
      on: {
        FRAME_MESSAGE: { actions: forwardTo('settlement') },
        CHALLENGE_ANSWERED: { actions: forwardTo('settlement') },
        'settlement.found': {
          actions: [
            { type: 'takeFound', params: ({ event }) => ({ transaction: event.transaction }) },
            {
              type: 'recordRequest',
              params: ({ context, event }) => requestRecord(context, event.transaction.transactionId),
            },
          ],
        },
      },
    },
    succeeded: {
      type: 'final',
      entry: [
        {
          type: 'recordOutcome',
          params: ({ context }) => ({
            orderRef: context.orderRef,
            outcome: 'success',
            transactionId: context.transactionId,
            orderStatus: 'APPROVED',
            failure: null,
          }),
        },
        'announcePaid',
      ],
    },
    failed: {
      entry: [
        {
          type: 'recordOutcome',
          params: ({ context }) => ({
            orderRef: context.orderRef,
            outcome: 'failed',
            transactionId: context.transactionId,
            // A declined payment leaves the order waiting for payment, not failed (that is OFL's).
            orderStatus: 'CREATED',
            failure: context.failure,
          }),
        },
        'announceFailed',
      ],
      on: { RETRY: { target: 'checkingOrder', actions: 'forgetAttempt' } },
    },
    /**
     * The window ran out with the transaction still PENDING (or the request not found by its
     * key): the outcome is unknown, so neither success nor a new payment is offered, only asking
     * again (the order is read first).
     */
    timedOut: {
      on: { CHECK_AGAIN: { target: 'checkingOrder' } },
    },
    loadError: {
      on: { CHECK_AGAIN: { target: 'checkingOrder', actions: 'dismissNotice' } },
    },
    closed: {
      type: 'final',
      entry: {
        type: 'recordOutcome',
        params: ({ context }) => ({
          orderRef: context.orderRef,
          outcome: 'closed',
          transactionId: context.transactionId,
          orderStatus: context.closedAs ?? 'CANCELLED',
          failure: null,
        }),
      },
    },
  },
  output: ({ context }): PaymentOutput =>
    context.closedAs
      ? { status: 'closed', orderRef: context.orderRef, orderStatus: context.closedAs }
      : {
          status: 'success',
          orderRef: context.orderRef,
          transactionId: context.transactionId,
          alreadyPaid: context.alreadyPaid,
        },
});

/** What the payment store keeps of the attempt under way: its key, method and the saved card's id. */
function requestRecord(context: PaymentContext, transactionId: string | null): RecordRequestParams {
  return {
    orderRef: context.orderRef,
    idempotencyKey: context.idempotencyKey ?? '',
    paymentMethod: context.savedCard ? 'SAVED_CARD' : 'CARD',
    transactionId,
    saveCard: context.saveCard,
    ...(context.savedCard ? { paymentMethodId: context.savedCard.paymentMethodId } : {}),
  };
}

export type PaymentMachine = typeof paymentMachine;
