import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cluster } from '../layout/layout';
import { Badge, type BadgeTone } from './badge';

const TONES: BadgeTone[] = ['brand', 'accent', 'neutral', 'success', 'warning', 'danger', 'info'];

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Recomendado', tone: 'accent' },
} satisfies Meta<typeof Badge>;
export default meta;

export const Accent: StoryObj<typeof meta> = {};
export const EveryTone: StoryObj<typeof meta> = {
  render: () => (
    <Cluster>
      {TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Cluster>
  ),
};
