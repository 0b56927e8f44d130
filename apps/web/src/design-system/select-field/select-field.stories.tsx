import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'CDMX', label: 'Ciudad de México' },
  { value: 'JAL', label: 'Jalisco' },
  { value: 'NL', label: 'Nuevo León' },
];

const meta = {
  title: 'Design system/Select field',
  component: SelectField,
  parameters: { layout: 'padded' },
  args: { label: 'Estado', placeholder: 'Selecciona un estado', options: OPTIONS },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Parameters<typeof SelectField>[0]) {
  const [value, setValue] = useState(String(props.value ?? ''));
  return <SelectField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

export const Empty: Story = { render: (args) => <Controlled {...args} /> };
export const Chosen: Story = { args: { value: 'JAL' }, render: (args) => <Controlled {...args} /> };
export const WithError: Story = {
  args: { label: 'Operador actual', error: 'Elige tu operador actual.' },
  render: (args) => <Controlled {...args} />,
};
