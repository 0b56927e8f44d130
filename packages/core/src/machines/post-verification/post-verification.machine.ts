import { assign, enqueueActions, fromPromise, or, setup, stateIn } from 'xstate';
import { routeWithOrders, routeWithoutOrders, usableRedirect } from './post-verification.rules.ts';
import type {
  ConsentResult,
  ConsentSubmission,
  FetchPendingCartsInput,
  PendingCartsResult,
  PostVerificationContext,
  PostVerificationInput,
  PostVerificationOutput,
  VerifiedUserOrder,
} from './post-verification.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`postVerification: actor "${name}" was not provided`);
};

const CONSENT_ACTOR_PREFIX = 'consent-';

type SettledEvent = { type: string; actorId?: string };
const consentIndex = (event: SettledEvent): number => {
  const id = event.actorId ?? event.type.split('.').pop() ?? '';
  return id.startsWith(CONSENT_ACTOR_PREFIX) ? Number(id.slice(CONSENT_ACTOR_PREFIX.length)) : -1;
};

/**
 * Where a customer goes once the OTP is verified (the spec's post-verification routing, rules 1–4).
 * Two things run side by side, each a round trip the customer waits for on a slow network:
 *
 * - consents: after a signup, the terms and privacy consents are submitted, one call each
 *   (Promise.allSettled semantics: a refused consent never blocks the customer, its result is
 *   reported);
 * - routing: orders are fetched, and with orders rule 1 decides; without orders, PENDING carts are
 *   fetched by e-mail and rule 2 decides; if that fetch fails, rule 3 (the same fallback, as if
 *   there were no carts). After a log-in the carts are asked for once the orders say there are
 *   none; after a sign-up, whose new account has none, at once beside them (one round trip less
 *   on the way to the number step); their answer counts only if the orders are indeed none.
 *
 * The machine ends, with its destination, once both have: the customer moves on only after every
 * consent has settled. A failed order fetch is treated as "no orders" (the spec names no
 * reaction): the customer is routed on rather than stopped.
 */
export const postVerificationMachine = setup({
  types: {
    context: {} as PostVerificationContext,
    input: {} as PostVerificationInput,
    output: {} as PostVerificationOutput,
  },
  actors: {
    fetchUserOrders: fromPromise<VerifiedUserOrder[], void>(notProvided('fetchUserOrders')),
    fetchPendingCarts: fromPromise<PendingCartsResult, FetchPendingCartsInput>(
      notProvided('fetchPendingCarts'),
    ),
    submitConsent: fromPromise<void, ConsentSubmission>(notProvided('submitConsent')),
  },
  guards: {
    hasConsentsToSubmit: ({ context }) => context.flow === 'signup' && context.consents.length > 0,
    allConsentsSettled: ({ context }) => context.consentResults.length >= context.consents.length,
    hasOrders: (_, params: { orders: readonly VerifiedUserOrder[] }) => params.orders.length > 0,
    // After a sign-up at once; after a log-in once the orders read found none.
    cartsAtOnce: ({ context }) => context.flow === 'signup',
  },
  actions: {
    submitConsents: enqueueActions(({ context, enqueue }) => {
      context.consents.forEach((consent, index) => {
        enqueue.spawnChild('submitConsent', { id: `${CONSENT_ACTOR_PREFIX}${index}`, input: consent });
      });
    }),
    recordConsent: assign(({ context, event }, params: { status: ConsentResult['status'] }) => {
      const index = consentIndex(event as SettledEvent);
      const consent = context.consents[index];
      if (!consent || context.consentResults.some((result) => result.document === consent.document))
        return {};
      return {
        consentResults: [...context.consentResults, { document: consent.document, status: params.status }],
      };
    }),
    routeForOrders: assign(({ context }, params: { orders: readonly VerifiedUserOrder[] }) => ({
      // Carts a sign-up read beside the orders are not this route's.
      carts: [],
      cartsFailed: false,
      destination: routeWithOrders(params.orders, context.redirectPath),
    })),
    keepCarts: assign((_, params: { carts: readonly Record<string, unknown>[] }) => ({
      carts: params.carts,
    })),
    noteCartFailure: assign({ cartsFailed: true }),
    routeWithoutOrders: assign(({ context }) => ({
      destination: routeWithoutOrders(
        context.flow,
        !context.cartsFailed && context.carts.length > 0,
        context.redirectPath,
      ),
    })),
  },
}).createMachine({
  id: 'postVerification',
  context: ({ input }) => ({
    flow: input.flow,
    email: input.email,
    redirectPath: usableRedirect(input.redirectPath),
    consents: input.consents ?? [],
    consentResults: [],
    cartsFailed: false,
    carts: [],
    destination: null,
  }),
  initial: 'working',
  states: {
    working: {
      type: 'parallel',
      states: {
        consents: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'hasConsentsToSubmit', target: 'submitting' }, { target: 'settled' }],
            },
            submitting: {
              entry: 'submitConsents',
              always: { guard: 'allConsentsSettled', target: 'settled' },
              // Every actor's end passes here (the order and cart reads' too); recordConsent keeps
              // only the consent actors'.
              on: {
                'xstate.done.actor.*': {
                  actions: { type: 'recordConsent', params: { status: 'fulfilled' } },
                },
                'xstate.error.actor.*': {
                  actions: { type: 'recordConsent', params: { status: 'rejected' } },
                },
              },
            },
            settled: { type: 'final' },
          },
        },
        routing: {
          initial: 'reading',
          states: {
            reading: {
              type: 'parallel',
              // Both ended: no orders, and the carts read (or failed).
              onDone: { target: 'routed', actions: 'routeWithoutOrders' },
              states: {
                orders: {
                  initial: 'fetching',
                  states: {
                    fetching: {
                      invoke: {
                        src: 'fetchUserOrders',
                        onDone: [
                          {
                            guard: { type: 'hasOrders', params: ({ event }) => ({ orders: event.output }) },
                            target: '#postVerification.working.routing.routed',
                            actions: {
                              type: 'routeForOrders',
                              params: ({ event }) => ({ orders: event.output }),
                            },
                          },
                          { target: 'none' },
                        ],
                        onError: { target: 'none' },
                      },
                    },
                    none: { id: 'noOrders', type: 'final' },
                  },
                },
                carts: {
                  initial: 'waiting',
                  states: {
                    waiting: {
                      always: { guard: or(['cartsAtOnce', stateIn('#noOrders')]), target: 'fetching' },
                    },
                    fetching: {
                      invoke: {
                        src: 'fetchPendingCarts',
                        input: ({ context }) => ({ email: context.email, status: 'PENDING' as const }),
                        onDone: {
                          target: 'read',
                          actions: {
                            type: 'keepCarts',
                            params: ({ event }) => ({ carts: event.output.carts }),
                          },
                        },
                        onError: { target: 'read', actions: 'noteCartFailure' },
                      },
                    },
                    read: { type: 'final' },
                  },
                },
              },
            },
            routed: { type: 'final' },
          },
        },
      },
      onDone: 'routed',
    },
    routed: { type: 'final' },
  },
  output: ({ context }) => ({
    // `routed` is only entered with a destination; the fallback keeps the type honest.
    destination: context.destination ?? routeWithoutOrders(context.flow, false, context.redirectPath),
    consentResults: context.consentResults,
    cartsFailed: context.cartsFailed,
    carts: context.carts,
  }),
});

export type PostVerificationMachine = typeof postVerificationMachine;
