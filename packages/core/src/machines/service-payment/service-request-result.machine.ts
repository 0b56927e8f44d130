import { assign, fromPromise, setup } from 'xstate';
import type { Order } from '../../gateway/orders/order.schema.ts';
import type { LineRequestsData } from '../request-history/request-history.services.ts';
import type { ServiceRequestResultQuery } from '../service-request-template/service-request-template.pages.ts';

/** A read as it ended: its answer, or why it failed. */
export type Settled<T> = { data: T } | { error: unknown };

/** What the result page reads: the line's requests, and the order paid for the request when one was. */
export interface ResultReads {
  requests: Settled<LineRequestsData>;
  paidOrder: Settled<Order> | null;
}

export interface ServiceRequestResultInput {
  /** The page's address, checked (readServiceRequestResultQuery); null names nothing. */
  query: ServiceRequestResultQuery | null;
  /** Opened in the operator's app (webview): its done button closes the webview. */
  webview: boolean;
}

export interface ServiceRequestResultContext extends ServiceRequestResultInput {
  reads: ResultReads | null;
}

export type ServiceRequestResultEvent = { type: 'RETRY' };

const notProvided = async (): Promise<never> => {
  throw new Error('serviceRequestResult: actor "readResult" was not provided');
};

/**
 * What /manage/payment-success shows about the request its address names, read from the gateway
 * (never from the address): the line's requests (another customer's line answers 404) and the
 * order paid for it. What the reads mean is service-request-result.ts's; the screen renders the
 * view (service-request-result.view.ts) and sends RETRY.
 *
 * starting → reading → shown; RETRY reads again (after a read that failed).
 */
export const serviceRequestResultMachine = setup({
  types: {
    context: {} as ServiceRequestResultContext,
    events: {} as ServiceRequestResultEvent,
    input: {} as ServiceRequestResultInput,
  },
  actors: {
    readResult: fromPromise<ResultReads, ServiceRequestResultQuery>(notProvided),
  },
  guards: {
    namesARequest: ({ context }) => context.query !== null,
  },
  actions: {
    keepReads: assign((_, params: { reads: ResultReads }) => ({ reads: params.reads })),
  },
}).createMachine({
  id: 'serviceRequestResult',
  context: ({ input }) => ({ query: input.query, webview: input.webview, reads: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'namesARequest', target: 'reading' }, { target: 'shown' }],
    },
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'readResult',
        input: ({ context }) => context.query as ServiceRequestResultQuery,
        onDone: {
          target: 'shown',
          actions: { type: 'keepReads', params: ({ event }) => ({ reads: event.output }) },
        },
      },
    },
    shown: {
      on: { RETRY: { guard: 'namesARequest', target: 'reading' } },
    },
  },
});

export type ServiceRequestResultMachine = typeof serviceRequestResultMachine;
