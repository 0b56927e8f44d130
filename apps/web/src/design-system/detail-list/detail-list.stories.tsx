import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailList } from './detail-list';

const meta = {
  title: 'Design system/Detail list',
  component: DetailList,
  parameters: { layout: 'padded' },
  args: {
    items: [
      { key: 'order', label: 'Pedido', value: 'SND-261121-00004' },
      { key: 'sim', label: 'Tipo de SIM', value: 'eSIM' },
      { key: 'number', label: 'Número', value: '55 1234 5678' },
      { key: 'total', label: 'Total pagado', value: '$200.00' },
    ],
  },
} satisfies Meta<typeof DetailList>;
export default meta;

export const Rows: StoryObj<typeof meta> = {};
export const Stacked: StoryObj<typeof meta> = { args: { layout: 'stacked' } };
