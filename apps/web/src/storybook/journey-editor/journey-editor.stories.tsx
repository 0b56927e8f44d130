import { journeyFindings } from '@senda/core/journey';
import { vocabularyOfJourney } from '@senda/core/navigation';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { journeyFileJson } from '../journey-preview/journey-files';
import { JourneyEditor } from './journey-editor';
import { editorTexts } from './journey-editor.texts';

/**
 * For product teams, in the published Storybook: edit a journey file, see journeys:check's
 * findings live, walk it as a customer, and export it. The first story does what a product team
 * does for "personal details and the address before the number choice" through the editor's own
 * controls (the keyboard's Up buttons), walks it as a transfer customer, and checks the exported
 * JSON passes journeys:check's rules; the Storybook test run plays it in Chromium with axe.
 */
const meta = {
  title: 'Product/Journey editor',
  component: JourneyEditor,
} satisfies Meta<typeof JourneyEditor>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<{ journeyId: string }>;

const MOVED = ['personal-details', 'address-details'];
const BEFORE = 'connection-details';

const order = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-step]')].map((item) => item.getAttribute('data-step') ?? '');

/** Presses a step's Up button with the keyboard until the step comes before `before`. */
async function moveUpBefore(root: HTMLElement, step: string, before: string) {
  for (let guard = 0; order(root).indexOf(step) > order(root).indexOf(before); guard++) {
    if (guard > 40) throw new Error(`${step} never came before ${before}`);
    const up = root.querySelector<HTMLButtonElement>(`[data-step="${step}"] [data-move="up"]`);
    if (!up) throw new Error(`no Up button on ${step}`);
    up.focus();
    await userEvent.keyboard('{Enter}');
  }
}

async function movesPersonalDetailsBeforeTheNumber({ canvasElement, globals }: Context) {
  const canvas = within(canvasElement);
  const t = editorTexts(String(globals.locale ?? 'es-MX'));
  await waitFor(() => expect(order(canvasElement)).toContain(BEFORE), { timeout: 10_000 });
  const shipped = (await journeyFileJson('purchase')) as { revision: number };

  // Personal details first, then the address just below it: both before the number choice.
  await moveUpBefore(canvasElement, MOVED[0] as string, BEFORE);
  await moveUpBefore(canvasElement, MOVED[1] as string, BEFORE);
  const steps = order(canvasElement);
  await expect(steps.indexOf(MOVED[0] as string)).toBeLessThan(steps.indexOf(BEFORE));
  await expect(steps.indexOf(MOVED[1] as string)).toBe(steps.indexOf(MOVED[0] as string) + 1);
  // The move was said aloud, and focus stayed on the button pressed.
  await expect(canvas.getByTestId('editor-announcement').textContent).not.toBe('');
  await expect(document.activeElement?.closest('[data-step]')?.getAttribute('data-step')).toBe(MOVED[1]);

  // No error; the analytics event of the number step moved, which is a warning beside it.
  await expect(canvas.getByTestId('editor-verdict').getAttribute('data-ok')).toBe('true');
  await expect(canvasElement.querySelectorAll('[data-severity="error"]')).toHaveLength(0);
  await expect(
    canvasElement.querySelector(`[data-step="${BEFORE}"] [data-finding="analytics-now-after"]`),
  ).not.toBeNull();

  // Walked as a transfer customer, the first screen shows with the customer's counter.
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.customer }), 'transfer');
  await userEvent.click(canvas.getByRole('button', { name: t.startWalk }));
  const screen = canvas.getByTestId('editor-walk-screen');
  await waitFor(() => expect(screen.querySelector('iframe[data-story]')).not.toBeNull(), { timeout: 20_000 });
  await expect(screen.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('1');
  // The step's real screen, in Spanish, rendered in the frame (its story, with the edited file).
  const frame = screen.querySelector<HTMLIFrameElement>('iframe[data-story]');
  await waitFor(
    () => expect(frame?.contentDocument?.querySelector('#storybook-root h1')?.textContent).toBeTruthy(),
    { timeout: 20_000 },
  );
  await expect(frame?.contentDocument?.documentElement.lang).toBe(String(globals.locale ?? 'es-MX'));
  await userEvent.click(canvas.getByRole('button', { name: t.stopWalk }));

  // The export: the next revision, the new order, and it passes every rule of journeys:check.
  const exported = JSON.parse((canvas.getByTestId('editor-json') as HTMLTextAreaElement).value) as {
    revision: number;
    onboarding: { steps: { name: string }[] };
  };
  await expect(exported.revision).toBe(shipped.revision + 1);
  await expect(exported.onboarding.steps.map((step) => step.name)).toEqual(steps);
  const vocabulary = vocabularyOfJourney('purchase');
  if (!vocabulary) throw new Error('no vocabulary for purchase');
  const checked = journeyFindings(exported, vocabulary);
  await expect(checked.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  await expect(checked.ok).toBe(true);
  await expect(canvas.getByTestId('editor-changes').textContent).toContain(String(shipped.revision + 1));
  await expect(canvas.getByTestId('editor-saved-note')).toBeVisible();
}

export const PersonalDetailsBeforeTheNumber: Story = {
  args: { journeyId: 'purchase' },
  play: movesPersonalDetailsBeforeTheNumber,
};

/** The editor in English, on a line's request (no settings, no customers to choose). */
export const PlanSwitchInEnglish: Story = {
  args: { journeyId: 'plan-switch' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(order(canvasElement).length).toBeGreaterThan(1), { timeout: 10_000 });
    await expect(within(canvasElement).getByTestId('editor-verdict').getAttribute('data-ok')).toBe('true');
  },
};
