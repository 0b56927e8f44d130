import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Payment failed', render: renderApp } satisfies Meta;

/** Declined by the bank (test card 4000 0000 0000 0002): retry on the same order. */
export const Web: StoryObj = stepStory('purchase', 'payment-failed', {
  setup: (env) => customerAt(env, 'declined'),
});

export const Retail: StoryObj = stepStory('retail-purchase', 'payment-failed', {
  setup: (env) => customerAt(env, 'declined', { journey: 'retail-purchase' }),
});
