import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormButtons } from './form-buttons';

const meta = {
  title: 'Design system/Form buttons',
  component: FormButtons,
  parameters: { layout: 'padded' },
  args: { mainLabel: 'Pagar $200.00', backLabel: 'Regresar', onBack: () => undefined },
} satisfies Meta<typeof FormButtons>;
export default meta;

/** A step's submit and Back. */
export const Ready: StoryObj<typeof meta> = {};
/** Sending: the main button spins and Back is held off. */
export const Sending: StoryObj<typeof meta> = {
  args: { loading: true, loadingLabel: 'Pagando…', backDisabled: true },
};
/** The first step: nothing to go back to. */
export const WithoutBack: StoryObj<typeof meta> = { args: { mainLabel: 'Siguiente', onBack: undefined } };
