import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { API_POLLING_ATTEMPTS } from '../../../config/constants.ts';
import { type BoundedPollReport, boundedPoll } from '../../shared/bounded-poll.machine.ts';
import { frameMessageEvent } from '../hosted-fields-messages.ts';
import type { PaymentTransaction } from '../payment.types.ts';
import {
  isNotFoundError,
  POLLING_TIMEOUT_REASON,
  paymentFailure,
  REQUEST_UNCONFIRMED_REASON,
} from '../payment-errors.ts';
import type {
  CloseRequestInput,
  FindPaymentRequestInput,
  SettlementContext,
  SettlementEvent,
  SettlementInput,
  SettlementOutput,
  SettlementTransactionFound,
  TransactionStatusInput,
} from './settlement.types.ts';

/**
 * The customer's bank challenge (3-D Secure) takes as long as the customer takes; its reads do
 * not use up the spec's window. The provider fails an unanswered challenge on its own (the sandbox
 * after 10 minutes); this cap only stops the app from reading forever should it not.
 */
export const CHALLENGE_MAX_WAIT_MS = 15 * 60 * 1000;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`paymentSettlement: actor "${name}" was not provided`);
};

type Reported = { event: BoundedPollReport<PaymentTransaction> };
type Closed = { event: { output: PaymentTransaction[] } };
/**
 * The order's attempt to follow once the lost request is closed: one still under way or paid
 * (never paid twice), else the latest, which failed (the customer may then pay again).
 */
const attemptToFollow = ({ event }: Closed) => ({
  transaction:
    event.output.findLast((transaction) => transaction.status !== 'FAILED') ?? event.output.at(-1) ?? null,
});
/** The transaction a poll answered. */
const answered = ({ event }: Reported) => ({
  transaction: event.type === 'poll.answer' ? event.answer : null,
});
const hasStatus = (transaction: PaymentTransaction | null, status: PaymentTransaction['status']) =>
  transaction?.status === status;

/** A decided transaction ends the settlement, while following it and while the bank asks. */
const DECIDED = [
  {
    guard: { type: 'isSucceeded', params: answered },
    target: 'succeeded',
    actions: { type: 'storeTransaction', params: answered },
  },
  {
    guard: { type: 'isFailed', params: answered },
    target: 'failed',
    actions: [{ type: 'storeTransaction', params: answered }, 'failFromTransaction'],
  },
] as const;

/**
 * One payment_request's transaction followed to the provider's decision (the spec's transaction status,
 * the spec's polling), on the shared bounded poll (`boundedPoll`, as the service-request template, eSIM
 * install and request status follow theirs).
 *
 * starting → recovering → closing → deciding → following ⇄ challenge → succeeded | failed |
 * timedOut | notReceived
 *
 * - recovering: a request whose answer was lost is looked up by its key (`findRequest`: at once,
 *   then a second apart while the gateway has none, 404). A window of unanswered look-ups leaves
 *   the outcome unknown (timedOut: "we can't confirm your payment yet"). A window of 404s goes to
 *   closing: a request can reach the gateway after the window, so "nothing was charged" is said
 *   only once the gateway has closed the key (refusing it later) and shows no attempt for the
 *   order (notReceived). A transaction found is told to the parent (`settlement.found`), which
 *   records it.
 * - following: the status is read (`followTransaction`: the spec's window, 30 reads a second apart; at
 *   once for a transaction from before a reload). SUCCESS, FAILED (with the reason) or CHALLENGE
 *   end the wait; PENDING and lost reads use up the window, then timedOut.
 * - challenge: the provider's challenge page is shown and the status is read every second without
 *   using up the window, up to CHALLENGE_MAX_WAIT_MS; the page's "answered" message reads at once.
 *   Once the bank has answered (PENDING again) the spec's window starts again for the decision.
 */
export const paymentSettlementMachine = setup({
  types: {
    context: {} as SettlementContext,
    events: {} as SettlementEvent | BoundedPollReport<PaymentTransaction>,
    input: {} as SettlementInput,
    output: {} as SettlementOutput,
  },
  actors: {
    findRequest: boundedPoll<PaymentTransaction, FindPaymentRequestInput>(notProvided('findRequest')),
    followTransaction: boundedPoll<PaymentTransaction, TransactionStatusInput>(
      notProvided('followTransaction'),
    ),
    closeRequest: fromPromise<PaymentTransaction[], CloseRequestInput>(notProvided('closeRequest')),
  },
  guards: {
    startsWithAnswer: ({ context }) => context.transaction !== null,
    hasAttempt: (_, params: { transaction: PaymentTransaction | null }) => params.transaction !== null,
    startsWithTransaction: ({ context }) => context.transactionId !== null,
    isSucceeded: (_, params: { transaction: PaymentTransaction | null }) =>
      hasStatus(params.transaction, 'SUCCESS'),
    isFailed: (_, params: { transaction: PaymentTransaction | null }) =>
      hasStatus(params.transaction, 'FAILED'),
    isChallenge: (_, params: { transaction: PaymentTransaction | null }) =>
      hasStatus(params.transaction, 'CHALLENGE'),
    isChallengeOverdue: ({ context }) =>
      context.challengeStartedAt !== null && Date.now() - context.challengeStartedAt >= CHALLENGE_MAX_WAIT_MS,
    wasInChallenge: ({ context }) => context.challengeStartedAt !== null,
    /**
     * The whole window answered 404: the gateway has no transaction for the request so far. Not
     * a failure: the request may still be on its way and be charged after the window.
     */
    lastLookupNotFound: (_, params: { last: { error: unknown } | { answer: unknown } | null }) =>
      params.last !== null && 'error' in params.last && isNotFoundError(params.last.error),
  },
  actions: {
    storeTransaction: assign((_, params: { transaction: PaymentTransaction | null }) =>
      params.transaction
        ? { transaction: params.transaction, transactionId: params.transaction.transactionId }
        : {},
    ),
    announceFound: sendParent(
      ({ context }): SettlementTransactionFound => ({
        type: 'settlement.found',
        transaction: context.transaction as PaymentTransaction,
      }),
    ),
    readOnce: assign({ readFirst: false }),
    startChallenge: assign(({ context }) => ({
      challengeUrl: context.transaction?.challengeUrl ?? context.challengeUrl,
      challengeStartedAt: context.challengeStartedAt ?? Date.now(),
    })),
    endChallenge: assign({ challengeUrl: null, challengeStartedAt: null }),
    readNow: sendTo('challengePoll', { type: 'POLL.NOW' }),
    /** The challenge page's message, believed only from its origin and about this transaction. */
    hearFrame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FRAME_MESSAGE' || event.frame !== 'challenge') return;
      const heard = frameMessageEvent(event, {
        targetOrigin: context.targetOrigin,
        hostedFieldsUrl: null,
        challengeUrl: context.challengeUrl,
        transactionId: context.transactionId,
      });
      if (heard?.type === 'CHALLENGE_ANSWERED') enqueue.raise(heard);
    }),
    failFromTransaction: assign(({ context }) => ({ failure: paymentFailure(context.transaction?.reason) })),
    failFromTimeout: assign({ failure: paymentFailure(POLLING_TIMEOUT_REASON) }),
    failUnconfirmed: assign({ failure: paymentFailure(REQUEST_UNCONFIRMED_REASON) }),
    end: assign((_, params: { outcome: SettlementOutput['outcome'] }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'paymentSettlement',
  context: ({ input }) => ({
    targetOrigin: input.targetOrigin,
    orderRef: input.orderRef,
    idempotencyKey: input.idempotencyKey,
    transaction: input.transaction,
    transactionId: input.transaction?.transactionId ?? input.transactionId,
    readFirst: input.transaction === null && input.transactionId !== null,
    challengeUrl: null,
    challengeStartedAt: null,
    failure: null,
    outcome: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsWithAnswer', target: 'deciding' },
        { guard: 'startsWithTransaction', target: 'following' },
        { target: 'recovering' },
      ],
    },
    recovering: {
      tags: ['processing'],
      invoke: {
        id: 'requestLookup',
        src: 'findRequest',
        // Read at once, then once a second: the first look-up and a the spec's window after it.
        input: ({ context }) => ({
          readInput: { idempotencyKey: context.idempotencyKey ?? '' },
          readFirst: true,
          attempts: API_POLLING_ATTEMPTS + 1,
        }),
        onDone: [
          {
            guard: { type: 'lastLookupNotFound', params: ({ event }) => ({ last: event.output.last }) },
            target: 'closing',
          },
          { target: 'timedOut', actions: 'failFromTimeout' },
        ],
      },
      on: {
        'poll.answer': {
          target: 'deciding',
          actions: [{ type: 'storeTransaction', params: answered }, 'announceFound'],
        },
      },
    },
    /**
     * The whole window answered 404: the request is closed at the gateway (refused should it
     * arrive later), which answers the order's payment attempts in the same step. None: it never
     * arrived and never will, so nothing was charged. One: it is followed as any other. No answer:
     * the outcome stays unknown, as before.
     */
    closing: {
      tags: ['processing'],
      invoke: {
        src: 'closeRequest',
        input: ({ context }) => ({
          orderRef: context.orderRef,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'hasAttempt', params: attemptToFollow },
            target: 'deciding',
            actions: [{ type: 'storeTransaction', params: attemptToFollow }, 'announceFound'],
          },
          { target: 'notReceived' },
        ],
        onError: { target: 'timedOut', actions: 'failUnconfirmed' },
      },
    },
    deciding: {
      tags: ['processing'],
      always: [
        {
          guard: { type: 'isSucceeded', params: ({ context }) => ({ transaction: context.transaction }) },
          target: 'succeeded',
        },
        {
          guard: { type: 'isFailed', params: ({ context }) => ({ transaction: context.transaction }) },
          target: 'failed',
          actions: 'failFromTransaction',
        },
        {
          guard: { type: 'isChallenge', params: ({ context }) => ({ transaction: context.transaction }) },
          target: 'challenge',
          actions: 'startChallenge',
        },
        { target: 'following' },
      ],
    },
    following: {
      tags: ['processing'],
      exit: 'readOnce',
      invoke: {
        id: 'statusPoll',
        src: 'followTransaction',
        input: ({ context }) => ({
          readInput: { transactionId: context.transactionId ?? '' },
          readFirst: context.readFirst,
        }),
        // A lost read is one read of the window used, not a failed payment: the money may still be moving.
        onDone: { target: 'timedOut', actions: 'failFromTimeout' },
      },
      on: {
        'poll.answer': [
          ...DECIDED,
          {
            guard: { type: 'isChallenge', params: answered },
            target: 'challenge',
            actions: [{ type: 'storeTransaction', params: answered }, 'startChallenge'],
          },
          { actions: { type: 'storeTransaction', params: answered } },
        ],
      },
    },
    challenge: {
      tags: ['challenge'],
      invoke: {
        id: 'challengePoll',
        src: 'followTransaction',
        // The bank's wait is the customer's: no the spec's window, the time cap below ends it.
        input: ({ context }) => ({
          readInput: { transactionId: context.transactionId ?? '' },
          readFirst: false,
          attempts: Number.POSITIVE_INFINITY,
        }),
      },
      on: {
        FRAME_MESSAGE: { actions: 'hearFrame' },
        CHALLENGE_ANSWERED: { actions: 'readNow' },
        'poll.answer': [
          ...DECIDED,
          {
            guard: 'isChallengeOverdue',
            target: 'timedOut',
            actions: [{ type: 'storeTransaction', params: answered }, 'failFromTimeout'],
          },
          {
            guard: { type: 'isChallenge', params: answered },
            actions: [{ type: 'storeTransaction', params: answered }, 'startChallenge'],
          },
          // The bank answered the challenge: the spec's window starts again for the provider's decision.
          {
            target: 'following',
            actions: [{ type: 'storeTransaction', params: answered }, 'endChallenge'],
          },
        ],
        'poll.failed': { guard: 'isChallengeOverdue', target: 'timedOut', actions: 'failFromTimeout' },
      },
    },
    succeeded: { type: 'final', entry: { type: 'end', params: { outcome: 'succeeded' } } },
    failed: { type: 'final', entry: { type: 'end', params: { outcome: 'failed' } } },
    timedOut: { type: 'final', entry: { type: 'end', params: { outcome: 'timedOut' } } },
    notReceived: { type: 'final', entry: { type: 'end', params: { outcome: 'notReceived' } } },
  },
  output: ({ context }): SettlementOutput => ({
    outcome: context.outcome ?? 'timedOut',
    transactionId: context.transactionId,
    failure: context.failure,
  }),
});

export type PaymentSettlementMachine = typeof paymentSettlementMachine;
