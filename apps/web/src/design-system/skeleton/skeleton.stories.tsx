import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cluster, Stack } from '../layout/layout';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;
export default meta;

export const CardShape: StoryObj<typeof meta> = { args: { shape: 'card' } };
export const TextAndBlocks: StoryObj<typeof meta> = {
  render: () => (
    <Stack gap={3} aria-busy="true">
      <Cluster>
        <Skeleton shape="circle" />
        <Skeleton shape="text" lines={2} width="60%" />
      </Cluster>
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="block" height="3rem" />
      <Skeleton shape="block" height="3rem" width="50%" />
    </Stack>
  ),
};

/** A figure still to come inside a line of text: the line keeps its height. */
export const InlineInText: StoryObj<typeof meta> = {
  render: () => (
    <p aria-busy="true">
      Total (IVA incluido): <Skeleton shape="inline" width="5em" />
    </p>
  ),
};
