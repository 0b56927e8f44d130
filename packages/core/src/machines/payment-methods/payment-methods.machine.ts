import { assign, fromPromise, setup } from 'xstate';
import type { Line } from '../../gateway/lines/line.schema.ts';
import type { SavedPaymentMethod } from '../../gateway/payments/saved-payment-method.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { refusalMessageId } from './payment-methods.errors.ts';
import { savedCardListing } from './saved-card-listing.ts';

/** What the list is made of: the saved cards, and the lines (whose renewal cards are listed too). */
export interface PaymentMethodsData {
  saved: SavedPaymentMethod[];
  lines: Line[];
}

export interface PaymentMethodsContext {
  saved: SavedPaymentMethod[] | null;
  lines: Line[];
  /** The change being sent (one at a time, so a second tap cannot race the first). */
  pending: { kind: 'default' | 'remove'; paymentMethodId: string } | null;
  notice: { tone: 'success' | 'danger'; messageId: MessageId } | null;
}

export type PaymentMethodsEvent =
  | { type: 'SET_DEFAULT'; paymentMethodId: string }
  | { type: 'REMOVE'; paymentMethodId: string }
  | { type: 'RETRY' }
  | { type: 'DISMISS_NOTICE' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`paymentMethods: actor "${name}" was not provided`);
};

/** A card of the list, by id, as the rules see it now. */
const entryOf = (context: PaymentMethodsContext, paymentMethodId: string) =>
  savedCardListing(context.saved ?? [], context.lines, Date.now()).find(
    (entry) => entry.paymentMethodId === paymentMethodId,
  );

/**
 * The customer's cards (/profile/saved-payment-methods, /profile/payment-method and
 * /web/select-payment-methods, one implementation): the saved cards and the cards their lines
 * renew with (savedCardListing), the default chosen, a card removed.
 *
 * loading → ready ⇄ settingDefault | removing; loadFailed (RETRY).
 *
 * - Only a saved card that has not expired may become the default (the gateway refuses the rest,
 *   422812, and the machine never asks); a line's own card is not removed here (its line's card
 *   update changes it).
 * - Every change answers the new list, shown with the lines read again (their renewal card may have
 *   moved to the new default); a refused change keeps the list and says why.
 */
export const paymentMethodsMachine = setup({
  types: {
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
  },
  actors: {
    load: fromPromise<PaymentMethodsData, void>(notProvided('load')),
    setDefault: fromPromise<PaymentMethodsData, { paymentMethodId: string }>(notProvided('setDefault')),
    remove: fromPromise<PaymentMethodsData, { paymentMethodId: string }>(notProvided('remove')),
  },
  guards: {
    canBeDefault: ({ context, event }) =>
      event.type === 'SET_DEFAULT' && entryOf(context, event.paymentMethodId)?.canBeDefault === true,
    removable: ({ context, event }) =>
      event.type === 'REMOVE' && entryOf(context, event.paymentMethodId)?.removable === true,
  },
  actions: {
    keepData: assign((_, params: { data: PaymentMethodsData }) => ({
      saved: params.data.saved,
      lines: params.data.lines,
    })),
    keepSaved: assign((_, params: { data: PaymentMethodsData; messageId: MessageId }) => ({
      saved: params.data.saved,
      // The lines read again: a line renewing with the card removed (or an expired one) renews
      // with the new default now, and the list and its warning say so.
      lines: params.data.lines,
      pending: null,
      notice: { tone: 'success' as const, messageId: params.messageId },
    })),
    markPending: assign(({ event }) =>
      event.type === 'SET_DEFAULT' || event.type === 'REMOVE'
        ? {
            pending: {
              kind: event.type === 'SET_DEFAULT' ? ('default' as const) : ('remove' as const),
              paymentMethodId: event.paymentMethodId,
            },
            notice: null,
          }
        : {},
    ),
    noticeError: assign((_, params: { error: unknown }) => ({
      pending: null,
      notice: { tone: 'danger' as const, messageId: refusalMessageId(params.error) },
    })),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'paymentMethods',
  context: { saved: null, lines: [], pending: null, notice: null },
  initial: 'loading',
  on: { DISMISS_NOTICE: { actions: 'dismissNotice' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'dismissNotice' } } },
    ready: {
      on: {
        SET_DEFAULT: { guard: 'canBeDefault', target: 'settingDefault', actions: 'markPending' },
        REMOVE: { guard: 'removable', target: 'removing', actions: 'markPending' },
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        src: 'setDefault',
        input: ({ context }) => ({ paymentMethodId: context.pending?.paymentMethodId ?? '' }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'keepSaved',
            params: ({ event }) => ({ data: event.output, messageId: 'select_payment_methods.saved' }),
          },
        },
        onError: {
          target: 'ready',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ paymentMethodId: context.pending?.paymentMethodId ?? '' }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'keepSaved',
            params: ({ event }) => ({ data: event.output, messageId: 'select_payment_methods.removed' }),
          },
        },
        onError: {
          target: 'ready',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type PaymentMethodsMachine = typeof paymentMethodsMachine;
