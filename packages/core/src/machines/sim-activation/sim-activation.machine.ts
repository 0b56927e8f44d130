import { assign, emit, fromPromise, setup } from 'xstate';
import type { Line } from '../../gateway/lines/line.schema.ts';
import { boundIccidInput } from '../../validation/iccid.ts';
import { requestFailureMessageId } from '../service-request-template/service-request.rules.ts';
import { activationRefusal, iccidMessageId, isNotFound, simActivationCase } from './sim-activation.rules.ts';
import type {
  ActivateSimInput,
  LoadLineInput,
  SimActivationContext,
  SimActivationEmitted,
  SimActivationEvent,
  SimActivationInput,
  SimActivationOutput,
} from './sim-activation.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`simActivation: actor "${name}" was not provided`);
};

const readLine = ({ event }: { event: { output: Line | undefined } }) => ({ line: event.output });
const readError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * Activating a delivered physical SIM (`/manage/sim-activation`): the customer types the ICCID
 * printed on the card and the gateway checks it is the SIM shipped to this line.
 *
 * loading → entering ⇄ activating → activated | activationFailed (SUBMIT again, or type)
 *         ↘ alreadyActive | noPhysicalSim | cancelled | notFound | loadFailed (RETRY)
 *
 * - The ICCID is checked here first (digits, 19–20 long, Luhn: validation/iccid.ts), so a paste
 *   with letters is named at once and costs no call; what was typed is never cleared.
 * - A refusal about the ICCID (not this SIM's) returns to `entering` with the message under the
 *   field; any other failure keeps the form and the ICCID, to send again.
 * - It is not a service request (nothing to follow: the gateway answers the line, now Active), so
 *   it is not built on the service-request template.
 */
export const simActivationMachine = setup({
  types: {
    context: {} as SimActivationContext,
    events: {} as SimActivationEvent,
    input: {} as SimActivationInput,
    output: {} as SimActivationOutput,
    emitted: {} as SimActivationEmitted,
  },
  actors: {
    loadLine: fromPromise<Line | undefined, LoadLineInput>(notProvided('loadLine')),
    activate: fromPromise<Line, ActivateSimInput>(notProvided('activate')),
  },
  guards: {
    isAwaiting: (_, params: { line: Line | undefined }) => simActivationCase(params.line) === 'awaiting',
    isAlreadyActive: (_, params: { line: Line | undefined }) =>
      simActivationCase(params.line) === 'already-active',
    isCancelled: (_, params: { line: Line | undefined }) => simActivationCase(params.line) === 'cancelled',
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    iccidWellFormed: ({ context }) => iccidMessageId(context.iccid) === null,
    refusedIccid: (_, params: { error: unknown }) => activationRefusal(params.error).kind === 'field',
    refusedAlreadyActive: (_, params: { error: unknown }) =>
      activationRefusal(params.error).kind === 'already-active',
    refusedNotFound: (_, params: { error: unknown }) => activationRefusal(params.error).kind === 'not-found',
  },
  actions: {
    rememberLine: assign((_, params: { line: Line | undefined }) => ({ line: params.line ?? null })),
    keepIccid: assign((_, params: { value: string }) => ({
      // At most 20 digits, however grouped: a paste or a script cannot store more.
      iccid: boundIccidInput(params.value),
      serverFieldMessageId: null,
    })),
    markSubmitted: assign({ submitted: true }),
    rememberFieldRefusal: assign((_, params: { error: unknown }) => {
      const refusal = activationRefusal(params.error);
      return { serverFieldMessageId: refusal.kind === 'field' ? refusal.messageId : null };
    }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      failureMessageId: requestFailureMessageId(params.error, 'sim_activation.failed.body'),
    })),
    forgetFailure: assign({ failureMessageId: null }),
    end: assign((_, params: { ending: SimActivationOutput['outcome'] }) => ({ ending: params.ending })),
    emitActivated: emit(({ context }) => ({
      type: 'simActivation.activated' as const,
      orderRef: context.orderRef,
      msisdn: context.line?.msisdn ?? '',
    })),
  },
}).createMachine({
  id: 'simActivation',
  context: ({ input }) => ({
    orderRef: input.orderRef,
    line: null,
    iccid: '',
    submitted: false,
    serverFieldMessageId: null,
    failureMessageId: null,
    ending: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadLine',
        input: ({ context }) => ({ orderRef: context.orderRef }),
        onDone: [
          {
            guard: { type: 'isAwaiting', params: readLine },
            target: 'entering',
            actions: { type: 'rememberLine', params: readLine },
          },
          {
            guard: { type: 'isAlreadyActive', params: readLine },
            target: 'alreadyActive',
            actions: { type: 'rememberLine', params: readLine },
          },
          {
            guard: { type: 'isCancelled', params: readLine },
            target: 'cancelled',
            actions: { type: 'rememberLine', params: readLine },
          },
          { target: 'noPhysicalSim', actions: { type: 'rememberLine', params: readLine } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: readError }, target: 'notFound' },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading' } },
    },
    entering: {
      on: {
        ICCID_CHANGED: {
          actions: { type: 'keepIccid', params: ({ event }) => ({ value: event.value }) },
        },
        SUBMIT: [
          { guard: 'iccidWellFormed', target: 'activating', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    activating: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        src: 'activate',
        input: ({ context }) => ({ orderRef: context.orderRef, iccid: context.iccid }),
        onDone: {
          target: 'activated',
          actions: [
            { type: 'rememberLine', params: ({ event }) => ({ line: event.output }) },
            'emitActivated',
          ],
        },
        onError: [
          {
            guard: { type: 'refusedIccid', params: readError },
            target: 'entering',
            actions: { type: 'rememberFieldRefusal', params: readError },
          },
          { guard: { type: 'refusedAlreadyActive', params: readError }, target: 'alreadyActive' },
          { guard: { type: 'refusedNotFound', params: readError }, target: 'notFound' },
          { target: 'activationFailed', actions: { type: 'rememberFailure', params: readError } },
        ],
      },
    },
    // The form stays on screen with what was typed: sending again retries, typing goes back to entering.
    activationFailed: {
      on: {
        SUBMIT: [{ guard: 'iccidWellFormed', target: 'activating' }, { target: 'entering' }],
        ICCID_CHANGED: {
          target: 'entering',
          actions: [{ type: 'keepIccid', params: ({ event }) => ({ value: event.value }) }, 'forgetFailure'],
        },
      },
    },
    activated: { type: 'final', entry: { type: 'end', params: { ending: 'activated' } } },
    alreadyActive: { type: 'final', entry: { type: 'end', params: { ending: 'already-active' } } },
    noPhysicalSim: { type: 'final', entry: { type: 'end', params: { ending: 'no-physical-sim' } } },
    cancelled: { type: 'final', entry: { type: 'end', params: { ending: 'cancelled' } } },
    notFound: { type: 'final', entry: { type: 'end', params: { ending: 'not-found' } } },
  },
  output: ({ context }): SimActivationOutput => {
    if (context.ending === 'activated' && context.line) return { outcome: 'activated', line: context.line };
    if (
      context.ending === 'already-active' ||
      context.ending === 'not-found' ||
      context.ending === 'cancelled'
    ) {
      return { outcome: context.ending };
    }
    return { outcome: 'no-physical-sim' };
  },
});

export type SimActivationMachine = typeof simActivationMachine;
