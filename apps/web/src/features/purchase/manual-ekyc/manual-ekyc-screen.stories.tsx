import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Manual eKYC', render: renderApp } satisfies Meta;

/** The eKYC specification asked for it: a selfie (camera or upload) and an ID document. */
export const Web: StoryObj = stepStory('purchase', 'manual-ekyc', {
  setup: (env) => customerAt(env, 'address'),
});

export const Retail: StoryObj = stepStory('retail-purchase', 'manual-ekyc', {
  setup: (env) => customerAt(env, 'address', { journey: 'retail-purchase' }),
});
