import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconMail } from '../icon/screen-icons';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/Text field',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Nombre(s)', autoComplete: 'given-name' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OptionalWithHint: Story = {
  args: { label: 'Segundo nombre', optionalLabel: '(opcional)', hint: 'Como aparece en tu INE.' },
};
export const WithError: Story = {
  args: {
    label: 'Correo electrónico',
    type: 'email',
    inputMode: 'email',
    defaultValue: 'maria@ejemplo',
    error: 'Escribe un correo válido, por ejemplo nombre@dominio.com.',
    prefix: <IconMail size="1.125rem" />,
  },
};
export const PrefixAndSuffix: Story = {
  args: { label: 'Número a transferir', inputMode: 'numeric', prefix: '+52', suffix: '10 dígitos' },
};
export const Disabled: Story = {
  args: { label: 'Código postal', disabled: true, defaultValue: '06700', hint: 'Se llena con tu dirección.' },
};
