import { assign, fromPromise, setup } from 'xstate';
import type { CreatedOrder, CreateOrderBody } from '../../gateway/orders/create-order.ts';
import { type ErrorMessageInput, errorMessageId } from '../../i18n/error-messages.ts';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutFailure,
  CheckoutInput,
  CheckoutRecord,
  PlaceEvent,
} from './checkout.types.ts';
import { orderBodyProblem, orderFingerprint } from './checkout-order.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`checkout: actor "${name}" was not provided`);
};

/** A body the gateway refused names the section to fix; anything else is a failed creation. */
function checkoutFailure(error: unknown): CheckoutFailure {
  const problem = orderBodyProblem(error);
  if (problem) return { titleId: 'order_summary.invalid.title', messageId: problem.messageId };
  const fields = typeof error === 'object' && error !== null ? (error as ErrorMessageInput) : {};
  return { titleId: 'order_summary.create_failed', messageId: errorMessageId(fields) };
}

type Placing = { context: CheckoutContext; event: PlaceEvent };

/**
 * PLACE where an order may be placed (ready, and placed while the summary still pays on its
 * screen): the basket this step already made an order for takes that order again, any other
 * basket starts creating its own. One list for both states, so they cannot drift apart.
 */
const PLACE_ORDER = [
  {
    guard: { type: 'alreadyPlaced', params: ({ event }: Placing) => ({ body: event.body }) },
    target: 'placed',
    actions: {
      type: 'recordOrder',
      params: ({ context }: Placing) => ({ orderRef: context.placed?.orderRef ?? '', priced: null }),
    },
  },
  {
    target: 'creating',
    actions: {
      type: 'startCreating',
      params: ({ event }: Placing) => ({
        body: event.body,
        priced: event.priced,
        consentDocuments: event.consentDocuments,
      }),
    },
  },
] as const;

/**
 * Placing the order on the order-summary step: one order per basket.
 * - ready: PLACE with a basket this step already made an order for (Back, then Next with nothing
 *   changed: the same fingerprint) takes that order again, never a second one;
 * - creating: the gateway call; further PLACE events are ignored until it settles;
 * - a failure goes back to ready with its message;
 * - placed: the order is the payment target. The summary pays on the same screen, so the basket
 *   may still change there (a promo code, the terms unticked and ticked again): PLACE again with
 *   the same basket keeps the order, a changed basket makes its order and cancels the one it
 *   replaces (`cancelReplaced`), so the customer is never left with a second unpaid order.
 *   The promo codes are locked there: the payment is opened for this basket's total, and a code
 *   changed under an open card form would change the amount it charges. CLOSE_PAYMENT ("Change
 *   code", or the terms unticked) goes back to ready, keeping the order: the same basket placed
 *   again takes it again, a changed one makes its own.
 * - CHANGE_PROMO_CODES is taken in ready and creating only (a basket changed while its order is
 *   being created gets an order of its own once it is priced).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    createOrder: fromPromise<CreatedOrder, CreateOrderBody>(notProvided('createOrder')),
  },
  guards: {
    /**
     * No payment of the placed order is on its way (provided: the payment store). Closing the
     * payment under one would let its basket change while it is charged.
     */
    noPaymentUnderWay: (_, _params: { orderRef: string }) => true,
    alreadyPlaced: ({ context }, params: { body: CreateOrderBody }) =>
      context.placed !== null && context.placed.fingerprint === orderFingerprint(params.body),
  },
  actions: {
    /** The basket's promo codes (provided: the onboarding store, whose own rules still apply). */
    setPromoCodes: (_, _params: { codes: readonly string[] }) => {},
    /** Keeps the order for payment (provided: the onboarding and payment stores). */
    recordOrder: (_, _params: CheckoutRecord) => {},
    /**
     * Records the terms accepted for a new order as a the spec's consent (provided: the customer from the
     * auth store, submitted to the gateway; a refused record never holds the order up, as the spec's rule 4).
     */
    recordTermsConsent: (_, _params: { documents: PlaceEvent['consentDocuments'] }) => {},
    /**
     * Cancels the order a newer one for a changed basket replaced, if any (provided: the gateway,
     * not awaited: a refusal, an order paid meanwhile, leaves it as it is).
     */
    cancelReplaced: (_, _params: { orderRef: string | null }) => {},
    startCreating: assign(({ context }, params: Omit<PlaceEvent, 'type'>) => ({
      failure: null,
      pending: {
        fingerprint: orderFingerprint(params.body),
        priced: params.priced,
        consentDocuments: params.consentDocuments,
        replaces: context.placed?.orderRef ?? null,
      },
    })),
    keepCreated: assign(({ context }, params: { orderRef: string }) => ({
      placed: { orderRef: params.orderRef, fingerprint: context.pending?.fingerprint ?? '' },
      pending: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: checkoutFailure(params.error),
      pending: null,
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ placed: input.placed ?? null, pending: null, failure: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        PLACE: PLACE_ORDER,
        CHANGE_PROMO_CODES: {
          actions: { type: 'setPromoCodes', params: ({ event }) => ({ codes: event.codes }) },
        },
      },
    },
    creating: {
      tags: ['busy'],
      on: {
        CHANGE_PROMO_CODES: {
          actions: { type: 'setPromoCodes', params: ({ event }) => ({ codes: event.codes }) },
        },
      },
      invoke: {
        src: 'createOrder',
        // Only PLACE enters creating. Narrowed by hand: xstate's assertEvent would add its event
        // matcher to the first load (xstate is in the entry chunk), on every page.
        input: ({ event }) => {
          if (event.type !== 'PLACE') throw new Error(`creating is entered by PLACE, not ${event.type}`);
          return event.body;
        },
        onDone: {
          target: 'placed',
          actions: [
            {
              type: 'recordOrder',
              params: ({ context, event }) => ({
                orderRef: event.output.order_ref,
                priced: context.pending?.priced ?? null,
              }),
            },
            {
              type: 'recordTermsConsent',
              params: ({ context }) => ({ documents: context.pending?.consentDocuments }),
            },
            {
              type: 'cancelReplaced',
              params: ({ context, event }) => ({
                orderRef:
                  context.pending?.replaces && context.pending.replaces !== event.output.order_ref
                    ? context.pending.replaces
                    : null,
              }),
            },
            { type: 'keepCreated', params: ({ event }) => ({ orderRef: event.output.order_ref }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    placed: {
      tags: ['placed', 'promoLocked'],
      on: {
        PLACE: PLACE_ORDER,
        CLOSE_PAYMENT: {
          guard: {
            type: 'noPaymentUnderWay',
            params: ({ context }) => ({ orderRef: context.placed?.orderRef ?? '' }),
          },
          target: 'ready',
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
