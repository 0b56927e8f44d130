import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Payment success', render: renderApp } satisfies Meta;

/** Paid with the approving test card: the order and what happens next. */
export const Web: StoryObj = stepStory('purchase', 'payment-success', {
  setup: (env) => customerAt(env, 'paid'),
});

export const Retail: StoryObj = stepStory('retail-purchase', 'payment-success', {
  setup: (env) => customerAt(env, 'paid', { journey: 'retail-purchase' }),
});
