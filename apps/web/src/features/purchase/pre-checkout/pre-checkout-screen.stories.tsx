import type { Meta, StoryObj } from '@storybook/react-vite';
import { asRetailCustomer } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Plan selection', render: renderApp } satisfies Meta;

/** A new customer on the web: eSIM pre-selected, the eligible plans from the sandbox catalogue. */
export const Web: StoryObj = stepStory('purchase', 'pre-checkout');

/** In a shop: the retail journey's plan step, after the store id was entered. */
export const Retail: StoryObj = stepStory('retail-purchase', 'pre-checkout', {
  setup: (env) => ({ journeyData: { 'retail-onboarding': asRetailCustomer(env) } }),
});
