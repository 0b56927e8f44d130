import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Design system/Price',
  component: Price,
  parameters: { layout: 'padded' },
  args: { amount: '$200.00', label: 'Precio', suffix: '/ 30 días' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Discounted: Story = {
  args: { amount: '$180.00', originalAmount: '$200.00', originalLabel: 'Antes' },
};
export const TotalInline: Story = {
  args: {
    amount: '$249.00',
    label: 'Total (IVA incluido)',
    size: 'lg',
    layout: 'inline',
    tone: 'brand',
    suffix: undefined,
  },
};
