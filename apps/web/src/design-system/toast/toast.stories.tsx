import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../layout/layout';
import { Toast, ToastRegion, type ToastType } from './toast';

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  parameters: { layout: 'padded' },
  args: {
    type: 'info',
    message: 'Te enviamos un nuevo código.',
    onClose: () => undefined,
    closeLabel: 'Cerrar',
  },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const SuccessWithTitle: Story = {
  args: { type: 'success', title: 'Listo', message: 'Guardamos tus datos.' },
};
export const WarningNotClosable: Story = {
  args: {
    type: 'warning',
    message: 'Se ha alcanzado el número máximo de códigos promocionales.',
    onClose: undefined,
  },
};
export const Danger: Story = {
  args: {
    type: 'danger',
    title: 'Sin conexión',
    message: 'No pudimos buscar puntos de entrega. Intenta de nuevo.',
  },
};

/** In its live region, at the spec's offsets (here bottom-center). */
export const InRegion: Story = {
  render: () => (
    <ToastRegion position="bottom-center" label="Notificaciones">
      {(['info', 'success', 'warning', 'danger'] as ToastType[]).map((type) => (
        <Toast
          key={type}
          type={type}
          message={`Notificación ${type}`}
          onClose={() => undefined}
          closeLabel="Cerrar"
        />
      ))}
    </ToastRegion>
  ),
};

export const Stacked: Story = {
  render: () => (
    <Stack gap={3}>
      {(['info', 'success', 'warning', 'danger'] as ToastType[]).map((type) => (
        <Toast key={type} type={type} message={`Notificación ${type}`} />
      ))}
    </Stack>
  ),
};
