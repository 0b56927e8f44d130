import { enqueueActions, forwardTo } from 'xstate';
import { paymentRequestStates } from './payment.request-states.ts';
import { paymentSetup } from './payment.setup.ts';
import {
  ORDER_CLOSED_OR_PAID,
  PAY_WITH_SAVED_CARD_ACTIONS,
  readCardEntry,
  readOrderOutput,
} from './payment.transitions.ts';
import type { PaymentOutput } from './payment.types.ts';

export {
  CAPTURE_CONTEXT_REFRESH_MARGIN_MS,
  FIELDS_REPORT_WAIT_MS,
  TOKENIZE_TIMEOUT_MS,
} from './card-entry/card-entry.machine.ts';
export { CHALLENGE_MAX_WAIT_MS } from './settlement/settlement.machine.ts';

/**
 * Paying one order by card (the spec's payments, the spec's capture context, the spec's polling): the parent that
 * orchestrates two children, card entry (card-entry/: the hosted fields up to a token) and
 * settlement (settlement/: the transaction followed on the shared bounded poll).
 *
 * checkingOrder → enteringCard | savedCardReady → requesting → settling → succeeded | failed |
 * timedOut; recheckingOrder after a refusal; loadError; closed.
 *
 * - checkingOrder: the order is read first. CAN/OFL close it (the spec: cancelled/failed), nothing due
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
export const paymentMachine = paymentSetup.createMachine({
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
      // A new card's capture context goes out beside the order read, so the frame does not wait
      // one more round trip after it.
      entry: enqueueActions(({ context, enqueue, check }) => {
        if (check('typesNewCard'))
          enqueue({ type: 'askCaptureContext', params: { targetOrigin: context.targetOrigin } });
      }),
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
    ...paymentRequestStates,
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

export type PaymentMachine = typeof paymentMachine;
