import { vocabularyOfJourney } from '@senda/core/navigation';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { journeyFileJson } from './journey-files';
import { JourneyPreview } from './journey-preview';
import { previewTexts } from './journey-preview.texts';

/**
 * For product teams: one page per journey file (journeys/*.json), in each language. Edit the file
 * with Storybook running and the page follows: the checks, the steps in order, and a walk-through
 * of the screens a customer with the chosen facts sees. Each story checks the preview renders
 * the file's steps and passes its checks, so a journey whose preview breaks fails the Storybook
 * test run. Every file in journeys/ needs its two stories here
 * (tests/journey-previews.test.ts fails naming a file without them).
 */
const meta = {
  title: 'Product/Journey preview',
  component: JourneyPreview,
} satisfies Meta<typeof JourneyPreview>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<{ journeyId: string }>;

/**
 * The preview renders, the file passes its checks, every step of the file is listed in its order,
 * and the walk starts at the first step with a choice for each of the journey's facts. With
 * `screens`, every step then links to its screen's story: that loads every story module, so the
 * walk stories do it (a purchase's and a service flow's); storybook-coverage.test.ts checks every
 * step of every file has a screen story without a browser.
 */
async function rendersTheFile({ canvasElement, args, globals }: Context, { screens = false } = {}) {
  const canvas = within(canvasElement);
  const t = previewTexts(String(globals.locale ?? 'es-MX'));
  await expect(canvas.getByRole('heading', { level: 1 }).textContent).toBe(t.title(args.journeyId));
  const steps = await waitFor(
    () => {
      const issues = canvasElement.querySelector('[data-testid="preview-issues"]');
      if (issues) throw new Error(`the file fails its checks: ${issues.textContent}`);
      const items = canvasElement.querySelectorAll('[data-step]');
      expect(items.length).toBeGreaterThan(0);
      return [...items].map((item) => item.getAttribute('data-step'));
    },
    { timeout: 10_000 },
  );
  const file = (await journeyFileJson(args.journeyId)) as { onboarding: { steps: { name: string }[] } };
  await expect(steps).toEqual(file.onboarding.steps.map((step) => step.name));
  await expect(canvas.getByTestId('preview-checks')).toBeVisible();

  const walk = canvas.getByTestId('preview-walk');
  await expect(walk.querySelector('code')?.textContent).toBe(steps[0]);
  const facts = Object.keys(vocabularyOfJourney(args.journeyId)?.facts ?? {});
  for (const fact of facts) await expect(canvas.getByRole('combobox', { name: fact })).toBeVisible();

  if (!screens) return;
  await userEvent.click(canvas.getByRole('button', { name: t.loadScreens }));
  await waitFor(
    () => {
      const listed = [...canvasElement.querySelectorAll('[data-step]')];
      expect(
        listed
          .filter((item) => !item.querySelector('[data-screen-story]'))
          .map((item) => item.getAttribute('data-step')),
        'steps without a screen story',
      ).toEqual([]);
    },
    { timeout: 20_000 },
  );
}

const preview = (journeyId: string, locale?: 'en-US'): Story => ({
  args: { journeyId },
  ...(locale ? { globals: { locale } } : {}),
  play: (context) => rendersTheFile(context),
});

export const Purchase = preview('purchase');
export const PurchaseInEnglish = preview('purchase', 'en-US');

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

export const RetailPurchase = preview('retail-purchase');
export const RetailPurchaseInEnglish = preview('retail-purchase', 'en-US');

export const PlanSwitch = preview('plan-switch');
export const PlanSwitchInEnglish = preview('plan-switch', 'en-US');

export const SimReplacement = preview('sim-replacement');
export const SimReplacementInEnglish = preview('sim-replacement', 'en-US');

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

export const RescheduleDelivery = preview('reschedule-delivery');
export const RescheduleDeliveryInEnglish = preview('reschedule-delivery', 'en-US');

export const NumberChange = preview('number-change');
export const NumberChangeInEnglish = preview('number-change', 'en-US');

export const Termination = preview('termination');
export const TerminationInEnglish = preview('termination', 'en-US');

export const CardUpdate = preview('card-update');
export const CardUpdateInEnglish = preview('card-update', 'en-US');

export const PortInRequest = preview('port-in-request');
export const PortInRequestInEnglish = preview('port-in-request', 'en-US');

export const LineRegistry = preview('line-registry');
export const LineRegistryInEnglish = preview('line-registry', 'en-US');
