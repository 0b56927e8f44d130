import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type DateParts, DatePartsField } from './date-parts-field';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
].map((label, index) => ({ value: String(index + 1), label }));

const meta = {
  title: 'Design system/Date parts field',
  component: DatePartsField,
  parameters: { layout: 'padded' },
  args: {
    id: 'dob',
    legend: 'Fecha de nacimiento',
    hint: 'Debes tener 18 años o más para contratar una línea.',
    labels: { day: 'Día', month: 'Mes', year: 'Año' },
    monthOptions: MONTHS,
    monthPlaceholder: 'Mes',
    autoCompletePrefix: 'bday',
    value: { day: '', month: '', year: '' },
    onChange: () => {},
  },
} satisfies Meta<typeof DatePartsField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Parameters<typeof DatePartsField>[0]) {
  const [value, setValue] = useState<DateParts>(props.value);
  return <DatePartsField {...props} value={value} onChange={setValue} />;
}

export const Empty: Story = { render: (args) => <Controlled {...args} /> };
export const Filled: Story = {
  args: { value: { day: '17', month: '5', year: '1990' } },
  render: (args) => <Controlled {...args} />,
};
export const WithError: Story = {
  args: { value: { day: '31', month: '2', year: '1990' }, error: 'Ingresa una fecha válida.' },
  render: (args) => <Controlled {...args} />,
};
