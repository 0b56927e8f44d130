import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Log in', render: renderApp } satisfies Meta;

/** Plan chosen, an existing customer switches to log in. */
export const Web: StoryObj = stepStory('purchase', 'login', { setup: (env) => customerAt(env, 'plan') });

export const Retail: StoryObj = stepStory('retail-purchase', 'login', {
  setup: (env) => customerAt(env, 'plan', { journey: 'retail-purchase' }),
});
