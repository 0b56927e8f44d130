import { assign, fromPromise, setup } from 'xstate';
import { OTP_LENGTH, OTP_RESEND_THRESHOLD_SECONDS } from '../../config/constants.ts';
import { PURCHASE_ROUTES } from '../../navigation/routes.ts';
import { msUntilNextSecond, otpEndTime, remainingSeconds } from '../../onboarding/otp-countdown.ts';
import { classifyOtpError, OTP_MESSAGES, otpErrorMessageId } from './otp-errors.ts';
import type {
  OtpRequestResult,
  OtpTimerContext,
  OtpTimerEvent,
  OtpTimerInput,
  OtpTimerOutput,
  RequestFreshOtpInput,
  ResendOtpInput,
  ValidateOtpInput,
  ValidateOtpOutput,
} from './otp-timer.types.ts';

const OTP_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The message of a MAXIMUM_RETRY_* refusal (see classifyOtpError); only called for those. */
const maxRetryMessageIdOf = (error: unknown): string | null => {
  const outcome = classifyOtpError(error);
  return outcome.kind === 'max_retry_login' || outcome.kind === 'max_retry_signup' ? outcome.messageId : null;
};

/** Placeholder actors: the app provides the gateway calls with machine.provide, tests provide fakes. */
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`otpTimer: actor "${name}" was not provided`);
};

/**
 * The verification screen's timer and code check (the spec's verification screen, the spec's OTP verification,
 * the spec's OTP validation errors, the spec's OTP constants).
 *
 * - counting: one tick per second (on the second boundary), resend allowed at ≤ 60 s left;
 * - expired: the expiry alert is open, time-expired is set, resend sends a fresh sign-in;
 * - validating / resending / requestingFresh: the gateway calls, as provided actors;
 * - verified / maxRetries: final, with the access token or the page to go back to.
 *
 * The typed code is passed to the validation call and never kept in context.
 */
export const otpTimerMachine = setup({
  types: {
    context: {} as OtpTimerContext,
    events: {} as OtpTimerEvent,
    input: {} as OtpTimerInput,
    output: {} as OtpTimerOutput,
  },
  actors: {
    validateOtp: fromPromise<ValidateOtpOutput, ValidateOtpInput>(notProvided('validateOtp')),
    resendOtp: fromPromise<OtpRequestResult, ResendOtpInput>(notProvided('resendOtp')),
    requestFreshOtp: fromPromise<OtpRequestResult, RequestFreshOtpInput>(notProvided('requestFreshOtp')),
  },
  delays: {
    untilNextSecond: ({ context }) => msUntilNextSecond(context.endsAt, Date.now()),
  },
  guards: {
    hasExpired: ({ context }) => context.remainingSeconds <= 0,
    canResend: ({ context }) => context.remainingSeconds <= OTP_RESEND_THRESHOLD_SECONDS,
    isCompleteCode: ({ event }) => event.type === 'SUBMIT' && OTP_CODE.test(event.code),
    isIncorrectOtp: (_, params: { error: unknown }) => classifyOtpError(params.error).kind === 'incorrect',
    isExpiredOtp: (_, params: { error: unknown }) => classifyOtpError(params.error).kind === 'expired',
    isMaxRetryLogin: (_, params: { error: unknown }) =>
      classifyOtpError(params.error).kind === 'max_retry_login',
    isMaxRetrySignup: (_, params: { error: unknown }) =>
      classifyOtpError(params.error).kind === 'max_retry_signup',
  },
  actions: {
    tick: assign({ remainingSeconds: ({ context }) => remainingSeconds(context.endsAt, Date.now()) }),
    startTimer: assign((_, params: { answer: OtpRequestResult }) => {
      const endsAt = otpEndTime(params.answer.expiresIn, Date.now());
      return {
        requestId: params.answer.requestId,
        endsAt,
        remainingSeconds: remainingSeconds(endsAt, Date.now()),
        timeExpired: false,
        alert: null,
      };
    }),
    /** Persists the end time so a reload keeps counting down; see otp-timer.persistence.ts. */
    saveEndTime: () => {},
    clearEndTime: () => {},
    markExpired: assign({
      remainingSeconds: 0,
      timeExpired: true,
      alert: { kind: 'time_expired', messageId: OTP_MESSAGES.expired },
    }),
    openIncorrectAlert: assign((_, params: { error: unknown }) => {
      const outcome = classifyOtpError(params.error);
      return {
        alert: {
          kind: 'otp_failed' as const,
          messageId: OTP_MESSAGES.incorrect,
          attemptsLeft: outcome.kind === 'incorrect' ? outcome.attemptsLeft : null,
        },
      };
    }),
    notifyError: assign((_, params: { error: unknown }) => ({
      notification: { tone: 'danger' as const, messageId: otpErrorMessageId(params.error) },
    })),
    notifyResent: assign({ notification: { tone: 'info', messageId: OTP_MESSAGES.codeResent } }),
    storeToken: assign((_, params: { accessToken: string }) => ({ accessToken: params.accessToken })),
    backToLogin: assign((_, params: { error: unknown }) => ({
      redirectTo: PURCHASE_ROUTES.login,
      maxRetryMessageId: maxRetryMessageIdOf(params.error),
    })),
    backToSignup: assign((_, params: { error: unknown }) => ({
      redirectTo: PURCHASE_ROUTES.signup,
      maxRetryMessageId: maxRetryMessageIdOf(params.error),
    })),
    dismissAlert: assign({ alert: null }),
    dismissNotification: assign({ notification: null }),
  },
}).createMachine({
  id: 'otpTimer',
  context: ({ input }) => {
    const now = Date.now();
    const endsAt = input.endsAt ?? otpEndTime(input.otpRequest.expiresIn, now);
    return {
      flow: input.flow,
      identifier: input.identifier,
      requestId: input.otpRequest.requestId,
      endsAt,
      remainingSeconds: remainingSeconds(endsAt, now),
      timeExpired: false,
      alert: null,
      notification: null,
      accessToken: null,
      redirectTo: null,
      maxRetryMessageId: null,
    };
  },
  entry: 'saveEndTime',
  initial: 'counting',
  states: {
    counting: {
      entry: 'tick',
      always: { guard: 'hasExpired', target: 'expired', actions: 'markExpired' },
      after: { untilNextSecond: { target: 'counting', reenter: true } },
      on: {
        SUBMIT: { guard: 'isCompleteCode', target: 'validating', actions: 'dismissNotification' },
        RESEND: { guard: 'canResend', target: 'resending', actions: 'dismissNotification' },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        src: 'validateOtp',
        input: ({ context, event }) => ({
          flow: context.flow,
          requestId: context.requestId,
          otpCode: event.type === 'SUBMIT' ? event.code : '',
        }),
        onDone: {
          target: 'verified',
          actions: { type: 'storeToken', params: ({ event }) => ({ accessToken: event.output.accessToken }) },
        },
        onError: [
          {
            guard: { type: 'isIncorrectOtp', params: ({ event }) => ({ error: event.error }) },
            target: 'counting',
            actions: { type: 'openIncorrectAlert', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isExpiredOtp', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: 'markExpired',
          },
          {
            guard: { type: 'isMaxRetryLogin', params: ({ event }) => ({ error: event.error }) },
            target: 'maxRetries',
            actions: { type: 'backToLogin', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isMaxRetrySignup', params: ({ event }) => ({ error: event.error }) },
            target: 'maxRetries',
            actions: { type: 'backToSignup', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'counting',
            actions: { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'resendOtp',
        input: ({ context }) => ({
          flow: context.flow,
          requestId: context.requestId,
          identifier: context.identifier,
        }),
        onDone: {
          target: 'counting',
          actions: [
            { type: 'startTimer', params: ({ event }) => ({ answer: event.output }) },
            'saveEndTime',
            'notifyResent',
          ],
        },
        onError: {
          target: 'counting',
          actions: { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    expired: {
      on: { RESEND: { target: 'requestingFresh', actions: ['dismissAlert', 'dismissNotification'] } },
    },
    requestingFresh: {
      tags: ['busy'],
      invoke: {
        src: 'requestFreshOtp',
        input: ({ context }) => ({ flow: context.flow, identifier: context.identifier }),
        onDone: {
          target: 'counting',
          actions: [
            { type: 'startTimer', params: ({ event }) => ({ answer: event.output }) },
            'saveEndTime',
            'notifyResent',
          ],
        },
        onError: {
          target: 'expired',
          actions: { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: { type: 'final', entry: 'clearEndTime' },
    maxRetries: { type: 'final', entry: 'clearEndTime' },
  },
  on: {
    DISMISS_ALERT: { actions: 'dismissAlert' },
    DISMISS_NOTIFICATION: { actions: 'dismissNotification' },
  },
  output: ({ context }): OtpTimerOutput =>
    context.accessToken !== null
      ? { status: 'verified', flow: context.flow, accessToken: context.accessToken }
      : {
          status: 'max_retries',
          flow: context.flow,
          redirectTo: context.redirectTo ?? PURCHASE_ROUTES.login,
          messageId:
            context.maxRetryMessageId ??
            (context.redirectTo === PURCHASE_ROUTES.signup
              ? OTP_MESSAGES.maxRetrySignup
              : OTP_MESSAGES.maxRetryLogin),
        },
});

export type OtpTimerMachine = typeof otpTimerMachine;
