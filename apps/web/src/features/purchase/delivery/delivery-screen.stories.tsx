import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Delivery', render: renderApp } satisfies Meta;

/** A physical SIM on the web: doorstep slots or self pickup by postal code. */
export const Web: StoryObj = stepStory('purchase', 'delivery', {
  setup: (env) => customerAt(env, 'address', { simType: 'physical_sim' }),
});
