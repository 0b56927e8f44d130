import type { Meta, StoryObj } from '@storybook/react-vite';
import { saveCard, signInCustomer } from '../../storybook/customer-scenario';
import { renderApp, routeStory } from '../../storybook/story-kit';

/**
 * /web/select-payment-methods: the signed-in customer's saved cards as the sandbox gateway keeps
 * them (saved through the provider's token, as "save this card" does), the default choice and
 * removal.
 */
export default { title: 'Pages/Saved cards', render: renderApp } satisfies Meta;

const ROUTE = '/web/select-payment-methods';

/** Two cards on file: Visa saved first (the default), then a Mastercard. */
export const SavedCards: StoryObj = routeStory(ROUTE, {
  setup: async (env) => {
    await signInCustomer(env);
    await saveCard(env, 'approve');
    await saveCard(env, 'mastercard');
  },
});

/** Signed in, nothing saved yet: what the page says and where it leads. */
export const NoSavedCards: StoryObj = routeStory(ROUTE, {
  setup: async (env) => {
    await signInCustomer(env);
  },
});

/** The list on its way (held by a latency fault): a spinner and card-sized skeletons. */
export const Loading: StoryObj = routeStory(ROUTE, {
  setup: async (env) => {
    await signInCustomer(env);
    env.sandbox.faults.add({ kind: 'latency', route: 'customerPaymentMethods', latencyMs: 120_000 });
  },
});

/** The gateway fails the read (after the client's own retries): the reason and a retry. */
export const LoadFailed: StoryObj = routeStory(ROUTE, {
  setup: async (env) => {
    await signInCustomer(env);
    env.sandbox.faults.add({ kind: 'server_error', route: 'customerPaymentMethods' });
  },
});
