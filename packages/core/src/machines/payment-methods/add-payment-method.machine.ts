import { assign, enqueueActions, forwardTo, fromPromise, setup } from 'xstate';
import type { PaymentInstrumentAnswer } from '../../gateway/payments/payment-instrument.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { cardEntryMachine } from '../payment/card-entry/card-entry.machine.ts';
import type { CardEntryOutput, CardEntryTokenRequested } from '../payment/card-entry/card-entry.types.ts';
import { frameMessageEvent, tokenizeRequest } from '../payment/hosted-fields-messages.ts';
import type { CardSummary, PaymentEmitted, PaymentFrame } from '../payment/payment.types.ts';
import {
  CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID,
  isCaptureContextExpiredError,
} from '../payment/payment-errors.ts';
import { refusalMessageId } from './payment-methods.errors.ts';

export interface AddPaymentMethodInput {
  /** The storefront's origin: the hosted fields and the bank's page talk to it only. */
  targetOrigin: string;
}

export interface AddPaymentMethodContext {
  targetOrigin: string;
  /** The provider's one-use token, only while validate-and-add is asked with it. */
  token: string | null;
  card: CardSummary | null;
  /** The card being added, once the provider named it. */
  paymentMethodId: string | null;
  /** The bank's 3-D Secure page, while it waits for the customer. */
  challengeUrl: string | null;
  notice: MessageId | null;
}

export type AddPaymentMethodEvent =
  | { type: 'FRAME_MESSAGE'; frame: PaymentFrame; origin: string; data: unknown }
  | { type: 'CHECK_AGAIN' }
  | { type: 'RETRY' }
  | { type: 'DISMISS_NOTICE' }
  | CardEntryTokenRequested;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`addPaymentMethod: actor "${name}" was not provided`);
};

const readAnswer = ({ event }: { event: { output: PaymentInstrumentAnswer } }) => ({ answer: event.output });
const readError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Where an answer of validate-and-add or authenticate leads: saved, the bank's page, or refused. */
const BY_STATUS = [
  {
    guard: {
      type: 'answered',
      params: ({ event }: { event: { output: PaymentInstrumentAnswer } }) => ({
        answer: event.output,
        status: 'ACTIVE' as const,
      }),
    },
    target: 'added',
    actions: { type: 'keepAnswer', params: readAnswer },
  },
  {
    guard: {
      type: 'answered',
      params: ({ event }: { event: { output: PaymentInstrumentAnswer } }) => ({
        answer: event.output,
        status: 'AUTHENTICATION_REQUIRED' as const,
      }),
    },
    target: 'challenge',
    actions: { type: 'keepAnswer', params: readAnswer },
  },
  { target: 'failed', actions: { type: 'keepAnswer', params: readAnswer } },
] as const;

/**
 * Adding a card without paying (/manage/add-payment-method-form; the spec's validate-and-add
 * instrument, authenticate by paymentMethodID).
 *
 * enteringCard → validating → added | challenge ⇄ authenticating → added | failed (RETRY).
 *
 * - The card is typed in the provider's hosted fields (the payment machine's card-entry child; its
 *   tokenise requests leave as the emitted `tokenize`); only the token, brand and last four reach
 *   this machine, and the token only until validate-and-add has it.
 * - A bank that asks for 3-D Secure (test card 4000 0000 0000 3220) gets its page in a frame; the
 *   page's own message that it was answered (believed only from its origin, about this card) or
 *   the customer's "I've confirmed it" asks authenticate where the card stands.
 * - A card refused (its bank's decline, 422813; an expired capture context) goes back to the form
 *   with the reason; nothing was saved.
 */
export const addPaymentMethodMachine = setup({
  types: {
    context: {} as AddPaymentMethodContext,
    events: {} as AddPaymentMethodEvent,
    input: {} as AddPaymentMethodInput,
    emitted: {} as Extract<PaymentEmitted, { type: 'tokenize' }> | { type: 'added'; paymentMethodId: string },
  },
  actors: {
    cardEntry: cardEntryMachine,
    validateAndAdd: fromPromise<PaymentInstrumentAnswer, { token: string }>(notProvided('validateAndAdd')),
    authenticate: fromPromise<PaymentInstrumentAnswer, { paymentMethodId: string }>(
      notProvided('authenticate'),
    ),
  },
  guards: {
    isTokenized: (_, params: { entry: CardEntryOutput }) => params.entry.status === 'tokenized',
    answered: (_, params: { answer: PaymentInstrumentAnswer; status: PaymentInstrumentAnswer['status'] }) =>
      params.answer.status === params.status,
    isChallengeAnswered: ({ context, event }) =>
      event.type === 'FRAME_MESSAGE' &&
      frameMessageEvent(event, {
        targetOrigin: context.targetOrigin,
        hostedFieldsUrl: null,
        challengeUrl: context.challengeUrl,
        transactionId: context.paymentMethodId,
      })?.type === 'CHALLENGE_ANSWERED',
  },
  actions: {
    requestToken: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'cardEntry.tokenRequested') return;
      const request = tokenizeRequest(
        { expirationMonth: event.expirationMonth, expirationYear: event.expirationYear },
        { targetOrigin: context.targetOrigin, hostedFieldsUrl: event.hostedFieldsUrl },
      );
      if (request) enqueue.emit(request);
    }),
    takeToken: assign((_, params: { entry: CardEntryOutput }) =>
      params.entry.status === 'tokenized'
        ? { token: params.entry.token, card: params.entry.card, notice: null }
        : {},
    ),
    keepAnswer: assign((_, params: { answer: PaymentInstrumentAnswer }) => ({
      token: null,
      paymentMethodId: params.answer.paymentMethodId,
      challengeUrl: params.answer.challengeUrl ?? null,
      notice: params.answer.status === 'FAILED' ? ('payment_methods.add.failed' as MessageId) : null,
    })),
    noticeRefused: assign((_, params: { error: unknown }) => ({
      token: null,
      notice: isCaptureContextExpiredError(params.error)
        ? (CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID as MessageId)
        : refusalMessageId(params.error),
    })),
    noticeCardEntry: assign((_, params: { entry: CardEntryOutput }) => ({
      notice: (params.entry.status === 'loadError' ? params.entry.notice : null) as MessageId | null,
    })),
    noticeLost: assign((_, params: { error: unknown }) => ({ notice: refusalMessageId(params.error) })),
    announceAdded: enqueueActions(({ context, enqueue }) => {
      if (context.paymentMethodId) enqueue.emit({ type: 'added', paymentMethodId: context.paymentMethodId });
    }),
    forget: assign({ token: null, card: null, paymentMethodId: null, challengeUrl: null }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'addPaymentMethod',
  context: ({ input }) => ({
    targetOrigin: input.targetOrigin,
    token: null,
    card: null,
    paymentMethodId: null,
    challengeUrl: null,
    notice: null,
  }),
  initial: 'enteringCard',
  on: { DISMISS_NOTICE: { actions: 'dismissNotice' } },
  states: {
    enteringCard: {
      invoke: {
        id: 'cardEntry',
        src: 'cardEntry',
        input: ({ context }) => ({
          targetOrigin: context.targetOrigin,
          canSaveCard: false,
          notice: context.notice,
        }),
        onDone: [
          {
            guard: { type: 'isTokenized', params: ({ event }) => ({ entry: event.output }) },
            target: 'validating',
            actions: { type: 'takeToken', params: ({ event }) => ({ entry: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'noticeCardEntry', params: ({ event }) => ({ entry: event.output }) },
          },
        ],
      },
      on: {
        'cardEntry.tokenRequested': { actions: 'requestToken' },
        FRAME_MESSAGE: { actions: forwardTo('cardEntry') },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        src: 'validateAndAdd',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: BY_STATUS,
        onError: { target: 'enteringCard', actions: { type: 'noticeRefused', params: readError } },
      },
    },
    challenge: {
      on: {
        FRAME_MESSAGE: { guard: 'isChallengeAnswered', target: 'authenticating' },
        CHECK_AGAIN: { target: 'authenticating' },
      },
    },
    authenticating: {
      tags: ['busy'],
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({ paymentMethodId: context.paymentMethodId ?? '' }),
        onDone: BY_STATUS,
        onError: { target: 'challenge', actions: { type: 'noticeLost', params: readError } },
      },
    },
    added: { entry: 'announceAdded' },
    failed: { on: { RETRY: { target: 'enteringCard', actions: 'forget' } } },
  },
});

export type AddPaymentMethodMachine = typeof addPaymentMethodMachine;
