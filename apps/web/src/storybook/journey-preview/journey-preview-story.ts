import { vocabularyOfJourney } from '@senda/core/journey';
import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { journeyFileJson } from './journey-files';
import type { JourneyPreview } from './journey-preview';
import { previewTexts } from './journey-preview.texts';

type Context = StoryContext<{ journeyId: string }>;

/**
 * The preview renders, the file passes its checks, every step of the file is listed in its order,
 * and the walk starts at the first step with a choice for each of the journey's facts. With
 * `screens`, every step then links to its screen's story: that loads every story module, so the
 * walk stories do it (a purchase's and a service flow's); storybook-coverage.test.ts checks every
 * step of every file has a screen story without a browser.
 */
export async function rendersTheFile({ canvasElement, args, globals }: Context, { screens = false } = {}) {
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

/**
 * The preview of one journey file in one language (es-MX unless `locale`). Every file in journeys/
 * gets two, written into journey-preview.stories.tsx by scripts/vite/journey-preview-stories.ts.
 */
export const journeyPreviewStory = (
  journeyId: string,
  locale?: 'en-US',
): StoryObj<typeof JourneyPreview> => ({
  args: { journeyId },
  ...(locale ? { globals: { locale } } : {}),
  play: (context) => rendersTheFile(context),
});
