import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  parameters: { layout: 'padded' },
  args: {
    children: (
      <>
        <strong>Tu pedido</strong>
        <p>Senda 200 · 15 GB por 30 días</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {};
export const Raised: Story = { args: { variant: 'raised' } };
export const Brand: Story = { args: { variant: 'brand' } };
