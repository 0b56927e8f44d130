import { assign, fromPromise, sendParent, setup } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';

export interface BoundedPollInput<TReadInput> {
  /** What every read is asked with (an order reference, a transaction id, a request id…). */
  readInput: TReadInput;
  /**
   * Read at once (true), or wait one interval first (false: the caller holds a fresh answer, a
   * payment_request's transaction for one).
   */
  readFirst: boolean;
  /**
   * Reads in the window; the spec's API_POLLING_ATTEMPTS unless given. Only a wait that is not the spec's
   * window passes another (a bank's challenge, which takes as long as the customer takes).
   */
  attempts?: number;
  /** Reads already made in this window by the caller (a first load that counts as the first read). */
  readsMade?: number;
}

/** What the poll is told while it runs. */
export type BoundedPollEvent =
  /** Read now instead of at the end of the interval (the customer said they are done, say). */
  | { type: 'POLL.NOW' }
  /** Start the window again from zero: something happened that is worth a full window. */
  | { type: 'POLL.RESTART' };

/**
 * What the poll tells its parent after every read. The parent decides what an answer means and
 * leaves the state that invoked the poll once it has its outcome, which stops the poll.
 */
export type BoundedPollReport<TAnswer> =
  | { type: 'poll.answer'; answer: TAnswer; reads: number }
  /** A read lost or refused: one read of the window used, not an outcome. */
  | { type: 'poll.failed'; error: unknown; reads: number };

/** The window ran out with nothing the parent took as an outcome; the last thing each read gave. */
export type BoundedPollOutput<TAnswer> = {
  reads: number;
  last: { answer: TAnswer } | { error: unknown } | null;
};

export interface BoundedPollContext {
  readInput: unknown;
  readFirst: boolean;
  attempts: number;
  reads: number;
  last: BoundedPollOutput<unknown>['last'];
}

const boundedPollMachine = setup({
  types: {
    context: {} as BoundedPollContext,
    input: {} as BoundedPollInput<unknown>,
    events: {} as BoundedPollEvent,
    output: {} as BoundedPollOutput<unknown>,
  },
  actors: {
    read: fromPromise<unknown, unknown>(async () => {
      throw new Error('boundedPoll: actor "read" was not provided');
    }),
  },
  delays: { pollInterval: API_POLLING_INTERVAL_MS },
  guards: {
    readFirst: ({ context }) => context.readFirst,
    windowUsed: ({ context }) => context.reads >= context.attempts,
  },
  actions: {
    countRead: assign(({ context }) => ({ reads: context.reads + 1 })),
    restartWindow: assign({ reads: 0 }),
    keepAnswer: assign((_, params: { answer: unknown }) => ({ last: { answer: params.answer } })),
    keepError: assign((_, params: { error: unknown }) => ({ last: { error: params.error } })),
    reportAnswer: sendParent(
      ({ context }, params: { answer: unknown }): BoundedPollReport<unknown> => ({
        type: 'poll.answer',
        answer: params.answer,
        reads: context.reads,
      }),
    ),
    reportFailure: sendParent(
      ({ context }, params: { error: unknown }): BoundedPollReport<unknown> => ({
        type: 'poll.failed',
        error: params.error,
        reads: context.reads,
      }),
    ),
  },
}).createMachine({
  id: 'boundedPoll',
  context: ({ input }) => ({
    readInput: input.readInput,
    readFirst: input.readFirst,
    attempts: input.attempts ?? API_POLLING_ATTEMPTS,
    reads: input.readsMade ?? 0,
    last: null,
  }),
  initial: 'starting',
  on: { 'POLL.RESTART': { actions: 'restartWindow' } },
  states: {
    starting: {
      always: [
        { guard: 'windowUsed', target: 'exhausted' },
        { guard: 'readFirst', target: 'reading' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { pollInterval: 'reading' },
      on: { 'POLL.NOW': 'reading' },
    },
    reading: {
      entry: 'countRead',
      invoke: {
        src: 'read',
        input: ({ context }: { context: BoundedPollContext }) => context.readInput,
        onDone: [
          {
            guard: 'windowUsed',
            target: 'exhausted',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
              { type: 'reportAnswer', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
              { type: 'reportAnswer', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
        ],
        onError: [
          {
            guard: 'windowUsed',
            target: 'exhausted',
            actions: [
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    exhausted: { type: 'final' },
  },
  output: ({ context }) => ({ reads: context.reads, last: context.last }),
});

/**
 * the spec's bounded polling, written once: at most `attempts` reads (API_POLLING_ATTEMPTS), one every
 * API_POLLING_INTERVAL_MS, each reported to the parent (`poll.answer`, `poll.failed`), then done
 * with the last read's result once the window is used up.
 *
 * waiting ⇄ reading → exhausted
 *
 * `read` is the gateway read. The machines that poll declare `boundedPoll(notProvided)` among
 * their actors and their services provide `boundedPoll(<the real read>)` under the same name; which answer ends the wait is the parent's
 * decision, made on `poll.answer`, so the poll holds no business rule.
 */
export function boundedPoll<TAnswer, TReadInput>(
  read: (input: TReadInput, signal: AbortSignal) => Promise<TAnswer>,
) {
  return boundedPollMachine.provide({
    actors: {
      // The poll hands back, untouched, the readInput its invoker gave: the invoker's TReadInput.
      read: fromPromise<unknown, unknown>(({ input, signal }) => read(input as TReadInput, signal)),
    },
  });
}

export type BoundedPollMachine = typeof boundedPollMachine;
