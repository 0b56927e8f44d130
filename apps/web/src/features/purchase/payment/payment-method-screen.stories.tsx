import type { Meta, StoryObj } from '@storybook/react-vite';
import { saveCard } from '../../../storybook/customer-scenario';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Payment method', render: renderApp } satisfies Meta;

/** The order exists: how to pay it. */
export const Web: StoryObj = stepStory('purchase', 'payment-method-selector', {
  setup: (env) => customerAt(env, 'order'),
});

export const Retail: StoryObj = stepStory('retail-purchase', 'payment-method-selector', {
  setup: (env) => customerAt(env, 'order', { journey: 'retail-purchase' }),
});

/**
 * A returning customer with two saved cards: they are offered first, the default one
 * preselected, and the card method reads "another card".
 */
export const WithSavedCards: StoryObj = stepStory('purchase', 'payment-method-selector', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'order');
    await saveCard(env, 'approve');
    await saveCard(env, 'mastercard', true);
    return seeded;
  },
});

/**
 * The saved cards are still on their way (held by a latency fault): the methods are offered at
 * once, a placeholder stands where the cards will appear.
 */
export const SavedCardsLoading: StoryObj = stepStory('purchase', 'payment-method-selector', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'order');
    await saveCard(env, 'approve');
    env.sandbox.faults.add({ kind: 'latency', route: 'customerPaymentMethods', latencyMs: 120_000 });
    return seeded;
  },
});
