import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Sign up', render: renderApp } satisfies Meta;

/** Plan chosen, not signed in: e-mail, consents and the guest option. */
export const Web: StoryObj = stepStory('purchase', 'signup', { setup: (env) => customerAt(env, 'plan') });

export const Retail: StoryObj = stepStory('retail-purchase', 'signup', {
  setup: (env) => customerAt(env, 'plan', { journey: 'retail-purchase' }),
});
