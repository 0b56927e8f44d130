import { assign, fromPromise, setup } from 'xstate';
import { errorMessageId } from '../../i18n/error-messages.ts';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { OtpTimerOutput } from '../otp-timer/otp-timer.types.ts';
import type { StepUpContext, StepUpEvent, StepUpInput, StepUpOutput, StepUpStart } from './step-up.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`stepUp: actor "${name}" is provided by step-up.services.ts`);
};

/**
 * The second check before an account-changing action, one piece every such flow invokes
 * as a child and waits for: its output is the proof token the action's calls carry.
 *
 * - starting: the gateway is asked; a log-in by code minutes old answers the proof at once (done);
 *   otherwise a code went to the account's CURRENT address (masked in `sentTo`);
 * - verifying: the purchase's OTP timer runs as the child `otp` (boxes, countdown, resend, the spec
 *   alerts); its validation is the step-up's, whose "token" is the proof;
 * - failed: out of tries or refused; RETRY asks for a new code (the request limits still count);
 * - done: final, with the proof.
 */
export const stepUpMachine = setup({
  types: {
    context: {} as StepUpContext,
    events: {} as StepUpEvent,
    input: {} as StepUpInput,
    output: {} as StepUpOutput,
    children: {} as { otp: 'otpTimer' },
  },
  actors: {
    otpTimer: otpTimerMachine,
    startStepUp: fromPromise<StepUpStart, StepUpInput>(notProvided('startStepUp')),
  },
  guards: {
    proved: (_, params: { answer: StepUpStart }) => !params.answer.required,
    codeVerified: (_, params: { output: OtpTimerOutput }) => params.output.status === 'verified',
  },
  actions: {
    keepProof: assign((_, params: { stepUpToken: string }) => ({ stepUpToken: params.stepUpToken })),
    keepChallenge: assign((_, params: { answer: StepUpStart }) => ({
      challenge: params.answer.required
        ? {
            requestId: params.answer.requestId,
            expiresIn: params.answer.expiresIn,
            sentTo: params.answer.sentTo,
          }
        : null,
      error: null,
    })),
    refuse: assign((_, params: { error: unknown }) => ({
      challenge: null,
      error: errorMessageId(params.error as Record<string, unknown>),
    })),
    outOfTries: assign({ challenge: null, error: 'step_up.errors.too_many_attempts' as const }),
  },
}).createMachine({
  id: 'stepUp',
  context: ({ input }) => ({ ...input, challenge: null, error: null, stepUpToken: null }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'startStepUp',
        input: ({ context }) => ({ action: context.action, accountNumber: context.accountNumber }),
        onDone: [
          {
            guard: { type: 'proved', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: {
              type: 'keepProof',
              params: ({ event }) => ({ stepUpToken: event.output.required ? '' : event.output.stepUpToken }),
            },
          },
          {
            target: 'verifying',
            actions: { type: 'keepChallenge', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verifying: {
      invoke: {
        id: 'otp',
        src: 'otpTimer',
        input: ({ context }) => ({
          // The timer names the gateway's code kinds; the provided calls are the step-up's.
          flow: 'signin' as const,
          identifier: context.challenge?.sentTo ?? '',
          otpRequest: {
            requestId: context.challenge?.requestId ?? '',
            expiresIn: context.challenge?.expiresIn,
          },
        }),
        onDone: [
          {
            guard: { type: 'codeVerified', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: {
              type: 'keepProof',
              params: ({ event }) => ({
                stepUpToken: event.output.status === 'verified' ? event.output.accessToken : '',
              }),
            },
          },
          { target: 'failed', actions: 'outOfTries' },
        ],
      },
    },
    failed: { on: { RETRY: 'starting' } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ stepUpToken: context.stepUpToken ?? '' }),
});

export type StepUpMachine = typeof stepUpMachine;
