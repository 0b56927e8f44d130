import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Siguiente' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Loading: Story = { args: { loading: true, loadingLabel: 'Procesando pago' } };
