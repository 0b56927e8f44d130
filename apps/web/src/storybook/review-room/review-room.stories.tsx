import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReviewRoom } from './review-room';

/**
 * Designers' review room: one page per flow with every state of its stories side by side at
 * phone width, in both languages, searchable (review-room.tsx). The stories shown are the flows'
 * own; nothing here is a copy of a screen.
 */
const meta = {
  // Its stories' Spanish and English names: review-room.story-names.json.
  title: 'Product/Sala de revisión (Review room)',
  component: ReviewRoom,
} satisfies Meta<typeof ReviewRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

const room = (group: string, es: string, en: string): Story => ({
  args: { group, flow: { 'es-MX': es, 'en-US': en } },
});

/** Searching by a machine state id keeps only the states that claim it. */
export const Purchase: Story = {
  ...room('Purchase', 'Compra', 'Purchase'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const states = () => [...canvasElement.querySelectorAll('[data-review-story]')];
    // Every story module is read first (declaredStories): seconds on a loaded machine.
    await waitFor(() => expect(states().length).toBeGreaterThan(10), { timeout: 25_000 });
    const all = states().length;
    await userEvent.type(canvas.getByTestId('review-search'), 'purchase.payment-success');
    await waitFor(() => expect(states().length).toBeLessThan(all));
    await expect(states().length).toBeGreaterThan(0);
    for (const state of states()) await expect(state.textContent).toContain('purchase.payment-success');
  },
};
export const SIMReplacement: Story = room('Manage/SIM replacement', 'Reposición de SIM', 'SIM replacement');
export const PlanSwitch: Story = room('Manage/Plan switch', 'Cambio de plan', 'Plan switch');
export const Termination: Story = room('Manage/Termination', 'Cancelación de la línea', 'Line termination');
export const NumberChange: Story = room('Manage/Number change', 'Cambio de número', 'Number change');
export const RescheduleDelivery: Story = room(
  'Manage/Reschedule delivery',
  'Reprogramar una entrega',
  'Rescheduling a delivery',
);
export const UpdateCard: Story = room('Manage/Update card', 'Cambio de tarjeta', 'Card update');
export const LineRegistry: Story = room('Manage/Line registry', 'Registro de la línea', 'Line registry');
