import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '../button/button';
import { IconHelp } from '../icon/icon';
import { IconArrowLeft } from '../icon/screen-icons';
import { Stepper } from '../stepper/stepper';
import { PageHeader } from './page-header';

const meta = {
  title: 'Design system/Page header',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: { title: 'Elige tu plan', subtitle: 'Todos los planes incluyen llamadas y SMS ilimitados.' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndSubtitle: Story = {};
export const WithProgressAndActions: Story = {
  args: {
    eyebrow: 'Compra de plan',
    back: (
      <Button variant="ghost" size="sm" iconStart={<IconArrowLeft />}>
        Atrás
      </Button>
    ),
    actions: (
      <ButtonLink href="#help" variant="ghost" size="sm" iconStart={<IconHelp />}>
        Ayuda
      </ButtonLink>
    ),
    progress: <Stepper current={2} total={5} label="Paso 2 de 5" stepTitle="Elige tu plan" />,
  },
};
