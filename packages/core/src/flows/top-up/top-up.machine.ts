import { assign, fromPromise, setup } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { CreateTopUpBody, TopUp } from './gateway/create-top-up.ts';
import type { TopUpLine } from './gateway/top-up-line.ts';
import { readPayerEmail, readTopUpNumber, type TopUpRefusal, topUpRefusalOf } from './top-up.rules.ts';
import type { TopUpContext, TopUpEvent, TopUpInput } from './top-up.types.ts';

const REFUSAL_TEXT: Readonly<Record<Exclude<TopUpRefusal, 'too-many-tries' | 'other'>, MessageId>> = {
  unknown: 'top_up.refusal.unknown',
  'not-active': 'top_up.refusal.not_active',
};

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const retryAfterOf = (error: unknown): number | null => {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
};

/** Where a refused lookup or recarga goes: the number's answer, the wait, or a retry. */
const refused = (otherwise: 'lookupFailed' | 'createFailed') =>
  [
    { guard: 'tooManyTries', target: 'tooManyTries', actions: 'rememberWait' },
    { guard: 'refusedNumber', target: 'entering', actions: 'rememberRefusal' },
    { target: otherwise },
  ] as const;

/**
 * "Recarga": anyone pays a Senda line's plan renewal, or extra data, signed in or not.
 *
 * entering (the number; LOOK_UP) → lookingUp → confirm (the holder masked, the plan, its renewal
 * date and the one the recarga gives; renew the plan or add one of the data add-ons its plan
 * allows, CHOOSE; the payer's e-mail; PAY) → creating (the recarga's order and
 * its pay-by-link) → paying (final: the app goes to the pay-by-link page, which takes the card,
 * OXXO or SPEI payment as a guest). A number that is not Senda's or not active goes back to the
 * number with the answer beside it; past the lookup limit, tooManyTries says how long to wait.
 */
export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    events: {} as TopUpEvent,
    input: {} as TopUpInput,
  },
  actors: {
    lookUp: fromPromise<TopUpLine, string>(async () => {
      throw new Error('top-up: actor "lookUp" was not provided');
    }),
    create: fromPromise<TopUp, CreateTopUpBody>(async () => {
      throw new Error('top-up: actor "create" was not provided');
    }),
  },
  guards: {
    numberValid: ({ context }) => readTopUpNumber(context.typedNumber).kind === 'valid',
    emailValid: ({ context }) => readPayerEmail(context.typedEmail).kind === 'valid',
    tooManyTries: ({ event }) => topUpRefusalOf(errorOf(event)) === 'too-many-tries',
    refusedNumber: ({ event }) => {
      const refusal = topUpRefusalOf(errorOf(event));
      return refusal === 'unknown' || refusal === 'not-active';
    },
  },
  actions: {
    typeNumber: assign(({ event }) =>
      event.type === 'NUMBER_CHANGED'
        ? { typedNumber: event.value, numberErrorId: null, refusalId: null }
        : {},
    ),
    typeEmail: assign(({ event }) =>
      event.type === 'EMAIL_CHANGED' ? { typedEmail: event.value, emailErrorId: null } : {},
    ),
    flagNumber: assign(({ context }) => {
      const reading = readTopUpNumber(context.typedNumber);
      return { numberErrorId: reading.kind === 'invalid' ? reading.messageId : null };
    }),
    flagEmail: assign(({ context }) => {
      const reading = readPayerEmail(context.typedEmail);
      return { emailErrorId: reading.kind === 'invalid' ? reading.messageId : null };
    }),
    // Each line found is a new recarga: a press of Pay for it is not the last one's (lookups counts them).
    rememberLine: assign(({ context, event }) => ({
      line: (event as unknown as { output: TopUpLine }).output,
      lookups: context.lookups + 1,
    })),
    rememberRefusal: assign(({ event }) => {
      const refusal = topUpRefusalOf(errorOf(event));
      return {
        line: null,
        refusalId: refusal === 'unknown' || refusal === 'not-active' ? REFUSAL_TEXT[refusal] : null,
      };
    }),
    rememberWait: assign(({ event }) => ({ retryAfterSeconds: retryAfterOf(errorOf(event)) })),
    // A data add-on the line offers, or null for the renewal; anything else keeps the choice.
    choose: assign(({ context, event }) =>
      event.type === 'CHOOSE' &&
      (event.sku === null || context.line?.dataAddOns.some((addOn) => addOn.sku === event.sku))
        ? { sku: event.sku }
        : {},
    ),
    forgetChoice: assign({ sku: null }),
    rememberTopUp: assign(({ event }) => ({ topUp: (event as unknown as { output: TopUp }).output })),
  },
}).createMachine({
  id: 'topUp',
  context: ({ input }) => ({
    typedNumber: input.number ?? '',
    numberErrorId: null,
    refusalId: null,
    line: null,
    typedEmail: '',
    emailErrorId: null,
    idempotencyKey: input.newKey(),
    lookups: 0,
    retryAfterSeconds: null,
    topUp: null,
    sku: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      on: {
        NUMBER_CHANGED: { actions: 'typeNumber' },
        LOOK_UP: [{ guard: 'numberValid', target: 'lookingUp' }, { actions: 'flagNumber' }],
      },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        src: 'lookUp',
        input: ({ context }) => {
          const reading = readTopUpNumber(context.typedNumber);
          return reading.kind === 'valid' ? reading.msisdn : '';
        },
        onDone: { target: 'confirm', actions: ['rememberLine', 'forgetChoice'] },
        onError: [...refused('lookupFailed')],
      },
    },
    lookupFailed: { on: { RETRY: 'lookingUp', CHANGE_NUMBER: 'entering' } },
    confirm: {
      on: {
        EMAIL_CHANGED: { actions: 'typeEmail' },
        CHOOSE: { actions: 'choose' },
        CHANGE_NUMBER: 'entering',
        PAY: [{ guard: 'emailValid', target: 'creating' }, { actions: 'flagEmail' }],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'create',
        input: ({ context }): CreateTopUpBody => ({
          msisdn: context.line?.msisdn ?? '',
          payerEmail: context.typedEmail.trim(),
          // The choice is part of the key: the same press answers the same recarga, another choice is another.
          idempotencyKey: `${context.idempotencyKey}-${context.lookups}${context.sku ? `-${context.sku}` : ''}`,
          ...(context.sku ? { sku: context.sku } : {}),
        }),
        onDone: { target: 'paying', actions: 'rememberTopUp' },
        onError: [...refused('createFailed')],
      },
    },
    // The same key again: a recarga made but not answered is answered now, not made twice.
    createFailed: { on: { RETRY: 'creating', CHANGE_NUMBER: 'entering' } },
    // Back to the number once the wait is over: the gateway keeps counting, so asking early is refused again.
    tooManyTries: { on: { CHANGE_NUMBER: 'entering' } },
    paying: { type: 'final' },
  },
});

export type TopUpMachine = typeof topUpMachine;
