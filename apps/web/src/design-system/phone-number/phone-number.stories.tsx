import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneNumber } from './phone-number';

const meta = {
  title: 'Design system/Phone number',
  component: PhoneNumber,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhoneNumber>;
export default meta;

/** A 2-digit lada (Mexico City) reads 2-4-4. */
export const MexicoCity: StoryObj<typeof meta> = { args: { number: '5505879312' } };

/** A 3-digit lada (Puebla) reads 3-3-4. */
export const Puebla: StoryObj<typeof meta> = { args: { number: '+522222956076' } };

/** In a narrow sentence the line breaks before the number, never inside it. */
export const InANarrowSentence: StoryObj<typeof meta> = {
  args: { number: '5505879312' },
  render: (args) => (
    <p style={{ width: '14rem' }}>
      Tu número actual es <PhoneNumber {...args} />. Elige el nuevo.
    </p>
  ),
};
