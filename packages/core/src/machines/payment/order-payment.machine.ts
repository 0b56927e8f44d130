import { assign, forwardTo, type SnapshotFrom, setup } from 'xstate';
import type { Money } from '../../gateway/common.schema.ts';
import { paymentMachine } from './payment.machine.ts';
import type {
  PaymentEvent,
  PaymentFailure,
  PaymentInput,
  PaymentOutput,
  PendingPaymentRequest,
  SavedCardChoice,
} from './payment.types.ts';
import { paymentView } from './payment.view.ts';

/**
 * Paying one existing order as a step of another flow (a service request's order: a plan switch's
 * prorated charge, a SIM replacement's fee): the payment machine as a child, ended one of three
 * ways. The order is any order of the customer's, named by its reference; nothing of the
 * purchase (its journey, its payment target) is read.
 */
export interface OrderPaymentInput {
  orderReference: string;
  /**
   * What the customer agreed to pay. The charge is what the gateway says is due for the order
   * (read first, shown on Pay); an order that asks for another amount is not paid (`cancelled`
   * with `amountChanged`), so nobody pays what they were not shown.
   */
  amount: Money;
  /** The storefront origin signed into the capture context. */
  targetOrigin: string;
  /** A request of this order's still in flight (a reload mid-payment): followed, never paid again. */
  pendingRequest?: PendingPaymentRequest | null | undefined;
  savedCard?: SavedCardChoice | null | undefined;
  canSaveCard?: boolean | undefined;
  /**
   * The customer already pressed Pay with `savedCard` for `amount` (the step that chose the card
   * showed it): charged as soon as the order confirms that amount, with no second Pay.
   */
  payNow?: boolean | undefined;
}

export type OrderPaymentOutput =
  /** Paid now, or nothing was left to pay (`alreadyPaid`). */
  | { outcome: 'paid'; orderReference: string; transactionId: string | null; alreadyPaid: boolean }
  /** The payment was refused and the customer gave up on it (GIVE_UP after a failure). */
  | { outcome: 'failed'; orderReference: string; failure: PaymentFailure | null }
  /**
   * Nothing was paid: the customer left before paying (GIVE_UP), the order was closed on the
   * server (CAN/OFL), or it asks for another amount than agreed.
   */
  | {
      outcome: 'cancelled';
      orderReference: string;
      reason: 'customer' | 'orderClosed' | 'amountChanged';
    };

export type OrderPaymentEvent =
  | PaymentEvent
  /** The customer leaves the payment (Back, "pay later"): failed after a refusal, else cancelled. */
  | { type: 'GIVE_UP' };

export interface OrderPaymentContext {
  payment: PaymentInput;
  amount: Money;
  /** Where the child stands, as its last snapshot said: what GIVE_UP means depends on it. */
  stage: 'beforePaying' | 'paying' | 'failed' | 'unknown';
  failure: PaymentFailure | null;
  output: OrderPaymentOutput | null;
}

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** The customer can still leave without paying; or it failed; or the outcome is not known yet. */
function stageOf(snapshot: PaymentSnapshot): OrderPaymentContext['stage'] {
  const { phase, tokenizing } = paymentView(snapshot);
  if (phase === 'failed') return 'failed';
  if ((phase === 'form' && !tokenizing) || phase === 'savedCard' || phase === 'loadError') {
    return 'beforePaying';
  }
  if (phase === 'timedOut') return 'unknown';
  return 'paying';
}

/**
 * orderPayment: paying → paid | failed | cancelled. Every card event goes to the child (the
 * screen renders the child's snapshot, `snapshot.children.payment`, with `connectPayment`);
 * only GIVE_UP is the parent's. A payment whose outcome is unknown (timedOut) or under way cannot
 * be given up: it may have been charged.
 */
export const orderPaymentMachine = setup({
  types: {
    context: {} as OrderPaymentContext,
    events: {} as OrderPaymentEvent,
    input: {} as OrderPaymentInput,
    output: {} as OrderPaymentOutput,
  },
  actors: { payment: paymentMachine },
  guards: {
    failedStage: ({ context }) => context.stage === 'failed',
    beforePayingStage: ({ context }) => context.stage === 'beforePaying',
    isClosed: (_, params: { output: PaymentOutput }) => params.output.status === 'closed',
    /** The order, read by the child, asks for another amount than the customer agreed to. */
    amountChanged: ({ context }, params: { snapshot: PaymentSnapshot }) => {
      const due = params.snapshot.context.amountDue;
      return (
        stageOf(params.snapshot) === 'beforePaying' &&
        due !== null &&
        (due.amount !== context.amount.amount || due.currency !== context.amount.currency)
      );
    },
  },
  actions: {
    followChild: assign((_, params: { snapshot: PaymentSnapshot }) => ({
      stage: stageOf(params.snapshot),
      failure: params.snapshot.context.failure,
    })),
    endPaid: assign(({ context }, params: { output: PaymentOutput }) => ({
      output:
        params.output.status === 'success'
          ? {
              outcome: 'paid' as const,
              orderReference: context.payment.orderRef,
              transactionId: params.output.transactionId,
              alreadyPaid: params.output.alreadyPaid,
            }
          : context.output,
    })),
    endFailed: assign(({ context }) => ({
      output: {
        outcome: 'failed' as const,
        orderReference: context.payment.orderRef,
        failure: context.failure,
      },
    })),
    endCancelled: assign(({ context }, params: { reason: 'customer' | 'orderClosed' | 'amountChanged' }) => ({
      output: {
        outcome: 'cancelled' as const,
        orderReference: context.payment.orderRef,
        reason: params.reason,
      },
    })),
  },
}).createMachine({
  id: 'orderPayment',
  context: ({ input }) => ({
    payment: {
      orderRef: input.orderReference,
      targetOrigin: input.targetOrigin,
      pendingRequest: input.pendingRequest ?? null,
      savedCard: input.savedCard ?? null,
      canSaveCard: input.canSaveCard === true,
      payNow: input.payNow === true && input.savedCard ? input.amount : null,
    },
    amount: input.amount,
    stage: 'paying',
    failure: null,
    output: null,
  }),
  initial: 'paying',
  states: {
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => context.payment,
        onSnapshot: [
          {
            guard: { type: 'amountChanged', params: ({ event }) => ({ snapshot: event.snapshot }) },
            target: 'cancelled',
            actions: { type: 'endCancelled', params: { reason: 'amountChanged' } },
          },
          { actions: { type: 'followChild', params: ({ event }) => ({ snapshot: event.snapshot }) } },
        ],
        onDone: [
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ output: event.output }) },
            target: 'cancelled',
            actions: { type: 'endCancelled', params: { reason: 'orderClosed' } },
          },
          { target: 'paid', actions: { type: 'endPaid', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
      on: {
        GIVE_UP: [
          { guard: 'failedStage', target: 'failed', actions: 'endFailed' },
          {
            guard: 'beforePayingStage',
            target: 'cancelled',
            actions: { type: 'endCancelled', params: { reason: 'customer' } },
          },
        ],
        '*': { actions: forwardTo('payment') },
      },
    },
    paid: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.output ?? { outcome: 'cancelled', orderReference: context.payment.orderRef, reason: 'customer' },
});

export type OrderPaymentMachine = typeof orderPaymentMachine;
