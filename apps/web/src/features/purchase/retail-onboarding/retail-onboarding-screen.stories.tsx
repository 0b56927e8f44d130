import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Retail onboarding', render: renderApp } satisfies Meta;

/** A shop assistant opens the retail journey: the store id comes first. */
export const Retail: StoryObj = stepStory('retail-purchase', 'retail-onboarding');
