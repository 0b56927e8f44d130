import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../badge/badge';
import { IconEsim, IconSim } from '../icon/icon';
import { IconStore, IconTruck } from '../icon/screen-icons';
import { RadioGroup, type RadioOption } from './radio-group';

const meta = { title: 'Design system/Radio group', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;

function Group<T extends string>(props: {
  legend: string;
  initial: T | '';
  options: RadioOption<T>[];
  variant?: 'cards';
  columns?: 2 | 3;
  error?: string;
}) {
  const [value, setValue] = useState<T | ''>(props.initial);
  return (
    <RadioGroup<T>
      legend={props.legend}
      value={value as T}
      onChange={setValue}
      options={props.options}
      {...(props.variant ? { variant: props.variant } : {})}
      {...(props.columns ? { columns: props.columns } : {})}
      {...(props.error ? { error: props.error } : {})}
    />
  );
}

export const Cards: StoryObj = {
  render: () => (
    <Group
      legend="Tipo de SIM"
      initial="esim"
      variant="cards"
      columns={2}
      options={[
        {
          value: 'esim',
          label: 'eSIM',
          description: 'Digital, se activa en minutos.',
          icon: <IconEsim />,
          aside: <Badge tone="accent">Recomendado</Badge>,
        },
        {
          value: 'physical',
          label: 'SIM física',
          description: 'Te la enviamos a domicilio.',
          icon: <IconSim />,
        },
      ]}
    />
  ),
};

export const CardsWithError: StoryObj = {
  render: () => (
    <Group
      legend="Entrega"
      initial=""
      variant="cards"
      columns={2}
      error="Elige una opción."
      options={[
        {
          value: 'doorstep',
          label: 'A domicilio',
          description: 'Elige día y horario.',
          icon: <IconTruck />,
          aside: '$49.00',
        },
        {
          value: 'pickup',
          label: 'Recoger en tienda',
          description: 'Por código postal.',
          icon: <IconStore />,
        },
      ]}
    />
  ),
};

export const Plain: StoryObj = {
  render: () => (
    <Group
      legend="Horario"
      initial="am"
      options={[
        { value: 'am', label: '9:00 – 14:00' },
        { value: 'pm', label: '14:00 – 20:00' },
        { value: 'night', label: '20:00 – 21:00', disabled: true },
      ]}
    />
  ),
};
