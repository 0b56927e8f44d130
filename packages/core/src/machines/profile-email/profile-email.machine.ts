import { and, assign, fromPromise, setup } from 'xstate';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { OtpRequestResult, OtpTimerOutput } from '../otp-timer/otp-timer.types.ts';
import { stepUpMachine } from '../step-up/step-up.machine.ts';
import type { StepUpOutput } from '../step-up/step-up.types.ts';
import {
  emailRequestErrorId,
  isEmailInUse,
  newEmailMessageId,
  normaliseNewEmail,
} from './profile-email.rules.ts';
import type {
  PendingEmailChange,
  ProfileEmailContext,
  ProfileEmailEvent,
  ProfileEmailInput,
  ProfileEmailOutput,
} from './profile-email.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`profileEmail: actor "${name}" is provided by profile-email.services.ts`);
};

/**
 * The e-mail change (/profile/email, the spec's profile e-mail update): a new address, proved by a
 * one-time code sent to THAT address, becomes the account's (and its log-in key), once the
 * account's CURRENT address approved it (a stolen session alone cannot move the account).
 *
 * - editing: the new address, checked by the spec's rule and against the address the account has;
 * - approving: the shared step-up runs as the child `stepUp` (a code to the current address, or
 *   nothing after a log-in minutes old); its proof is kept for the two calls that follow;
 * - requesting: the code is asked for; another account's address is refused on the field;
 * - verifying: the purchase's OTP timer runs as the child `otp` (its boxes, countdown, resend and
 *   the spec's alerts); its validation is the confirm call, so a right code changes the address;
 * - confirmed: final, with the new address. Out of attempts, the code is dropped and the form
 *   says to ask for a new one; "change address" goes back with the typed address kept.
 */
export const profileEmailMachine = setup({
  types: {
    context: {} as ProfileEmailContext,
    events: {} as ProfileEmailEvent,
    input: {} as ProfileEmailInput,
    output: {} as ProfileEmailOutput,
    children: {} as { otp: 'otpTimer'; stepUp: 'stepUp' },
  },
  actors: {
    otpTimer: otpTimerMachine,
    stepUp: stepUpMachine,
    requestCode: fromPromise<OtpRequestResult, { email: string; stepUpToken: string | null }>(
      notProvided('requestCode'),
    ),
  },
  guards: {
    addressAcceptable: ({ context }) => newEmailMessageId(context.email, context.currentEmail) === null,
    emailInUse: (_, params: { error: unknown }) => isEmailInUse(params.error),
    codeVerified: (_, params: { output: OtpTimerOutput }) => params.output.status === 'verified',
    hasPending: ({ context }) => context.pending !== null,
    hasProof: ({ context }) => context.stepUpToken !== null,
    /** The proof was refused (spent or expired): the current address must approve again. */
    proofRefused: (_, params: { error: unknown }) =>
      (params.error as { errorCode?: unknown } | null)?.errorCode === 'STEP_UP_REQUIRED',
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, fieldError: null })),
    showFieldError: assign(({ context }) => ({
      fieldError: newEmailMessageId(context.email, context.currentEmail),
    })),
    clearErrors: assign({ fieldError: null, formError: null }),
    keepProof: assign((_, params: { output: StepUpOutput }) => ({ stepUpToken: params.output.stepUpToken })),
    dropProof: assign({ stepUpToken: null }),
    keepPending: assign(({ context }, params: { answer: OtpRequestResult }) => ({
      pending: {
        email: normaliseNewEmail(context.email),
        otpRequest: params.answer,
        ...(context.stepUpToken ? { stepUpToken: context.stepUpToken } : {}),
      },
      endsAt: null,
    })),
    refuseInUse: assign({ fieldError: 'errors.email_in_use' }),
    refuseRequest: assign((_, params: { error: unknown }) => ({
      formError: emailRequestErrorId(params.error),
    })),
    dropPending: assign({ pending: null, endsAt: null }),
    outOfAttempts: assign({ formError: 'profile_email.errors.too_many_attempts' }),
    confirm: assign(({ context }) => ({ confirmedEmail: context.pending?.email ?? null })),
    /** Keeps (or forgets) the code asked for where a reload finds it (profile-email.services.ts). */
    savePending: (_, _params: { pending: PendingEmailChange | null }) => {},
    /** The account's address changed: the profile is read again (profile-email.services.ts). */
    emailChanged: (_, _params: { email: string }) => {},
  },
}).createMachine({
  id: 'profileEmail',
  context: ({ input }) => ({
    currentEmail: input.currentEmail,
    email: input.pending?.email ?? '',
    fieldError: null,
    formError: null,
    pending: input.pending,
    endsAt: input.endsAt ?? null,
    confirmedEmail: null,
    stepUpToken: input.pending?.stepUpToken ?? null,
  }),
  initial: 'starting',
  states: {
    /** A code asked for before a reload resumes on the code step. */
    starting: {
      always: [{ guard: 'hasPending', target: 'verifying' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'EMAIL.CHANGE': { actions: { type: 'setEmail', params: ({ event }) => event } },
        SUBMIT: [
          {
            guard: and(['addressAcceptable', 'hasProof']),
            target: 'requesting',
            actions: 'clearErrors',
          },
          { guard: 'addressAcceptable', target: 'approving', actions: 'clearErrors' },
          { actions: 'showFieldError' },
        ],
      },
    },
    approving: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: { action: 'EMAIL_CHANGE' as const },
        onDone: {
          target: 'requesting',
          actions: { type: 'keepProof', params: ({ event }) => ({ output: event.output }) },
        },
      },
      on: { CHANGE_ADDRESS: { target: 'editing', actions: 'clearErrors' } },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({
          email: normaliseNewEmail(context.email),
          stepUpToken: context.stepUpToken,
        }),
        onDone: {
          target: 'verifying',
          actions: [
            { type: 'keepPending', params: ({ event }) => ({ answer: event.output }) },
            { type: 'savePending', params: ({ context }) => ({ pending: context.pending }) },
          ],
        },
        onError: [
          {
            guard: { type: 'emailInUse', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: 'refuseInUse',
          },
          {
            guard: { type: 'proofRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'approving',
            actions: 'dropProof',
          },
          {
            target: 'editing',
            actions: { type: 'refuseRequest', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'otp',
        src: 'otpTimer',
        input: ({ context }) => ({
          // The timer's flow only names the gateway's code kinds; the provided calls are the e-mail change's.
          flow: 'signin' as const,
          identifier: context.pending?.email ?? '',
          otpRequest: context.pending?.otpRequest ?? { requestId: '' },
          endsAt: context.endsAt,
        }),
        onDone: [
          {
            guard: { type: 'codeVerified', params: ({ event }) => ({ output: event.output }) },
            target: 'confirmed',
            actions: [
              'confirm',
              'dropProof',
              { type: 'emailChanged', params: ({ context }) => ({ email: context.pending?.email ?? '' }) },
              { type: 'savePending', params: { pending: null } },
            ],
          },
          {
            target: 'editing',
            actions: ['dropPending', { type: 'savePending', params: { pending: null } }, 'outOfAttempts'],
          },
        ],
      },
      on: {
        CHANGE_ADDRESS: {
          target: 'editing',
          actions: ['dropPending', { type: 'savePending', params: { pending: null } }, 'clearErrors'],
        },
      },
    },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.confirmedEmail ?? context.currentEmail }),
});

export type ProfileEmailMachine = typeof profileEmailMachine;
