import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { IconWarning } from '../icon/icon';
import { StatusPage } from './status-page';

const meta = {
  title: 'Design system/Status page',
  component: StatusPage,
  parameters: { layout: 'padded' },
  args: {
    icon: <IconWarning />,
    tone: 'warning',
    title: 'Volvemos pronto',
    body: 'Estamos haciendo un mantenimiento programado para mejorar nuestro servicio.',
    children: <Button fullWidth>Intentar de nuevo</Button>,
  },
} satisfies Meta<typeof StatusPage>;
export default meta;

/** The one-message pages (maintenance, 429, 404, session expired). */
export const Warning: StoryObj<typeof meta> = {};
