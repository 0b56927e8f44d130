import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { saveCard, signInCustomer } from '../../storybook/customer-scenario';
import { directMachine, type MachineDirection } from '../../storybook/machine-registry';
import { signInScenario } from '../../storybook/scenario-customer';
import type { StoryEnv } from '../../storybook/story-env';
import { renderApp, routeStory } from '../../storybook/story-kit';

/**
 * The customer's cards: one page at /profile/saved-payment-methods,
 * /profile/payment-method and /web/select-payment-methods, every state of the `paymentMethods`
 * machine, mostly as the sandbox's `expired-card` customer (a card that expired last month, still
 * the default and renewing the line; a valid Mastercard). Calls are the sandbox's, but for a call
 * held (never answers) or refused.
 */
export default { title: 'Pages/Payment methods', render: renderApp } satisfies Meta;

const ROUTE = '/profile/saved-payment-methods';
const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

function cardsStory(
  states: string[],
  options: { route?: string; direction?: MachineDirection; change?: 'SET_DEFAULT' | 'REMOVE' } = {},
): StoryObj {
  return routeStory(options.route ?? ROUTE, {
    states: states.map((state) => `paymentMethods.${state}`),
    ...(options.direction ? { machines: { paymentMethods: options.direction } } : {}),
    setup: async (env: StoryEnv) => {
      const customer = await signInScenario(env, 'expired-card');
      if (options.change) {
        const userId = env.sandbox.state.auth.authenticate(customer.accessToken)?.userId ?? '';
        const valid = env.sandbox.state.savedCards.list(userId).find((card) => card.last4 === '4444');
        directMachine('paymentMethods', {
          events: [
            { waitFor: 'ready' },
            { type: options.change, paymentMethodId: valid?.paymentMethodId ?? '' },
          ],
        });
      }
    },
  });
}

/** Both cards: the expired default marked (no choice for the default, none shown chosen), the line's card marked, and the warning that the renewal would charge the expired card. */
export const Cards = cardsStory(['ready']);

/** The same page at the purchase's address. */
export const AtSelectPaymentMethods = cardsStory(['ready'], { route: '/web/select-payment-methods' });

/** The list on its way: a spinner and card-sized skeletons. */
export const Loading = cardsStory(['loading'], { direction: { actors: { load: never() } } });

/** The read failed: the reason and a retry. */
export const LoadFailed = cardsStory(['loading', 'loadFailed'], {
  direction: { actors: { load: refused() } },
});

/** The Mastercard being made the default. */
export const SettingDefault = cardsStory(['settingDefault'], {
  change: 'SET_DEFAULT',
  direction: { actors: { setDefault: never() } },
});

/** The Mastercard being removed. */
export const Removing = cardsStory(['removing'], {
  change: 'REMOVE',
  direction: { actors: { remove: never() } },
});

/** Signed in with two cards saved while paying, no line: the default choice and removal. */
export const SavedCards: StoryObj = routeStory(ROUTE, {
  states: ['paymentMethods.ready'],
  setup: async (env) => {
    await signInCustomer(env);
    await saveCard(env, 'approve');
    await saveCard(env, 'mastercard');
  },
});

/** Signed in, nothing saved and no line yet: what the page says and where it leads. */
export const NoSavedCards: StoryObj = routeStory(ROUTE, {
  states: ['paymentMethods.ready'],
  setup: async (env) => {
    await signInCustomer(env);
  },
});
