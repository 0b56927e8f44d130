import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { FieldWithButton } from './field-with-button';

const meta = {
  title: 'Design system/Field with button',
  component: FieldWithButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldWithButton>;
export default meta;

/** A field with its action beside it (promo code, number search). */
export const PromoCode: StoryObj<typeof meta> = {
  args: {
    children: (
      <>
        <TextField label="Código promocional" hint="Hasta 2 códigos por pedido." />
        <Button variant="secondary">Aplicar</Button>
      </>
    ),
  },
};
