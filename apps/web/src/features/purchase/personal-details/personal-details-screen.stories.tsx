import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Personal details', render: renderApp } satisfies Meta;

/** Number chosen; the form is prefilled from the account's profile. */
export const Web: StoryObj = stepStory('purchase', 'personal-details', {
  setup: (env) => customerAt(env, 'number'),
});

export const Retail: StoryObj = stepStory('retail-purchase', 'personal-details', {
  setup: (env) => customerAt(env, 'number', { journey: 'retail-purchase' }),
});
