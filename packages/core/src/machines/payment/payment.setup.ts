import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
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

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`payment: actor "${name}" was not provided`);
};

/**
 * The card payment's named parts: the two calls it makes itself (the gateway's, provided by
 * payment.services.ts), its two children (card entry, settlement), guards and actions. The
 * states are in payment.machine.ts and payment.request-states.ts.
 */
export const paymentSetup = setup({
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
    /** A payable order would open the card form: no saved card chosen, nothing left from before a reload. */
    typesNewCard: ({ context }) =>
      context.savedCard === null && context.transactionId === null && context.idempotencyKey === null,
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
    /** Provided: the card form's capture context is asked for now (payment.services.ts). */
    askCaptureContext: (_, _params: { targetOrigin: string }) => {},
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
});
