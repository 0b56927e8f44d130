import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlanCard } from './plan-card';

const meta = {
  title: 'Design system/Plan card',
  component: PlanCard,
  parameters: { layout: 'padded' },
  args: {
    name: 'Senda 200',
    allowance: '15 GB',
    validity: '30 días',
    description: 'El favorito para el día a día.',
    price: '$200.00',
    priceSuffix: '/ 30 días',
    benefits: [
      'Llamadas ilimitadas en México, EE.UU. y Canadá',
      'Redes sociales ilimitadas',
      'Comparte datos',
    ],
    badges: [{ label: 'Recomendado', tone: 'brand' }],
    selected: false,
    onSelect: () => undefined,
    selectLabel: 'Elegir plan',
    selectedLabel: 'Plan elegido',
  },
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {};
export const Selected: Story = { args: { selected: true } };
export const Discounted: Story = {
  args: {
    price: '$180.00',
    originalPrice: '$200.00',
    originalPriceLabel: 'Antes',
    badges: [{ label: '-10%', tone: 'success' }],
  },
};
export const Unavailable: Story = {
  args: { name: 'Senda Max 500', price: '$500.00', unavailableReason: 'No disponible para SIM física.' },
};
