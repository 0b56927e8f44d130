import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './stepper';

const meta = {
  title: 'Design system/Stepper',
  component: Stepper,
  parameters: { layout: 'padded' },
  args: { current: 3, total: 9, label: 'Paso 3 de 9', stepTitle: 'Tu número y tu SIM' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { current: 1, label: 'Paso 1 de 9', stepTitle: 'Plan' } };
export const Last: Story = { args: { current: 9, label: 'Paso 9 de 9', stepTitle: undefined } };
