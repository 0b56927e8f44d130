import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { FormActions } from './form-actions';

const meta = {
  title: 'Design system/Form actions',
  component: FormActions,
  parameters: { layout: 'padded' },
  args: {
    children: (
      <>
        <Button type="submit" size="lg">
          Siguiente
        </Button>
        <Button variant="secondary" size="lg">
          Regresar
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof FormActions>;
export default meta;

/** The buttons that end a form: Next and Back. */
export const Row: StoryObj<typeof meta> = {};
export const Stacked: StoryObj<typeof meta> = { args: { layout: 'stacked' } };
