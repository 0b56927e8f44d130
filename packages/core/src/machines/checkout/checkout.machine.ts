import { assign, fromPromise, setup } from 'xstate';
import type { CreatedOrder, CreateOrderBody } from '../../gateway/orders/create-order.ts';
import { type ErrorMessageInput, errorMessageId } from '../../i18n/error-messages.ts';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutFailure,
  CheckoutInput,
  CheckoutRecord,
  PlacedOrder,
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

/**
 * Placing the order on the order-summary step: created exactly once.
 * - ready: PLACE with a basket this step already made an order for (Back, then Next with nothing
 *   changed: the same fingerprint) takes that order again, never a second one;
 * - creating: the gateway call; further PLACE events are ignored until it settles;
 * - a failure goes back to ready with its message; placed is final with the order as output.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as PlacedOrder,
  },
  actors: {
    createOrder: fromPromise<CreatedOrder, CreateOrderBody>(notProvided('createOrder')),
  },
  guards: {
    alreadyPlaced: ({ context }, params: { body: CreateOrderBody }) =>
      context.placed !== null && context.placed.fingerprint === orderFingerprint(params.body),
  },
  actions: {
    /** Keeps the order for payment (provided: the onboarding and payment stores). */
    recordOrder: (_, _params: CheckoutRecord) => {},
    /**
     * Records the terms accepted for a new order as a the spec's consent (provided: the customer from the
     * auth store, submitted to the gateway; a refused record never holds the order up, as the spec's rule 4).
     */
    recordTermsConsent: (_, _params: { documents: CheckoutEvent['consentDocuments'] }) => {},
    startCreating: assign((_, params: Omit<CheckoutEvent, 'type'>) => ({
      failure: null,
      pending: {
        fingerprint: orderFingerprint(params.body),
        priced: params.priced,
        consentDocuments: params.consentDocuments,
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
        PLACE: [
          {
            guard: { type: 'alreadyPlaced', params: ({ event }) => ({ body: event.body }) },
            target: 'placed',
            actions: {
              type: 'recordOrder',
              params: ({ context }) => ({ orderRef: context.placed?.orderRef ?? '', priced: null }),
            },
          },
          {
            target: 'creating',
            actions: {
              type: 'startCreating',
              params: ({ event }) => ({
                body: event.body,
                priced: event.priced,
                consentDocuments: event.consentDocuments,
              }),
            },
          },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createOrder',
        input: ({ event }) => event.body,
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
            { type: 'keepCreated', params: ({ event }) => ({ orderRef: event.output.order_ref }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    placed: { type: 'final' },
  },
  output: ({ context }) => context.placed ?? { orderRef: '', fingerprint: '' },
});

export type CheckoutMachine = typeof checkoutMachine;
