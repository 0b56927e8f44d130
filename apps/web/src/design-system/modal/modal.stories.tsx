import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Modal } from './modal';

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    open: true,
    title: '¿Cancelar tu línea?',
    tone: 'warning',
    closeLabel: 'Cerrar',
    onClose: () => undefined,
    children: <p>Perderás tu número y el saldo que te quede. Esta acción no se puede deshacer.</p>,
    actions: (
      <>
        <Button variant="secondary">Mantener mi línea</Button>
        <Button variant="danger">Cancelar línea</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
/** No close button, no Escape: only the action (technical difficulties). */
export const Blocking: Story = {
  args: {
    title: 'Desafíos técnicos',
    tone: 'danger',
    dismissible: false,
    children: <p>Tenemos problemas para cargar la página. Vuelve a intentarlo.</p>,
    actions: <Button>Recargar</Button>,
  },
};
