import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { IconClose } from '../icon/screen-icons';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Design system/Visually hidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

/** An icon-only button keeps a name for screen readers; nothing extra shows. */
export const IconButtonName: StoryObj<typeof meta> = {
  args: { children: 'Cerrar' },
  render: () => (
    <Button variant="ghost" size="sm">
      <IconClose />
      <VisuallyHidden>Cerrar</VisuallyHidden>
    </Button>
  ),
};
