import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  parameters: { layout: 'padded' },
  args: {
    tone: 'info',
    title: 'Tu eSIM llega por correo',
    children: 'Revisa tu bandeja de entrada después del pago.',
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: undefined, children: 'Tu pedido fue confirmado.' },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Se alcanzó el máximo de códigos promocionales.', children: undefined },
};
export const DangerWithAction: Story = {
  args: {
    tone: 'danger',
    title: 'El pago fue rechazado',
    children: 'Tu banco no aprobó el cargo. Prueba con otra tarjeta.',
    action: (
      <Button size="sm" variant="secondary">
        Reintentar
      </Button>
    ),
  },
};
