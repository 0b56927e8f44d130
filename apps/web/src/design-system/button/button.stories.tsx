import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCard, IconChevron } from '../icon/screen-icons';
import { Cluster, Stack } from '../layout/layout';
import { Button, ButtonLink, type ButtonVariant } from './button';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Siguiente' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
/** Busy: spinner over the label, aria-busy, still focusable. */
export const Loading: Story = { args: { loading: true, loadingLabel: 'Procesando pago' } };
export const Disabled: Story = { args: { disabled: true } };

export const VariantsAndSizes: Story = {
  render: () => (
    <Stack gap={4}>
      {VARIANTS.map((variant) => (
        <Cluster key={variant}>
          <Button variant={variant}>Siguiente</Button>
          <Button variant={variant} disabled>
            Deshabilitado
          </Button>
          <Button variant={variant} loading loadingLabel="Cargando">
            Pagando
          </Button>
        </Cluster>
      ))}
      <Cluster align="center">
        <Button size="sm">Pequeño</Button>
        <Button size="md" iconEnd={<IconChevron direction="right" />}>
          Mediano
        </Button>
        <Button size="lg" iconStart={<IconCard />}>
          Grande
        </Button>
        <ButtonLink href="#plans" variant="secondary">
          Enlace como botón
        </ButtonLink>
      </Cluster>
      <Button fullWidth size="lg">
        Pagar $199.00
      </Button>
    </Stack>
  ),
};
