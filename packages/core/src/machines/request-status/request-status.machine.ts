import { assign, fromPromise, setup } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import { serviceRequestPhase } from '../service-request-template/service-request.rules.ts';
import type {
  RequestTimeline,
  ServiceRequestStatusContext,
  ServiceRequestStatusEvent,
  ServiceRequestStatusPageInput,
  StatusTarget,
} from './request-status.types.ts';

/** The one read the page makes: the request as it stands, or null when it is not the customer's. */
type ReadAnswer = RequestTimeline | null;

const readAnswer = ({ event }: { event: { output: ReadAnswer } }) => ({ answer: event.output });

/** The read the first load and every poll make. */
const readRequest = {
  src: 'readRequest',
  input: ({ context }: { context: ServiceRequestStatusContext }) => ({ target: context.target }),
} as const;

/** What a read ends in, whenever it comes: not found, or a status that will not change. */
const endsOfRead = [
  { guard: { type: 'isNotFound', params: readAnswer }, target: 'notFound' },
  {
    guard: { type: 'isSettled', params: readAnswer },
    target: 'settled',
    actions: { type: 'keepTimeline', params: readAnswer },
  },
] as const;

/**
 * /manage/service-request-status: one request followed until its status is final.
 *
 * loading → notFound | loadFailed (RETRY) | settled | waiting ⇄ polling → settled | followLater
 * (CHECK_AGAIN)
 *
 * The first read counts as the first of the §9 window's API_POLLING_ATTEMPTS; after that the
 * status is read every API_POLLING_INTERVAL_MS while it is still moving. A read lost while
 * following is one attempt used, not a failure: what was shown stays. Once the window runs out
 * the page rests with the last status read and reads again only when asked.
 */
export const serviceRequestStatusMachine = setup({
  types: {
    context: {} as ServiceRequestStatusContext,
    events: {} as ServiceRequestStatusEvent,
    input: {} as ServiceRequestStatusPageInput,
  },
  actors: {
    readRequest: fromPromise<ReadAnswer, { target: StatusTarget }>(async () => {
      throw new Error('serviceRequestStatus: actor "readRequest" was not provided');
    }),
  },
  delays: { pollInterval: API_POLLING_INTERVAL_MS },
  guards: {
    isNotFound: (_, params: { answer: ReadAnswer }) => params.answer === null,
    isSettled: (_, params: { answer: ReadAnswer }) =>
      params.answer !== null && serviceRequestPhase(params.answer.status) !== 'pending',
    attemptsExhausted: ({ context }) => context.pollAttempts >= API_POLLING_ATTEMPTS,
  },
  actions: {
    countRead: assign(({ context }) => ({ pollAttempts: context.pollAttempts + 1 })),
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
      entry: 'countRead',
      invoke: {
        ...readRequest,
        onDone: [...endsOfRead, { target: 'waiting', actions: { type: 'keepTimeline', params: readAnswer } }],
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: ['resetReads', 'forgetError'] } },
    },
    waiting: {
      tags: ['following'],
      after: { pollInterval: { target: 'polling' } },
    },
    polling: {
      tags: ['following'],
      entry: 'countRead',
      invoke: {
        ...readRequest,
        onDone: [
          ...endsOfRead,
          {
            guard: 'attemptsExhausted',
            target: 'followLater',
            actions: { type: 'keepTimeline', params: readAnswer },
          },
          { target: 'waiting', actions: { type: 'keepTimeline', params: readAnswer } },
        ],
        onError: [{ guard: 'attemptsExhausted', target: 'followLater' }, { target: 'waiting' }],
      },
    },
    followLater: {
      on: { CHECK_AGAIN: { target: 'polling', actions: 'resetReads' } },
    },
    settled: { type: 'final' },
    notFound: { type: 'final' },
  },
});

export type ServiceRequestStatusMachine = typeof serviceRequestStatusMachine;
