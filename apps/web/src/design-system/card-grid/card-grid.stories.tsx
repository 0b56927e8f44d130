import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { CardGrid } from './card-grid';

const meta = {
  title: 'Design system/Card grid',
  component: CardGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardGrid>;
export default meta;

const cards = ['Senda 100', 'Senda 150', 'Senda 200', 'Senda 300'].map((name) => (
  <li key={name}>
    <Card>
      <strong>{name}</strong>
      <p>30 días</p>
    </Card>
  </li>
));

/** One column on a phone, two from the tablet breakpoint, three from the desktop one. */
export const ThreeColumns: StoryObj<typeof meta> = { args: { columns: 3, children: cards } };
/** One column on a phone, two from the tablet breakpoint. */
export const TwoColumns: StoryObj<typeof meta> = { args: { columns: 2, children: cards } };
export const OneColumn: StoryObj<typeof meta> = { args: { columns: 1, children: cards } };
