import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OtpBoxes } from './otp-boxes';

const boxLabel = (position: number, total: number) => `Dígito ${position} de ${total}`;

const meta = {
  title: 'Design system/OTP boxes',
  component: OtpBoxes,
  parameters: { layout: 'padded' },
  args: {
    label: 'Código de verificación',
    boxLabel,
    value: ['4', '2', '', '', '', ''],
    onChange: () => undefined,
  },
} satisfies Meta<typeof OtpBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Parameters<typeof OtpBoxes>[0]) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return <OtpBoxes {...props} value={value} onChange={setValue} />;
}

/** Digits only; paste spreads a code over the boxes; Backspace, Delete and arrows move. */
export const Typing: Story = { render: (args) => <Controlled {...args} /> };
export const WithError: Story = {
  args: { value: ['1', '2', '3', '4', '5', '6'], error: 'El código es incorrecto. Te quedan 2 intentos.' },
  render: (args) => <Controlled {...args} />,
};
export const Disabled: Story = {
  args: { value: ['', '', '', '', '', ''], hint: 'El código expiró. Pide uno nuevo.', disabled: true },
};
