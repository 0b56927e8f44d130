import { assign, fromPromise, setup } from 'xstate';
import { errorMessageId } from '../../i18n/error-messages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { failureFields } from '../../purchase/field-message.ts';
import type { NumberChangeAction } from './gateway/index.ts';
import type { SentCode } from './number-change.types.ts';

export interface NumberChangeCodeInput {
  accountNumber: string;
  action: NumberChangeAction;
  /** A code sent before a reload that has not expired (savedCode). */
  sent: SentCode | null;
}

export interface NumberChangeCodeContext extends NumberChangeCodeInput {
  /** Why the last request for a code was refused (422024 and the rest), or null. */
  messageId: MessageId | null;
  /** "Send a new code" is offered: the code has 60 seconds or less left. */
  canResend: boolean;
  expired: boolean;
}

export type NumberChangeCodeEvent =
  | { type: 'SEND' }
  /** The request refused the code for good (expired, too many wrong tries): a new one at once. */
  | { type: 'SPENT' };

const notProvided = async (): Promise<never> => {
  throw new Error('numberChangeCode: actor "sendCode" was not provided');
};

/**
 * The one-time code that confirms a number change or recovery (the spec's one-time-token generation):
 * none yet → sending → sent, where a new one may be asked once the code has 60 seconds or less
 * left, and which says when it expired. A refused request keeps the code sent before (a
 * resend refused with 422024 leaves the old code working). The code typed is the service
 * request's (the review step's data); this machine only sends it.
 */
export const numberChangeCodeMachine = setup({
  types: {
    context: {} as NumberChangeCodeContext,
    input: {} as NumberChangeCodeInput,
    events: {} as NumberChangeCodeEvent,
  },
  actors: {
    sendCode: fromPromise<
      SentCode,
      { accountNumber: string; action: NumberChangeAction; previous: string | null }
    >(notProvided),
  },
  delays: {
    untilResend: ({ context }) => Math.max(0, (context.sent?.resendAt ?? 0) - Date.now()),
    untilExpiry: ({ context }) => Math.max(0, (context.sent?.expiresAt ?? 0) - Date.now()),
  },
  guards: {
    hasCode: ({ context }) => context.sent !== null,
    mayResend: ({ context }) => context.canResend,
  },
  actions: {
    keepSent: assign((_, params: { sent: SentCode }) => ({
      sent: params.sent,
      messageId: null,
      canResend: false,
      expired: false,
    })),
    keepRefusal: assign((_, params: { error: unknown }) => ({
      messageId: errorMessageId(failureFields(params.error)),
    })),
    allowResend: assign({ canResend: true }),
    markExpired: assign({ expired: true, canResend: true }),
  },
}).createMachine({
  id: 'numberChangeCode',
  context: ({ input }) => ({ ...input, messageId: null, canResend: false, expired: false }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCode', target: 'sent' }, { target: 'none' }] },
    none: { on: { SEND: 'sending' } },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({
          accountNumber: context.accountNumber,
          action: context.action,
          previous: context.sent?.requestId ?? null,
        }),
        onDone: {
          target: 'sent',
          actions: { type: 'keepSent', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: [
          {
            guard: 'hasCode',
            target: 'sent',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'none',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    sent: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { untilResend: { target: 'resendable', actions: 'allowResend' } },
        },
        resendable: {
          after: { untilExpiry: { target: 'expired', actions: 'markExpired' } },
        },
        expired: {},
      },
      on: {
        SEND: { guard: 'mayResend', target: 'sending' },
        SPENT: { target: '.resendable', actions: 'allowResend' },
      },
    },
  },
});

export type NumberChangeCodeMachine = typeof numberChangeCodeMachine;

/** What the code part of the review shows, and whether it may ask for a (new) code. */
export interface NumberChangeCodeView {
  status: 'none' | 'sending' | 'sent';
  sent: SentCode | null;
  canSend: boolean;
  expired: boolean;
  messageId: MessageId | null;
}

export function numberChangeCodeView(snapshot: {
  context: NumberChangeCodeContext;
  matches: (value: 'none' | 'sending' | 'sent') => boolean;
  can: (event: NumberChangeCodeEvent) => boolean;
}): NumberChangeCodeView {
  const status = snapshot.matches('sending') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'none';
  return {
    status,
    sent: snapshot.context.sent,
    canSend: snapshot.can({ type: 'SEND' }),
    expired: snapshot.context.expired,
    messageId: snapshot.context.messageId,
  };
}
