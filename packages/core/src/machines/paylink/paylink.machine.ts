import { type AnyActorLogic, assign, fromPromise, sendTo, setup } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { isNotFound } from '../../queries/line-home.read.ts';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from '../service-request-template/service-request-template.types.ts';
import type { PaylinkEvent, PaylinkInput, PaylinkRead } from './paylink.types.ts';

export interface PaylinkContext {
  paylinkId: string | null;
  resume: boolean;
  read: PaylinkRead | null;
  failureMessageId: MessageId | null;
  /** Past the gateway's limit on unknown links from this device or network: its Retry-After. */
  retryAfterSeconds: number | null;
}

export const PAYLINK_MESSAGES = {
  payFailed: 'paylink.pay_failed',
} as const satisfies Record<string, MessageId>;

/**
 * 429 from the link's read or opening: too many unknown links were asked for from this device or
 * network (ids are a known sequence plus random bits, so walking them is limited); the page says
 * when to open the link again.
 */
const isTooManyTries = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 429;

const retryAfterOf = (error: unknown): number | null => {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
};

/** Where a failed read or opening leads: not found, too many tries, or `otherwise` (retry). */
const refusedTo = <T extends 'loadFailed' | 'openFailed'>(otherwise: T) =>
  [
    {
      guard: {
        type: 'notFound',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      target: 'notFound',
    },
    {
      guard: {
        type: 'tooManyTries',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      target: 'tooManyTries',
      actions: {
        type: 'rememberWait',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    },
    { target: otherwise },
  ] as const;

/** The link a read or an opening answered (their done events' output). */
const readIn = (event: unknown): PaylinkRead => (event as { output: PaylinkRead }).output;

/** Where a link's answer leads: paying it (`payable`), or its own page. */
const settle = <T extends 'ready' | 'paying'>(payable: T) =>
  [
    { guard: 'payable', target: payable, actions: 'remember' },
    { guard: 'paid', target: 'alreadyPaid', actions: 'remember' },
    { guard: 'expired', target: 'expired', actions: 'remember' },
    { target: 'cancelled', actions: 'remember' },
  ] as const;

/**
 * Pay-by-link (/payment/paylink?paylink_id=…), for anyone holding the link, signed in or not:
 *
 * loading → ready (the order and amount; PAY) → opening (a session for the payer, the link
 * opened for it) → paying (the payment-choice child `pay`: a card, OXXO or SPEI, as renew now
 * offers them) → paid. A link that is paid, expired, cancelled or unknown, or refused for too
 * many unknown links from here (429), has its own state,
 * whenever the gateway says so (on the first read, or when opening it). A reload while paying
 * (`resume`) goes straight back to paying, where a voucher waiting or a card in flight is followed.
 *
 * Exactly once: every way pays the same order, and the gateway applies one payment per order;
 * a link already paid is never offered again, and the payment machine reads what is due (the
 * link's amount, nothing once paid) before it charges.
 */
export const paylinkMachine = setup({
  types: {
    context: {} as PaylinkContext,
    events: {} as PaylinkEvent,
    input: {} as PaylinkInput,
  },
  actors: {
    readPaylink: fromPromise<PaylinkRead, string>(async () => {
      throw new Error('paylink: actor "readPaylink" was not provided');
    }),
    openPaylink: fromPromise<PaylinkRead, string>(async () => {
      throw new Error('paylink: actor "openPaylink" was not provided');
    }),
    // The payment-choice machine in the app (any logic that ends with a ServiceRequestPaymentOutput).
    pay: fromPromise<ServiceRequestPaymentOutput, ServiceRequestPaymentInput>(async () => {
      throw new Error('paylink: actor "pay" was not provided');
    }) as AnyActorLogic,
  },
  guards: {
    hasId: ({ context }) => context.paylinkId !== null,
    // On a read's or an opening's done event: what the link is now.
    payable: ({ event }) => readIn(event).outcome === 'payable',
    payableResumed: ({ context, event }) => context.resume && readIn(event).outcome === 'payable',
    paid: ({ event }) => readIn(event).outcome === 'paid',
    expired: ({ event }) => readIn(event).outcome === 'expired',
    notFound: (_, params: { error: unknown }) => isNotFound(params.error),
    tooManyTries: (_, params: { error: unknown }) => isTooManyTries(params.error),
    paidNow: (_, params: { output: ServiceRequestPaymentOutput }) => params.output.outcome === 'paid',
    failedNow: (_, params: { output: ServiceRequestPaymentOutput }) => params.output.outcome === 'failed',
  },
  actions: {
    remember: assign(({ event }) => ({ read: readIn(event) })),
    rememberWait: assign((_, params: { error: unknown }) => ({
      retryAfterSeconds: retryAfterOf(params.error),
    })),
    noticeFailed: assign((_, params: { output: ServiceRequestPaymentOutput }) => ({
      failureMessageId:
        (params.output.outcome === 'failed' ? params.output.messageId : undefined) ??
        PAYLINK_MESSAGES.payFailed,
    })),
    clearFailure: assign({ failureMessageId: null }),
    // A reload from now on starts where the customer is; leaving `paying` ends that.
    stopResuming: assign({ resume: false }),
    forwardToPay: sendTo('pay', ({ event }) => (event.type === 'PAYMENT' ? event.event : event)),
  },
}).createMachine({
  id: 'paylink',
  context: ({ input }) => ({
    paylinkId: input.paylinkId,
    resume: input.resume,
    read: null,
    failureMessageId: null,
    retryAfterSeconds: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasId', target: 'loading' }, { target: 'invalid' }],
    },
    loading: {
      invoke: {
        src: 'readPaylink',
        input: ({ context }) => context.paylinkId ?? '',
        // A reload while paying goes straight back to paying.
        onDone: [{ guard: 'payableResumed', target: 'opening', actions: 'remember' }, ...settle('ready')],
        onError: [...refusedTo('loadFailed')],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      entry: 'stopResuming',
      on: { PAY: { target: 'opening', actions: 'clearFailure' } },
    },
    opening: {
      tags: ['busy'],
      invoke: {
        src: 'openPaylink',
        input: ({ context }) => context.paylinkId ?? '',
        onDone: [...settle('paying')],
        onError: [...refusedTo('openFailed')],
      },
    },
    openFailed: { on: { RETRY: 'opening' } },
    paying: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }: { context: PaylinkContext }): ServiceRequestPaymentInput => ({
          requestId: context.paylinkId ?? '',
          orderReference: context.read?.paylink.orderRef ?? '',
          amount: context.read?.paylink.amount.amount ?? 0,
        }),
        onDone: [
          { guard: { type: 'paidNow', params: ({ event }) => ({ output: event.output }) }, target: 'paid' },
          {
            guard: { type: 'failedNow', params: ({ event }) => ({ output: event.output }) },
            target: 'payFailed',
            actions: { type: 'noticeFailed', params: ({ event }) => ({ output: event.output }) },
          },
          // Left unpaid, or the order changed under the payment: read the link again, which says which.
          { target: 'loading' },
        ],
      },
      on: { PAYMENT: { actions: 'forwardToPay' } },
    },
    payFailed: {
      entry: 'stopResuming',
      on: { RETRY: { target: 'opening', actions: 'clearFailure' } },
    },
    paid: { type: 'final' },
    alreadyPaid: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
    notFound: { type: 'final' },
    // Final: the link is opened again (a reload) once the wait is over.
    tooManyTries: { type: 'final' },
    invalid: { type: 'final' },
  },
});

export type PaylinkMachine = typeof paylinkMachine;
