import { assign, fromPromise, setup } from 'xstate';
import { errorMessageId } from '../../i18n/error-messages.ts';
import { stepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import { NUMBER_UNLOCK } from './flow.ts';
import type {
  NumberLock,
  NumberLockContext,
  NumberLockEvent,
  NumberLockInput,
  NumberLockUnlockInput,
} from './number-lock.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`numberLock: actor "${name}" is provided by number-lock.services.ts`);
};

/**
 * Turning the number lock off (/manage/number-lock): the one change of the lock that needs the
 * account's address, because it opens the number to a port-out and the SIM to a replacement.
 *
 * - checking: the lock is read; a lock already off has nothing to approve (notLocked);
 * - approving: the shared step-up runs as the child `stepUp` (a code to the account's address, or
 *   nothing after a log-in minutes old); its proof is kept for the call;
 * - unlocking: the lock is turned off with the proof; a proof refused (spent, expired) asks again;
 * - failed: any other refusal; RETRY sends the same change with the same proof;
 * - unlocked, notLocked: final.
 */
export const numberLockMachine = setup({
  types: {
    context: {} as NumberLockContext,
    events: {} as NumberLockEvent,
    input: {} as NumberLockInput,
    children: {} as { stepUp: 'stepUp' },
  },
  actors: {
    stepUp: stepUpMachine,
    readLock: fromPromise<NumberLock, { accountNumber: string }>(notProvided('readLock')),
    unlock: fromPromise<NumberLock, NumberLockUnlockInput>(notProvided('unlock')),
  },
  guards: {
    locked: (_, params: { lock: NumberLock }) => params.lock.locked,
    proofRefused: (_, params: { error: unknown }) =>
      (params.error as { errorCode?: unknown } | null)?.errorCode === 'STEP_UP_REQUIRED',
  },
  actions: {
    keepProof: assign((_, params: { stepUpToken: string }) => ({ stepUpToken: params.stepUpToken })),
    dropProof: assign({ stepUpToken: null }),
    refuse: assign((_, params: { error: unknown }) => ({
      error: errorMessageId(params.error as Record<string, unknown>),
    })),
    clearError: assign({ error: null }),
    /** The lock changed: the line's reads of it are read again (number-lock.services.ts). */
    lockChanged: () => {},
  },
}).createMachine({
  id: 'numberLock',
  context: ({ input }) => ({ accountNumber: input.accountNumber, stepUpToken: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'readLock',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: [
          { guard: { type: 'locked', params: ({ event }) => ({ lock: event.output }) }, target: 'approving' },
          { target: 'notLocked' },
        ],
        onError: {
          target: 'checkFailed',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkFailed: { on: { RETRY: { target: 'checking', actions: 'clearError' } } },
    approving: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: ({ context }) => ({ action: NUMBER_UNLOCK, accountNumber: context.accountNumber }),
        onDone: {
          target: 'unlocking',
          actions: { type: 'keepProof', params: ({ event }) => ({ stepUpToken: event.output.stepUpToken }) },
        },
      },
    },
    unlocking: {
      tags: ['busy'],
      invoke: {
        src: 'unlock',
        input: ({ context }) => ({
          accountNumber: context.accountNumber,
          stepUpToken: context.stepUpToken ?? '',
        }),
        onDone: { target: 'unlocked', actions: ['dropProof', 'lockChanged'] },
        onError: [
          {
            guard: { type: 'proofRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'approving',
            actions: 'dropProof',
          },
          { target: 'failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'unlocking', actions: 'clearError' } } },
    unlocked: { type: 'final' },
    notLocked: { type: 'final' },
  },
});

export type NumberLockMachine = typeof numberLockMachine;
