import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bundledJourneyFile } from '../../features/journey/journey-source';
import { JourneyPreview } from './journey-preview';

/**
 * For product teams: one page per journey file (journeys/*.json). Edit the file with Storybook
 * running and the page follows: the checks, the steps in order, and a walk-through of the screens
 * a customer with the chosen facts sees. Each story checks the preview renders the file's steps
 * and passes, so a journey whose preview breaks fails the Storybook test run.
 */
const meta = {
  title: 'Product/Journey preview',
  component: JourneyPreview,
} satisfies Meta<typeof JourneyPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The preview renders, the file passes its checks, and every step of the file is listed. */
const rendersTheFile: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const steps = await waitFor(
    () => {
      const items = canvasElement.querySelectorAll('[data-step]');
      expect(items.length).toBeGreaterThan(0);
      return [...items].map((item) => item.getAttribute('data-step'));
    },
    { timeout: 10_000 },
  );
  const file = (await bundledJourneyFile(args.journeyId)) as { onboarding: { steps: { name: string }[] } };
  await expect(steps).toEqual(file.onboarding.steps.map((step) => step.name));
  await expect(canvas.queryByRole('alert')).toBeNull();
  // The walk starts at the file's first step.
  const walk = canvas.getByTestId('preview-walk');
  await expect(walk.querySelector('code')?.textContent).toBe(steps[0]);
};

export const Purchase: Story = { args: { journeyId: 'purchase' }, play: rendersTheFile };

/** The walk follows the facts: a physical SIM walks through delivery, an eSIM does not. */
export const PurchaseWalk: Story = {
  args: { journeyId: 'purchase' },
  play: async (context) => {
    await rendersTheFile(context);
    const canvas = within(context.canvasElement);
    const walk = canvas.getByTestId('preview-walk');
    const names = () => [...walk.querySelectorAll('code')].map((code) => code.textContent);
    await expect(names()).not.toContain('delivery');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'simType' }), 'psim');
    await waitFor(() => expect(names()).toContain('delivery'));
  },
};

export const RetailPurchase: Story = {
  args: { journeyId: 'retail-purchase' },
  play: rendersTheFile,
};

export const PlanSwitch: Story = {
  args: { journeyId: 'plan-switch' },
  play: rendersTheFile,
};

/** The same page in English: the preview's words and the steps' titles follow the toolbar. */
export const PurchaseInEnglish: Story = {
  args: { journeyId: 'purchase' },
  globals: { locale: 'en-US' },
  play: async (context) => {
    await rendersTheFile(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 }).textContent).toBe(
      'Journey preview: journeys/purchase.json',
    );
  },
};
