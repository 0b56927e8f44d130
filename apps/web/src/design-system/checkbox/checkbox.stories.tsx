import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
  args: { label: 'Quiero recibir promociones', hint: 'Puedes cambiarlo en tu perfil.' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Parameters<typeof Checkbox>[0]) {
  const [checked, setChecked] = useState(Boolean(props.checked));
  return <Checkbox {...props} checked={checked} onChange={(event) => setChecked(event.target.checked)} />;
}

export const Unchecked: Story = { render: (args) => <Controlled {...args} /> };
export const Checked: Story = {
  args: {
    checked: true,
    label: (
      <>
        Acepto los <a href="#terms">términos de uso</a> y el <a href="#privacy">aviso de privacidad</a>.
      </>
    ),
    hint: undefined,
  },
  render: (args) => <Controlled {...args} />,
};
export const WithError: Story = {
  args: {
    label: 'Confirmo que mi teléfono es compatible con eSIM',
    hint: undefined,
    error: 'Confírmalo para seguir.',
  },
  render: (args) => <Controlled {...args} />,
};
export const Disabled: Story = { args: { label: 'Opción no disponible', hint: undefined, disabled: true } };
