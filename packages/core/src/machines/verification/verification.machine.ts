import { assign, forwardTo, fromPromise, setup } from 'xstate';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { OtpTimerOutput } from '../otp-timer/otp-timer.types.ts';
import { postVerificationMachine } from '../post-verification/post-verification.machine.ts';
import type { PostVerificationOutput } from '../post-verification/post-verification.types.ts';
import { purchaseEventAfterOtpRetries } from '../purchase/purchase.machine.ts';
import { postVerificationMove, routesToPendingOrders } from './post-verification-move.ts';
import type {
  LoadUserDetailsInput,
  OpenSessionInput,
  VerificationContext,
  VerificationEvent,
  VerificationInput,
  VerificationOutput,
  VerificationRecord,
  VerifiedSession,
} from './verification.types.ts';

/** The journey's id and revision, which every analytics event carries. */
const journeyRefOf = (context: Pick<VerificationContext, 'journey'>) => ({
  id: context.journey.id,
  revision: context.journey.revision,
});

/** Placeholder actors: verification.services.ts provides the gateway calls, tests provide fakes. */
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`verification: actor "${name}" was not provided`);
};

/**
 * A verification step (/web/verify-otp/login and /signup), from the typed code to the
 * journey move:
 * - verifying: the OTP timer (machines/otp-timer) runs as a child and gets the customer's events;
 * - out of attempts (MAXIMUM_RETRY_*): a danger notification, then back to the log-in or
 *   sign-up step (purchaseEventAfterOtpRetries);
 * - verified: the session opens with the new token, post-verification routing
 *   (machines/post-verification) picks the destination while the customer's details are read
 * the carts found are kept for the pending-orders step when routing goes there, and the
 *   destination becomes a journey move (postVerificationMove).
 *
 * The move is the machine's output; the screen carries it out.
 */
export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
    output: {} as VerificationOutput,
    children: {} as { otp: 'otpTimer'; postVerification: 'postVerification'; userDetails: 'loadUserDetails' },
  },
  actors: {
    otpTimer: otpTimerMachine,
    postVerification: postVerificationMachine,
    openSession: fromPromise<VerifiedSession, OpenSessionInput>(notProvided('openSession')),
    loadUserDetails: fromPromise<void, LoadUserDetailsInput>(notProvided('loadUserDetails')),
  },
  guards: {
    codeVerified: (_, params: { output: OtpTimerOutput }) => params.output.status === 'verified',
    readyToMove: ({ context }) => context.routed !== null && context.profileSettled,
  },
  actions: {
    /** Shows the spec's danger notification (provided: the notifications store). */
    notifyRetriesExhausted: (_, _params: { messageId: string }) => {},
    /** Keeps what routing leaves for the journey (provided: the auth and onboarding stores). */
    recordRouting: (_, _params: VerificationRecord) => {},
    backToCodeRequest: assign(({ context }, params: { output: OtpTimerOutput }) => {
      if (params.output.status !== 'max_retries') return {};
      const event = purchaseEventAfterOtpRetries(context.journey, params.output);
      return {
        outcome: { status: 'max_retries' as const, move: { kind: 'step' as const, step: event.step } },
      };
    }),
    keepToken: assign((_, params: { output: OtpTimerOutput }) => ({
      accessToken: params.output.status === 'verified' ? params.output.accessToken : null,
    })),
    keepSession: assign((_, params: { session: VerifiedSession }) => ({ session: params.session })),
    keepRouting: assign((_, params: { routed: PostVerificationOutput }) => ({ routed: params.routed })),
    settleProfile: assign({ profileSettled: true }),
    decideMove: assign(({ context }) => {
      const { routed, session } = context;
      if (!routed) return {};
      const move = postVerificationMove(routed.destination, {
        stepAt: (pathname) => context.journey.stepByRoute(pathname)?.name,
        planChosen: session?.planChosen ?? false,
      });
      return { outcome: { status: 'verified' as const, move, routing: routed } };
    }),
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    flow: input.flow,
    email: input.email,
    journey: input.journey,
    otpRequest: input.otpRequest,
    endsAt: input.endsAt ?? null,
    accessToken: null,
    session: null,
    routed: null,
    profileSettled: false,
    outcome: null,
  }),
  initial: 'verifying',
  states: {
    verifying: {
      invoke: {
        id: 'otp',
        src: 'otpTimer',
        input: ({ context }) => ({
          flow: context.flow,
          identifier: context.email,
          otpRequest: context.otpRequest,
          endsAt: context.endsAt,
        }),
        onDone: [
          {
            guard: { type: 'codeVerified', params: ({ event }) => ({ output: event.output }) },
            target: 'openingSession',
            actions: { type: 'keepToken', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'retriesExhausted',
            actions: [
              { type: 'backToCodeRequest', params: ({ event }) => ({ output: event.output }) },
              {
                type: 'notifyRetriesExhausted',
                params: ({ event }) => ({
                  messageId: event.output.status === 'max_retries' ? event.output.messageId : '',
                }),
              },
            ],
          },
        ],
      },
      on: {
        SUBMIT: { actions: forwardTo('otp') },
        RESEND: { actions: forwardTo('otp') },
        DISMISS_ALERT: { actions: forwardTo('otp') },
        DISMISS_NOTIFICATION: { actions: forwardTo('otp') },
      },
    },
    openingSession: {
      tags: ['busy'],
      invoke: {
        src: 'openSession',
        input: ({ context }) => ({
          flow: context.flow,
          email: context.email,
          accessToken: context.accessToken ?? '',
          journey: journeyRefOf(context),
        }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
        },
      },
    },
    routing: {
      tags: ['busy'],
      // The customer's details are read beside the routing; a failure does not hold them up.
      invoke: [
        {
          id: 'postVerification',
          src: 'postVerification',
          input: ({ context }) => ({
            flow: context.flow,
            email: context.email,
            redirectPath: context.session?.redirectPath ?? null,
            consents: context.session?.consents ?? [],
          }),
          onDone: { actions: { type: 'keepRouting', params: ({ event }) => ({ routed: event.output }) } },
        },
        {
          id: 'userDetails',
          src: 'loadUserDetails',
          input: ({ context }) => ({ journey: journeyRefOf(context) }),
          onDone: { actions: 'settleProfile' },
          onError: { actions: 'settleProfile' },
        },
      ],
      always: {
        guard: 'readyToMove',
        target: 'routed',
        actions: [
          'decideMove',
          {
            type: 'recordRouting',
            params: ({ context }) => ({
              pendingOrders:
                context.routed && routesToPendingOrders(context.routed.destination)
                  ? context.routed.carts
                  : [],
            }),
          },
        ],
      },
    },
    routed: { type: 'final', tags: ['busy'] },
    retriesExhausted: { type: 'final' },
  },
  // Both final states set the outcome on their way in; the fallback keeps the type honest.
  output: ({ context }): VerificationOutput =>
    context.outcome ?? {
      status: 'max_retries',
      move: { kind: 'step', step: context.journey.firstStep.name },
    },
});

export type VerificationMachine = typeof verificationMachine;
