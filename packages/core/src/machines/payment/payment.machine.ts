import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import { processingStatusFromServerState } from '../../gateway/orders/order-rules.ts';
import { newIdempotencyKey } from '../../gateway/payments/payment-request.ts';
import { errorMessageId } from '../../i18n/error-messages.ts';
import { cardExpiryStatus } from './card-expiry.ts';
import { frameMessageEvent, type PaymentFrames, tokenizeRequest } from './hosted-fields-messages.ts';
import type {
  CardSummary,
  FetchCaptureContextInput,
  FindPaymentRequestInput,
  ForgetRequestParams,
  LoadOrderInput,
  PaymentCaptureContext,
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
  TransactionStatusInput,
} from './payment.types.ts';
import {
  CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID,
  failureFromRequestError,
  isAnswerLostError,
  isCaptureContextExpiredError,
  isNotFoundError,
  isOrderNotPayableError,
  POLLING_TIMEOUT_REASON,
  paymentFailure,
  REQUEST_UNCONFIRMED_REASON,
  tokenizeErrorMessageId,
} from './payment-errors.ts';

/**
 * A fresh capture context is fetched this long before the current one lapses: a token made in the
 * last seconds would reach payment_request after the context died, and the customer would type
 * the card twice instead of once.
 */
export const CAPTURE_CONTEXT_REFRESH_MARGIN_MS = 10_000;
/** The frame normally answers a tokenise request in well under a second; past this it is lost. */
export const TOKENIZE_TIMEOUT_MS = 30_000;
/**
 * The customer's bank challenge (3-D Secure) takes as long as the customer takes; its polls do not
 * use up the §9 window. The provider fails an unanswered challenge on its own (the sandbox after
 * 10 minutes); this cap only stops the app from polling forever should it not.
 */
export const CHALLENGE_MAX_WAIT_MS = 15 * 60 * 1000;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`payment: actor "${name}" was not provided`);
};

/**
 * Paying one order by card (§7 payments, §8 capture context, §9 polling).
 *
 * checkingOrder → loadingContext → ready ⇄ tokenizing → requesting → settling → polling ⇄
 * checkingStatus → succeeded | failed | timedOut; challenge polls while the bank asks.
 *
 * - checkingOrder: the order is read first. CAN/OFL close it (§4: cancelled/failed), nothing due
 *   means it was paid already (another tab, a reload), a transaction left from before a reload is
 *   followed instead of paying again.
 * - ready: the provider's hosted fields (from the capture context) take the card; the machine only
 *   hears brand and completeness. The page hands over every message its frames post
 *   (FRAME_MESSAGE); the machine believes only the frame's own origin and protocol
 *   (hosted-fields-messages.ts). PAY asks the frame for a token (the emitted `tokenize`, which the
 *   page posts to the frame) and is accepted in `ready` only, so a double click sends one request;
 *   a PAY the card or expiry is not ready for only shows what is missing.
 * - "Your capture context has expired." (§8, reaction not given): whether the frame, the gateway or
 *   the clock says so, the machine fetches a fresh capture context and shows the card form again
 *   with a notice. The expired token is spent, the typed card cannot be reused (the frame reloads
 *   with the new context), so the customer types it again. No payment was made, nothing to undo.
 * - requesting: a new idempotency key is made and the request recorded (payment store) BEFORE the
 *   call leaves, then recorded again with the transaction the answer names. No answer at all
 *   (a dropped connection; a reload aborts the call the same way) is not a failure: the request
 *   may have made a transaction, so it is looked up by its key (`recovering`).
 * - recovering: after a lost answer, or on a reload that finds a recorded request without its
 *   transaction: the transaction is found by the key (404 while the gateway has none; asked again
 *   once a second within the §9 window) and polled like any other. A window of 404s, like a
 *   window of unanswered look-ups, leaves the outcome unknown (timedOut: "we can't confirm your
 *   payment yet"), never "nothing was charged" and never a second payment: a request can reach
 *   the gateway after the window, and only the gateway or the provider can say it failed.
 * - settling: SUCCESS, FAILED (with the reason), CHALLENGE (the provider's challenge page is
 *   shown and polling goes on) or PENDING (poll again, §9: at most 30 × 1000 ms, then timedOut).
 * - failed: RETRY pays the same order again with a new card entry: never a second order, and the
 *   gateway settles an earlier transaction before taking a new one, so only one can pay.
 *
 * The card number and security code never reach the machine: only the token, brand and last four.
 * Results leave as emitted events, once per attempt: `paid` on success, `failed` on a failure.
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

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    emitted: {} as PaymentEmitted,
  },
  actors: {
    loadOrder: fromPromise<PaymentOrderSnapshot, LoadOrderInput>(notProvided('loadOrder')),
    fetchCaptureContext: fromPromise<PaymentCaptureContext, FetchCaptureContextInput>(
      notProvided('fetchCaptureContext'),
    ),
    requestPayment: fromPromise<PaymentTransaction, RequestPaymentInput>(notProvided('requestPayment')),
    findPaymentRequest: fromPromise<PaymentTransaction, FindPaymentRequestInput>(
      notProvided('findPaymentRequest'),
    ),
    fetchTransactionStatus: fromPromise<PaymentTransaction, TransactionStatusInput>(
      notProvided('fetchTransactionStatus'),
    ),
  },
  delays: {
    pollInterval: API_POLLING_INTERVAL_MS,
    tokenizeTimeout: TOKENIZE_TIMEOUT_MS,
    contextExpiry: ({ context }) =>
      context.captureContext
        ? Math.max(
            0,
            Date.parse(context.captureContext.expiresAt) - CAPTURE_CONTEXT_REFRESH_MARGIN_MS - Date.now(),
          )
        : 0,
  },
  guards: {
    isOrderClosed: (_, params: { order: PaymentOrderSnapshot }) =>
      processingStatusFromServerState(params.order.state) !== undefined,
    hasNothingDue: (_, params: { order: PaymentOrderSnapshot }) => params.order.payment_due.amount <= 0,
    hasTransactionToFollow: ({ context }) => context.transactionId !== null,
    hasRequestToRecover: ({ context }) => context.idempotencyKey !== null,
    isAnswerLost: (_, params: { error: unknown }) => isAnswerLostError(params.error),
    /**
     * The whole window answered 404: the gateway has no transaction for the request so far. That
     * is not a failure: the request may still be on its way (a slow network, a queue at the
     * gateway) and be charged after the window.
     */
    notFoundYet: ({ context }, params: { error: unknown }) =>
      context.pollAttempts >= API_POLLING_ATTEMPTS && isNotFoundError(params.error),
    paysWithSavedCard: ({ context }) => context.savedCard !== null,
    canPay: ({ context, event }) =>
      event.type === 'PAY' &&
      context.captureContext !== null &&
      context.fields.numberComplete &&
      context.fields.securityCodeComplete &&
      cardExpiryStatus(event.expirationMonth, event.expirationYear, Date.now()) === 'valid',
    isContextExpiredReason: ({ event }) =>
      event.type === 'TOKENIZE_FAILED' && isCaptureContextExpiredError({ reason: event.reason }),
    isContextExpiredError: (_, params: { error: unknown }) => isCaptureContextExpiredError(params.error),
    isOrderNotPayable: (_, params: { error: unknown }) => isOrderNotPayableError(params.error),
    isSucceeded: ({ context }) => context.transaction?.status === 'SUCCESS',
    isFailed: ({ context }) => context.transaction?.status === 'FAILED',
    isChallenge: ({ context }) => context.transaction?.status === 'CHALLENGE',
    isChallengeOverdue: ({ context }) =>
      context.challengeStartedAt !== null && Date.now() - context.challengeStartedAt >= CHALLENGE_MAX_WAIT_MS,
    wasInChallenge: ({ context }) => context.challengeStartedAt !== null,
    attemptsExhausted: ({ context }) => context.pollAttempts >= API_POLLING_ATTEMPTS,
  },
  actions: {
    /** The page posts `tokenize` (with the expiry) to the hosted-fields frame, at its origin only. */
    requestToken: enqueueActions(({ context, enqueue }, params: RequestTokenParams) => {
      const request = tokenizeRequest(params, framesOf(context));
      if (request) enqueue.emit(request);
    }),
    /** A frame's message, believed or not; a believed one is handled as the event it stands for. */
    hearFrame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FRAME_MESSAGE') return;
      const heard = frameMessageEvent(event, framesOf(context));
      if (heard?.type === 'FRAME_READY') enqueue.assign({ frameReady: true });
      else if (heard) enqueue.raise(heard);
    }),
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
    dropContext: assign({ captureContext: null, frameReady: false }),
    // A new context is a new, empty frame: nothing typed in the old one is shown as if it were
    // there, and its checks wait for the next Pay.
    storeContext: assign((_, params: { captureContext: PaymentCaptureContext }) => ({
      captureContext: params.captureContext,
      fields: { brand: null, numberComplete: false, securityCodeComplete: false },
      card: null,
      frameReady: false,
      checksShown: false,
    })),
    showChecks: assign({ checksShown: true }),
    noticeContextExpired: assign({ notice: CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID }),
    noticeError: assign((_, params: { error: unknown }) => ({ notice: loadErrorNotice(params.error) })),
    noticeTokenizeFailed: assign(({ event }) => ({
      notice: tokenizeErrorMessageId(event.type === 'TOKENIZE_FAILED' ? event.reason : 'TOKENIZE_TIMEOUT'),
    })),
    dismissNotice: assign({ notice: null }),
    chooseSaveCard: assign((_, params: { saveCard: boolean }) => ({ saveCard: params.saveCard })),
    /** The customer types a new card after all: the saved card is set aside for this payment. */
    dropSavedCard: assign({ savedCard: null }),
    storeFields: assign(({ context, event }) =>
      event.type === 'FIELDS_CHANGED'
        ? {
            fields: {
              brand: event.brand,
              numberComplete: event.numberComplete,
              securityCodeComplete: event.securityCodeComplete,
            },
          }
        : { fields: context.fields },
    ),
    storeToken: assign(({ event }) =>
      event.type === 'TOKENIZED'
        ? { token: event.token, card: { brand: event.brand, last4: event.last4 } }
        : {},
    ),
    startAttempt: assign(({ context }) => ({
      idempotencyKey: newIdempotencyKey(),
      paymentAttempts: context.paymentAttempts + 1,
      notice: null,
      failure: null,
      transaction: null,
      transactionId: null,
      challengeUrl: null,
      challengeStartedAt: null,
      pollAttempts: 0,
    })),
    /** The token is spent by payment_request, whatever it answered: it is never sent twice. */
    spendToken: assign({ token: null }),
    storeTransaction: assign((_, params: { transaction: PaymentTransaction }) => ({
      transaction: params.transaction,
      transactionId: params.transaction.transactionId,
    })),
    countPoll: assign(({ context }) => ({ pollAttempts: context.pollAttempts + 1 })),
    resetPolls: assign({ pollAttempts: 0 }),
    startChallenge: assign(({ context }) => ({
      challengeUrl: context.transaction?.challengeUrl ?? context.challengeUrl,
      challengeStartedAt: context.challengeStartedAt ?? Date.now(),
    })),
    endChallenge: assign({ challengeUrl: null, challengeStartedAt: null, pollAttempts: 0 }),
    failFromTransaction: assign(({ context }) => ({ failure: paymentFailure(context.transaction?.reason) })),
    failFromError: assign((_, params: { error: unknown }) => ({
      failure: failureFromRequestError(params.error),
    })),
    failFromTimeout: assign({ failure: paymentFailure(POLLING_TIMEOUT_REASON) }),
    failInProgress: assign({ failure: paymentFailure('PAYMENT_IN_PROGRESS') }),
    failUnconfirmed: assign({ failure: paymentFailure(REQUEST_UNCONFIRMED_REASON) }),
    forgetAttempt: assign({
      card: null,
      token: null,
      idempotencyKey: null,
      transaction: null,
      transactionId: null,
      challengeUrl: null,
      challengeStartedAt: null,
      pollAttempts: 0,
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
    captureContext: null,
    fields: { brand: null, numberComplete: false, securityCodeComplete: false },
    card: null,
    saveCard: false,
    canSaveCard: input.canSaveCard === true,
    frameReady: false,
    checksShown: false,
    savedCard: input.savedCard ?? null,
    token: null,
    idempotencyKey: input.pendingRequest?.idempotencyKey ?? null,
    transaction: null,
    transactionId: input.pendingRequest?.transactionId ?? null,
    challengeUrl: null,
    challengeStartedAt: null,
    pollAttempts: 0,
    paymentAttempts: 0,
    failure: null,
    notice: null,
    closedAs: null,
    alreadyPaid: false,
  }),
  initial: 'checkingOrder',
  on: { FRAME_MESSAGE: { actions: 'hearFrame' } },
  states: {
    checkingOrder: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderRef: context.orderRef }),
        onDone: [
          ...ORDER_CLOSED_OR_PAID,
          {
            guard: 'hasTransactionToFollow',
            target: 'checkingStatus',
            actions: [{ type: 'readOrder', params: ({ event }) => ({ order: event.output }) }, 'countPoll'],
          },
          {
            guard: 'hasRequestToRecover',
            target: 'recovering',
            actions: [{ type: 'readOrder', params: readOrderOutput }, 'resetPolls'],
          },
          {
            guard: 'paysWithSavedCard',
            target: 'savedCardReady',
            actions: { type: 'readOrder', params: readOrderOutput },
          },
          {
            target: 'loadingContext',
            actions: { type: 'readOrder', params: ({ event }) => ({ order: event.output }) },
          },
        ],
        onError: {
          target: 'loadError',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingContext: {
      tags: ['loading'],
      entry: 'dropContext',
      invoke: {
        src: 'fetchCaptureContext',
        input: ({ context }) => ({ targetOrigin: context.targetOrigin }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeContext', params: ({ event }) => ({ captureContext: event.output }) },
        },
        onError: {
          target: 'loadError',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      tags: ['form'],
      after: {
        contextExpiry: { target: 'loadingContext', actions: 'noticeContextExpired' },
      },
      on: {
        FIELDS_CHANGED: { actions: 'storeFields' },
        PAY: [
          {
            guard: 'canPay',
            target: 'tokenizing',
            // The notice stays while the frame tokenises: removing it would move the page under a
            // second click (a double click landing on Back).
            actions: [
              'showChecks',
              {
                type: 'chooseSaveCard',
                // Only a customer with an account may keep a card, whatever the page sent.
                params: ({ context, event }) => ({
                  saveCard: context.canSaveCard && event.saveCard === true,
                }),
              },
              {
                type: 'requestToken',
                params: ({ event }) => ({
                  expirationMonth: event.expirationMonth,
                  expirationYear: event.expirationYear,
                }),
              },
            ],
          },
          { actions: 'showChecks' },
        ],
        DISMISS_NOTICE: { actions: 'dismissNotice' },
      },
    },
    /**
     * Paying with a saved card: no capture context and no frame (the card is on file with the
     * provider); Pay charges it, or the customer switches to typing a new card.
     */
    savedCardReady: {
      tags: ['savedCard'],
      on: {
        PAY_WITH_SAVED_CARD: {
          target: 'requesting',
          actions: [
            { type: 'chooseSaveCard', params: { saveCard: false } },
            {
              type: 'recordCard',
              params: ({ context }) => ({
                brand: context.savedCard?.brand ?? '',
                last4: context.savedCard?.last4 ?? '',
              }),
            },
          ],
        },
        USE_NEW_CARD: { target: 'loadingContext', actions: 'dropSavedCard' },
      },
    },
    tokenizing: {
      tags: ['form', 'busy'],
      after: { tokenizeTimeout: { target: 'ready', actions: 'noticeTokenizeFailed' } },
      on: {
        FIELDS_CHANGED: { actions: 'storeFields' },
        TOKENIZED: {
          target: 'requesting',
          actions: [
            'storeToken',
            {
              type: 'recordCard',
              params: ({ event }) => ({ brand: event.brand, last4: event.last4 }),
            },
          ],
        },
        TOKENIZE_FAILED: [
          { guard: 'isContextExpiredReason', target: 'loadingContext', actions: 'noticeContextExpired' },
          { target: 'ready', actions: 'noticeTokenizeFailed' },
        ],
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
            guard: { type: 'isAnswerLost', params: ({ event }) => ({ error: event.error }) },
            target: 'recovering',
            actions: ['spendToken', 'resetPolls'],
          },
          {
            guard: { type: 'isContextExpiredError', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingContext',
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
    /** A request whose answer was lost: its transaction is found by the key, never paid again. */
    recovering: {
      tags: ['busy', 'processing'],
      invoke: {
        src: 'findPaymentRequest',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: {
          target: 'settling',
          actions: [
            { type: 'storeTransaction', params: ({ event }) => ({ transaction: event.output }) },
            'resetPolls',
            {
              type: 'recordRequest',
              params: ({ context, event }) => requestRecord(context, event.output.transactionId),
            },
          ],
        },
        onError: [
          // The request stays recorded: a reload or "check again" goes on looking for it.
          {
            guard: { type: 'notFoundYet', params: ({ event }) => ({ error: event.error }) },
            target: 'timedOut',
            actions: 'failUnconfirmed',
          },
          { guard: 'attemptsExhausted', target: 'timedOut', actions: 'failFromTimeout' },
          { target: 'awaitingRequest' },
        ],
      },
    },
    awaitingRequest: {
      tags: ['busy', 'processing'],
      after: { pollInterval: { target: 'recovering', actions: 'countPoll' } },
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
      always: [
        { guard: 'isSucceeded', target: 'succeeded' },
        { guard: 'isFailed', target: 'failed', actions: 'failFromTransaction' },
        { guard: 'isChallengeOverdue', target: 'timedOut', actions: 'failFromTimeout' },
        { guard: 'isChallenge', target: 'challenge', actions: 'startChallenge' },
        // The bank answered the challenge: the §9 window starts again for the provider's decision.
        { guard: 'wasInChallenge', target: 'polling', actions: 'endChallenge' },
        { guard: 'attemptsExhausted', target: 'timedOut', actions: 'failFromTimeout' },
        { target: 'polling' },
      ],
    },
    polling: {
      tags: ['busy', 'processing'],
      after: { pollInterval: { target: 'checkingStatus', actions: 'countPoll' } },
    },
    checkingStatus: {
      tags: ['busy', 'processing'],
      invoke: {
        src: 'fetchTransactionStatus',
        input: ({ context }) => ({ transactionId: context.transactionId ?? '' }),
        onDone: {
          target: 'settling',
          actions: { type: 'storeTransaction', params: ({ event }) => ({ transaction: event.output }) },
        },
        // A lost poll is one attempt used, not a failed payment: the money may still be moving.
        onError: [
          { guard: 'isChallengeOverdue', target: 'timedOut', actions: 'failFromTimeout' },
          { guard: 'wasInChallenge', target: 'challenge' },
          { guard: 'attemptsExhausted', target: 'timedOut', actions: 'failFromTimeout' },
          { target: 'polling' },
        ],
      },
    },
    challenge: {
      tags: ['busy', 'challenge'],
      after: { pollInterval: { target: 'checkingStatus' } },
      on: { CHALLENGE_ANSWERED: { target: 'checkingStatus' } },
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
     * The window ran out with the transaction still PENDING: the outcome is unknown, so neither
     * success nor a new payment is offered, only asking again (the order is read first).
     */
    timedOut: {
      on: { CHECK_AGAIN: { target: 'checkingOrder', actions: 'resetPolls' } },
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

/** Where the page's frames are served from, and the transaction a challenge is for. */
function framesOf(context: PaymentContext): PaymentFrames {
  return {
    targetOrigin: context.targetOrigin,
    hostedFieldsUrl: context.captureContext?.hostedFieldsUrl ?? null,
    challengeUrl: context.challengeUrl,
    transactionId: context.transactionId,
  };
}

/** A 404 on the order means it is not this customer's (or does not exist); anything else, §8's sentence. */
function loadErrorNotice(error: unknown): string {
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  if (fields.status === 404) return ORDER_NOT_FOUND_MESSAGE_ID;
  return errorMessageId({ errorId: fields.errorId, errorCode: fields.errorCode, status: fields.status });
}

const ORDER_NOT_FOUND_MESSAGE_ID = 'orders.not_found';

export type PaymentMachine = typeof paymentMachine;
