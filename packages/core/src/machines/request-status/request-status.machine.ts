import { assign, fromPromise, setup } from 'xstate';
import { serviceRequestPhase } from '../service-request-template/service-request.rules.ts';
import { type BoundedPollReport, boundedPoll } from '../shared/bounded-poll.machine.ts';
import type {
  RequestTimeline,
  ServiceRequestStatusContext,
  ServiceRequestStatusEvent,
  ServiceRequestStatusPageInput,
  StatusTarget,
} from './request-status.types.ts';

/** The one read the page makes: the request as it stands, or null when it is not the customer's. */
type ReadAnswer = RequestTimeline | null;
type ReadInput = { target: StatusTarget };

const readAnswer = ({ event }: { event: { output: ReadAnswer } }) => ({ answer: event.output });
const reportedAnswer = ({ event }: { event: { answer: ReadAnswer } }) => ({ answer: event.answer });
const readReads = ({ event }: { event: { reads: number } }) => ({ reads: event.reads });

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`serviceRequestStatus: actor "${name}" was not provided`);
};

/**
 * /manage/service-request-status: one request followed until its status is final.
 *
 * loading → notFound | loadFailed (RETRY) | settled | following → settled | followLater
 * (CHECK_AGAIN → following)
 *
 * The first read (`readRequest`) counts as the first of the spec's window of 30; after it the shared
 * bounded poll (`followRequest`: boundedPoll(the same read)) reads every second while the status
 * still moves. A read lost while following is one read of the window used, not a failure: what
 * was shown stays. Once the window runs out the page rests with the last status read and reads
 * again only when asked.
 */
export const serviceRequestStatusMachine = setup({
  types: {
    context: {} as ServiceRequestStatusContext,
    events: {} as ServiceRequestStatusEvent | BoundedPollReport<ReadAnswer>,
    input: {} as ServiceRequestStatusPageInput,
  },
  actors: {
    readRequest: fromPromise<ReadAnswer, ReadInput>(notProvided('readRequest')),
    followRequest: boundedPoll<ReadAnswer, ReadInput>(notProvided('followRequest')),
  },
  guards: {
    isNotFound: (_, params: { answer: ReadAnswer }) => params.answer === null,
    isSettled: (_, params: { answer: ReadAnswer }) =>
      params.answer !== null && serviceRequestPhase(params.answer.status) !== 'pending',
  },
  actions: {
    countFirstRead: assign({ pollAttempts: 1 }),
    countReads: assign((_, params: { reads: number }) => ({ pollAttempts: params.reads })),
    resetReads: assign({ pollAttempts: 0 }),
    keepTimeline: assign((_, params: { answer: ReadAnswer }) => ({ timeline: params.answer })),
    keepError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  id: 'serviceRequestStatus',
  context: ({ input }) => ({ target: input.target, timeline: null, pollAttempts: 0, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'countFirstRead',
      invoke: {
        src: 'readRequest',
        input: ({ context }) => ({ target: context.target }),
        onDone: [
          { guard: { type: 'isNotFound', params: readAnswer }, target: 'notFound' },
          {
            guard: { type: 'isSettled', params: readAnswer },
            target: 'settled',
            actions: { type: 'keepTimeline', params: readAnswer },
          },
          { target: 'following', actions: { type: 'keepTimeline', params: readAnswer } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: ['resetReads', 'forgetError'] } },
    },
    // After the first read the next comes a second later; after CHECK_AGAIN, at once.
    following: {
      tags: ['following'],
      invoke: {
        src: 'followRequest',
        input: ({ context, event }) => ({
          readInput: { target: context.target },
          readFirst: event.type === 'CHECK_AGAIN',
          readsMade: context.pollAttempts,
        }),
        onDone: { target: 'followLater' },
      },
      on: {
        'poll.answer': [
          { guard: { type: 'isNotFound', params: reportedAnswer }, target: 'notFound' },
          {
            guard: { type: 'isSettled', params: reportedAnswer },
            target: 'settled',
            actions: { type: 'keepTimeline', params: reportedAnswer },
          },
          {
            actions: [
              { type: 'keepTimeline', params: reportedAnswer },
              { type: 'countReads', params: readReads },
            ],
          },
        ],
        'poll.failed': { actions: { type: 'countReads', params: readReads } },
      },
    },
    followLater: {
      on: { CHECK_AGAIN: { target: 'following', actions: 'resetReads' } },
    },
    settled: { type: 'final' },
    notFound: { type: 'final' },
  },
});

export type ServiceRequestStatusMachine = typeof serviceRequestStatusMachine;
