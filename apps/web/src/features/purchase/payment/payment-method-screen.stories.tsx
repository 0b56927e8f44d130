import type { Meta, StoryObj } from '@storybook/react-vite';
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
