import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryApp } from '../../storybook/story-root';

const meta = {
  title: 'Pages/Landing',
  render: () => <StoryApp />,
  parameters: { senda: { route: '/' }, machineStates: ['appBoot.ready'] },
} satisfies Meta;
export default meta;

export const Landing: StoryObj = {};
