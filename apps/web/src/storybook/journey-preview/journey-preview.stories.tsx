import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JourneyPreview } from './journey-preview';
import { rendersTheFile } from './journey-preview-story';

/**
 * For product teams: one page per journey file (journeys/*.json), in each language. Edit the file
 * with Storybook running and the page follows: the checks, the steps in order, and a walk-through
 * of the screens a customer with the chosen facts sees. Each story checks the preview renders
 * the file's steps and passes its checks, so a journey whose preview breaks fails the Storybook
 * test run. Every file in journeys/ gets its two stories (`Purchase`, `PurchaseInEnglish`) with no
 * export here: scripts/vite/journey-preview-stories.ts writes them into this module where it is
 * bundled and where Storybook indexes it (tests/storybook-coverage.test.ts checks each file has
 * both). Below are only the walks, which choose facts a file's own preview leaves as they are.
 */
const meta = {
  title: 'Product/Journey preview',
  component: JourneyPreview,
} satisfies Meta<typeof JourneyPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The walk follows the facts: a physical SIM walks through delivery, an eSIM does not. */
export const PurchaseWalk: Story = {
  args: { journeyId: 'purchase' },
  play: async (context) => {
    await rendersTheFile(context, { screens: true });
    const canvas = within(context.canvasElement);
    const walk = canvas.getByTestId('preview-walk');
    const names = () => [...walk.querySelectorAll('code')].map((code) => code.textContent);
    await expect(names()).not.toContain('delivery');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'simType' }), 'psim');
    await waitFor(() => expect(names()).toContain('delivery'));
  },
};

/** A new SIM that is not delivered (an eSIM needing none) skips the delivery step. */
export const SimReplacementWalk: Story = {
  args: { journeyId: 'sim-replacement' },
  play: async (context) => {
    await rendersTheFile(context, { screens: true });
    const canvas = within(context.canvasElement);
    const walk = canvas.getByTestId('preview-walk');
    const names = () => [...walk.querySelectorAll('code')].map((code) => code.textContent);
    await expect(names()).toContain('delivery-details');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'deliveryNeeded' }), 'false');
    await waitFor(() => expect(names()).not.toContain('delivery-details'));
  },
};
