import { assign, forwardTo, fromPromise, setup } from 'xstate';
import { type FlagValues, paymentMethodAllowed } from '../../config/flag-definitions.ts';
import type { CashPayment, CashPaymentMethod } from '../../gateway/cash-payments/cash-payment.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  type OrderPaymentInput,
  type OrderPaymentOutput,
  orderPaymentMachine,
} from '../payment/order-payment.machine.ts';
import type { SavedCardChoice } from '../payment/payment.types.ts';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from '../service-request-template/service-request-template.types.ts';
import { type BoundedPollReport, boundedPoll } from '../shared/bounded-poll.machine.ts';

/** A way to pay the order: a saved card (by id), a new card, OXXO cash or a SPEI transfer. */
export type PaymentChoiceOption =
  | { kind: 'savedCard'; card: SavedCardChoice }
  | { kind: 'newCard' }
  | { kind: 'cash'; method: CashPaymentMethod };

/**
 * A saved card is chosen by a Pay that names the amount: it is charged with no second Pay (the
 * card payment's `payNow`). A new card, a voucher or a transfer is chosen to be filled in first,
 * and so is a saved card whose automatic renewal was just declined (the customer came to pay
 * another way: it is not the button they find first).
 */
export const choicePaysAtOnce = (option: PaymentChoiceOption): boolean =>
  option.kind === 'savedCard' && !option.card.renewalDeclined;

/**
 * The ways to pay, in the order offered: the saved cards that pay at once, a new card, a saved card
 * whose automatic renewal was declined, OXXO cash, a SPEI transfer; less the ways a feature flag
 * switches off.
 */
export function paymentChoiceOptions(
  savedCards: readonly SavedCardChoice[],
  flags: Partial<FlagValues>,
): PaymentChoiceOption[] {
  const cards = savedCards.map((card) => ({ kind: 'savedCard' as const, card }));
  const options: PaymentChoiceOption[] = [
    ...cards.filter(choicePaysAtOnce),
    { kind: 'newCard' },
    ...cards.filter((option) => !choicePaysAtOnce(option)),
    { kind: 'cash', method: 'OXXO' },
    { kind: 'cash', method: 'SPEI' },
  ];
  return options.filter((option) =>
    paymentMethodAllowed(flags, option.kind === 'cash' ? option.method : 'CARD'),
  );
}

/**
 * The ways to pay in cash a purchase's payment step offers beside its own card form (OXXO, SPEI),
 * in the order and under the flags of the renewals' choice.
 */
export function cashPaymentOptions(
  flags: Partial<FlagValues>,
): Extract<PaymentChoiceOption, { kind: 'cash' }>[] {
  return paymentChoiceOptions([], flags).filter((option) => option.kind === 'cash');
}

/**
 * The reference the customer left open to pay another way: paying now closes it (the gateway stops
 * taking money on it and returns any that still comes), and the page says so.
 */
export function openCashLeft(context: Pick<PaymentChoiceContext, 'cash'>): CashPayment | null {
  return context.cash?.status === 'PENDING' ? context.cash : null;
}

/** What is known before the customer chooses: their payable saved cards, and a reference already made. */
export interface PaymentChoiceOptions {
  savedCards: SavedCardChoice[];
  /** The order's latest cash reference, when it has one (a reload while a voucher waits). */
  cash: CashPayment | null;
  /** A card payment of this order still in flight from before a reload: it is followed, not chosen again. */
  cardInFlight: boolean;
}

export type PaymentChoiceEvent =
  | { type: 'CHOOSE'; option: PaymentChoiceOption }
  /** Back to the ways to pay (from a voucher, or after a card was left). */
  | { type: 'CHOOSE_ANOTHER' }
  /** Read the reference's status now (after the window of reads ran out). */
  | { type: 'CHECK_AGAIN' }
  /** Make a new reference after this one expired unpaid, or after making one failed. */
  | { type: 'RETRY' }
  | { type: 'GIVE_UP' };

export interface PaymentChoiceContext {
  due: ServiceRequestPaymentInput;
  savedCards: SavedCardChoice[];
  card: SavedCardChoice | null;
  method: CashPaymentMethod | null;
  cash: CashPayment | null;
  failureMessageId: MessageId | null;
  output: ServiceRequestPaymentOutput | null;
}

type CashReport = BoundedPollReport<CashPayment | null>;

export const PAYMENT_CHOICE_MESSAGES = {
  cashFailed: 'payment_choice.cash.create_failed',
  cardFailed: 'service_payment.failed.body',
} as const satisfies Record<string, MessageId>;

/**
 * How a service request's order is paid when more than a card is offered (renew now; pay-by-link
 * and auto-renewal's "pay another way" next): the template's `pay` child.
 *
 * loading → choosing → card (the purchase's card payment, invoked as `orderPayment`, so the
 * /manage/payment screen finds it as for plan switch) | cashCreating → cashWaiting → paid, or
 * cashExpired (a new reference, or another way). A reload resumes a voucher that is still open and
 * a card payment still in flight; otherwise the ways to pay are offered again.
 *
 * Exactly once: every way pays the same order, and the gateway applies one payment per order; a
 * voucher paid after the order was paid by card is returned by the provider, never applied. The
 * voucher's status is read once a second for the spec's window, then on CHECK_AGAIN: cash can take until
 * the next business day to be confirmed, and the page says so.
 */
export function createPaymentChoiceMachine(
  cardInput: (due: ServiceRequestPaymentInput, savedCard: SavedCardChoice | null) => OrderPaymentInput,
) {
  return setup({
    types: {
      context: {} as PaymentChoiceContext,
      events: {} as PaymentChoiceEvent | CashReport,
      input: {} as ServiceRequestPaymentInput,
      output: {} as ServiceRequestPaymentOutput,
    },
    actors: {
      loadOptions: fromPromise<PaymentChoiceOptions, ServiceRequestPaymentInput>(async () => {
        throw new Error('paymentChoice: actor "loadOptions" was not provided');
      }),
      createCash: fromPromise<CashPayment, { orderReference: string; method: CashPaymentMethod }>(
        async () => {
          throw new Error('paymentChoice: actor "createCash" was not provided');
        },
      ),
      followCash: boundedPoll<CashPayment | null, { orderReference: string }>(async () => {
        throw new Error('paymentChoice: actor "followCash" was not provided');
      }),
      orderPayment: orderPaymentMachine,
    },
    guards: {
      // A reference still to pay, or paid since the last read; not one expired or closed.
      openCash: (_, params: { options: PaymentChoiceOptions }) =>
        params.options.cash?.status === 'PENDING' || params.options.cash?.status === 'PAID',
      cardInFlight: (_, params: { options: PaymentChoiceOptions }) => params.options.cardInFlight,
      choseCard: (_, params: { option: PaymentChoiceOption }) => params.option.kind !== 'cash',
      cardPaid: (_, params: { output: OrderPaymentOutput }) => params.output.outcome === 'paid',
      cardFailed: (_, params: { output: OrderPaymentOutput }) => params.output.outcome === 'failed',
      cardLeft: (_, params: { output: OrderPaymentOutput }) =>
        params.output.outcome === 'cancelled' && params.output.reason === 'customer',
      cashPaid: (_, params: { answer: CashPayment | null }) => params.answer?.status === 'PAID',
      cashExpired: (_, params: { answer: CashPayment | null }) => params.answer?.status === 'EXPIRED',
      cashClosed: (_, params: { answer: CashPayment | null }) => params.answer?.status === 'CLOSED',
    },
    actions: {
      rememberOptions: assign((_, params: { options: PaymentChoiceOptions }) => ({
        savedCards: params.options.savedCards,
        cash: params.options.cash,
        method: params.options.cash?.method ?? null,
      })),
      rememberChoice: assign((_, params: { option: PaymentChoiceOption }) => ({
        card: params.option.kind === 'savedCard' ? params.option.card : null,
        method: params.option.kind === 'cash' ? params.option.method : null,
        failureMessageId: null,
      })),
      rememberCash: assign((_, params: { cash: CashPayment | null }) =>
        params.cash ? { cash: params.cash } : {},
      ),
      noticeCashFailed: assign({ failureMessageId: PAYMENT_CHOICE_MESSAGES.cashFailed }),
      endPaid: assign({ output: { outcome: 'paid' } as const }),
      endFailed: assign({
        output: { outcome: 'failed', messageId: PAYMENT_CHOICE_MESSAGES.cardFailed } as const,
      }),
      endCancelled: assign({ output: { outcome: 'cancelled' } as const }),
    },
  }).createMachine({
    id: 'paymentChoice',
    context: ({ input }) => ({
      due: input,
      savedCards: [],
      card: null,
      method: null,
      cash: null,
      failureMessageId: null,
      output: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadOptions',
          input: ({ context }) => context.due,
          onDone: [
            {
              guard: { type: 'openCash', params: ({ event }) => ({ options: event.output }) },
              target: 'cashWaiting',
              actions: { type: 'rememberOptions', params: ({ event }) => ({ options: event.output }) },
            },
            {
              guard: { type: 'cardInFlight', params: ({ event }) => ({ options: event.output }) },
              target: 'card',
              actions: { type: 'rememberOptions', params: ({ event }) => ({ options: event.output }) },
            },
            {
              target: 'choosing',
              actions: { type: 'rememberOptions', params: ({ event }) => ({ options: event.output }) },
            },
          ],
          // Not knowing the saved cards only means a new card is typed: every way is still offered.
          onError: { target: 'choosing' },
        },
      },
      choosing: {
        on: {
          CHOOSE: [
            {
              guard: { type: 'choseCard', params: ({ event }) => ({ option: event.option }) },
              target: 'card',
              actions: { type: 'rememberChoice', params: ({ event }) => ({ option: event.option }) },
            },
            {
              target: 'cashCreating',
              actions: { type: 'rememberChoice', params: ({ event }) => ({ option: event.option }) },
            },
          ],
          GIVE_UP: { target: 'cancelled', actions: 'endCancelled' },
        },
      },
      card: {
        invoke: {
          id: 'orderPayment',
          src: 'orderPayment',
          // The services build the card payment's input (origin, the chosen card, a request in flight).
          // A saved card (the only card kept in `card`) is chosen by its own Pay (choicePaysAtOnce);
          // one chosen by Continue (its renewal declined) is paid by the card payment's own Pay.
          input: ({ context }): OrderPaymentInput => ({
            ...cardInput(context.due, context.card),
            payNow: context.card !== null && choicePaysAtOnce({ kind: 'savedCard', card: context.card }),
          }),
          onDone: [
            {
              guard: { type: 'cardPaid', params: ({ event }) => ({ output: event.output }) },
              target: 'paid',
              actions: 'endPaid',
            },
            {
              guard: { type: 'cardFailed', params: ({ event }) => ({ output: event.output }) },
              target: 'failed',
              actions: 'endFailed',
            },
            // Left before paying: the other ways are offered again.
            {
              guard: { type: 'cardLeft', params: ({ event }) => ({ output: event.output }) },
              target: 'choosing',
            },
            { target: 'cancelled', actions: 'endCancelled' },
          ],
        },
        on: { '*': { actions: forwardTo('orderPayment') } },
      },
      cashCreating: {
        tags: ['busy'],
        invoke: {
          src: 'createCash',
          input: ({ context }) => ({
            orderReference: context.due.orderReference,
            method: context.method ?? 'OXXO',
          }),
          onDone: {
            target: 'cashWaiting',
            actions: { type: 'rememberCash', params: ({ event }) => ({ cash: event.output }) },
          },
          onError: { target: 'cashFailed', actions: 'noticeCashFailed' },
        },
      },
      cashFailed: {
        on: { RETRY: 'cashCreating', CHOOSE_ANOTHER: 'choosing' },
      },
      cashWaiting: {
        initial: 'following',
        states: {
          following: {
            invoke: {
              id: 'cashPoll',
              src: 'followCash',
              input: ({ context }) => ({
                readInput: { orderReference: context.due.orderReference },
                readFirst: false,
              }),
              onDone: { target: 'resting' },
            },
          },
          // the spec's window is over; the voucher is still good until it expires.
          resting: { on: { CHECK_AGAIN: 'following' } },
        },
        on: {
          'poll.answer': [
            {
              guard: { type: 'cashPaid', params: ({ event }) => ({ answer: event.answer }) },
              target: 'paid',
              actions: ['endPaid', { type: 'rememberCash', params: ({ event }) => ({ cash: event.answer }) }],
            },
            {
              guard: { type: 'cashExpired', params: ({ event }) => ({ answer: event.answer }) },
              target: 'cashExpired',
              actions: { type: 'rememberCash', params: ({ event }) => ({ cash: event.answer }) },
            },
            // The order was paid another way meanwhile (another tab, a card): the voucher no longer
            // pays it, and the ways to pay find the order paid.
            {
              guard: { type: 'cashClosed', params: ({ event }) => ({ answer: event.answer }) },
              target: 'choosing',
              actions: { type: 'rememberCash', params: ({ event }) => ({ cash: event.answer }) },
            },
          ],
          CHOOSE_ANOTHER: 'choosing',
        },
      },
      cashExpired: {
        on: { RETRY: 'cashCreating', CHOOSE_ANOTHER: 'choosing' },
      },
      paid: { type: 'final' },
      failed: { type: 'final' },
      cancelled: { type: 'final' },
    },
    output: ({ context }) => context.output ?? { outcome: 'cancelled' },
  });
}

export type PaymentChoiceMachine = ReturnType<typeof createPaymentChoiceMachine>;
