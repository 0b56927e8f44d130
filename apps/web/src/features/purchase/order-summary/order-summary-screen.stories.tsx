import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Order summary', render: renderApp } satisfies Meta;

/** Everything chosen (physical SIM, doorstep delivery): priced by the gateway, promo codes, terms. */
export const Web: StoryObj = stepStory('purchase', 'order-summary', {
  setup: (env) => customerAt(env, 'delivery', { simType: 'physical_sim' }),
});

/** In a shop: an eSIM, nothing to deliver. */
export const Retail: StoryObj = stepStory('retail-purchase', 'order-summary', {
  setup: (env) => customerAt(env, 'delivery', { journey: 'retail-purchase' }),
});
