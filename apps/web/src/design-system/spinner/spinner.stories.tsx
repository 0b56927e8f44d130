import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cluster } from '../layout/layout';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
  args: { label: 'Cargando planes', size: 'lg' },
} satisfies Meta<typeof Spinner>;
export default meta;

export const Labelled: StoryObj<typeof meta> = {};
export const Sizes: StoryObj<typeof meta> = {
  render: () => (
    <Cluster gap={6} align="center">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Cargando planes" />
    </Cluster>
  ),
};
