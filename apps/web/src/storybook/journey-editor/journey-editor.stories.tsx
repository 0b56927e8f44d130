import { journeyFindings, vocabularyOfJourney } from '@senda/core/journey';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JOURNEY_FILE_IDS, journeyFileJson } from '../journey-preview/journey-files';
import { JourneyEditor } from './journey-editor';
import { type EditorTexts, editorTexts } from './journey-editor.texts';
import { draftKey } from './journey-editor-drafts';

/**
 * For product teams, in the published Storybook: edit a journey file, see journeys:check's
 * findings live, walk it as a customer, and export it. "Start here" is the way in (nothing
 * played). The demo does what a product team does for "personal details and the address before
 * the number choice" through the editor's own controls (the keyboard's Up buttons for one step, a
 * finger's drag for the other) and checks the exported JSON passes journeys:check's rules; the
 * product session walks an edit as a customer through every real screen to the result page. The
 * Storybook test run plays them in Chromium at 360 px with axe.
 */
const meta = {
  // Both languages in the sidebar and its search ("recorrido"): Storybook's index has one name.
  title: 'Product/Editor de recorridos (Journey editor)',
  component: JourneyEditor,
} satisfies Meta<typeof JourneyEditor>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<{ journeyId: string }>;

/**
 * The stories that play an edit start from the shipped files: the edits a product team keeps in
 * this browser (journey-editor-drafts.ts) are forgotten first, so a run never starts midway.
 */
const fromShippedFiles = () => {
  for (const id of JOURNEY_FILE_IDS) localStorage.removeItem(draftKey(id));
};

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

/** A finger's drag (Pointer Events, as a touch screen sends them) of a step's handle onto another step. */
async function dragOnto(root: HTMLElement, step: string, onto: string) {
  const handle = root.querySelector<HTMLElement>(`[data-drag-handle="${step}"]`);
  const target = root.querySelector<HTMLElement>(`[data-step="${onto}"]`);
  if (!handle || !target) throw new Error(`no handle on ${step} or no step ${onto}`);
  const touch = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true };
  const dragged = root.querySelector<HTMLElement>(`[data-step="${step}"]`);
  handle.scrollIntoView({ block: 'center', behavior: 'instant' });
  const from = handle.getBoundingClientRect();
  const down = { ...touch, button: 0, clientX: from.x + 4, clientY: from.y + 4 };
  // The finger is down on the handle until the step shows it is held.
  await waitFor(
    () => {
      if (!dragged?.className) handle.dispatchEvent(new PointerEvent('pointerdown', down));
      expect(dragged?.className).not.toBe('');
    },
    { timeout: 5_000 },
  );
  // The finger moves over the step until it is marked as where the drop goes (a finger sends
  // many moves; on a busy machine the first may come before the page has settled).
  const over = () => {
    target.scrollIntoView({ block: 'center', behavior: 'instant' });
    const to = target.getBoundingClientRect();
    return { clientX: to.x + to.width / 2, clientY: to.y + to.height / 2 };
  };
  await waitFor(
    () => {
      handle.dispatchEvent(new PointerEvent('pointermove', { ...touch, ...over() }));
      expect(target.className).not.toBe('');
    },
    { timeout: 5_000 },
  );
  handle.dispatchEvent(new PointerEvent('pointerup', { ...touch, ...over() }));
}

/** What Storybook's preview page says of the story it shows. */
interface FramePreview {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
}

/** The step counter a page shows: "n/m", or "" for none (an end of the journey). */
const counterOf = (page: ParentNode | null | undefined) => {
  const bar = page?.querySelector('[role="progressbar"]');
  return bar ? `${bar.getAttribute('aria-valuenow')}/${bar.getAttribute('aria-valuemax')}` : '';
};

/**
 * Walks the edited journey as `customer` with its real screens, first step to last, and checks
 * each screen is in the page's language and shows the counter the editor shows above it (the
 * storefront's own: the screen's journey runs on the edited file). Returns the steps walked.
 */
async function walkToTheEnd(
  canvasElement: HTMLElement,
  t: EditorTexts,
  locale: string,
  customer: string,
  onScreen?: (step: string, page: Document | null | undefined) => unknown,
): Promise<string[]> {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.customer }), customer);
  await userEvent.click(canvas.getByRole('button', { name: t.startWalk }));
  const screen = canvas.getByTestId('editor-walk-screen');
  const walk = [...canvasElement.querySelectorAll('[data-walk-step]')].map(
    (item) => item.getAttribute('data-walk-step') ?? '',
  );
  for (const [index, step] of walk.entries()) {
    await waitFor(() => expect(screen.getAttribute('data-walk-current')).toBe(step));
    // The frame's preview is done with this step's story (rendered, its loaders' world made).
    const frame = await waitFor(
      () => {
        const shown = screen.querySelector<HTMLIFrameElement>('iframe[data-story]');
        const render = (shown?.contentWindow as FramePreview | null)?.__STORYBOOK_PREVIEW__?.currentRender;
        expect(render?.id).toBe(shown?.dataset.story);
        expect(render?.phase).toBe('finished');
        expect(shown?.contentDocument?.querySelector('#storybook-root h1')?.textContent).toBeTruthy();
        return shown as HTMLIFrameElement;
      },
      { timeout: 20_000 },
    );
    const page = frame.contentDocument;
    await expect(page?.documentElement.lang).toBe(locale);
    // The editor counts every step but the last (the purchase's end), from 1; the screen agrees.
    const shown = counterOf(screen);
    if (index < walk.length - 1) await expect(shown).toMatch(index === 0 ? /^1\/\d+$/ : /^\d+\/\d+$/);
    await expect(`${step}: ${counterOf(page)}`).toBe(`${step}: ${shown}`);
    await onScreen?.(step, page);
    if (index < walk.length - 1) await userEvent.click(canvas.getByRole('button', { name: t.next }));
  }
  return walk;
}

async function movesPersonalDetailsBeforeTheNumber({ canvasElement, globals }: Context) {
  const canvas = within(canvasElement);
  const t = editorTexts(String(globals.locale ?? 'es-MX'));
  await waitFor(() => expect(order(canvasElement)).toContain(BEFORE), { timeout: 10_000 });
  const shipped = (await journeyFileJson('purchase')) as { revision: number };
  // Once this order has shipped (the edit is in journeys/), the number is moved back first by the
  // same buttons, so the edit below is still the product team's; its export then equals the
  // shipped file, with no new revision.
  const alreadyShipped =
    order(canvasElement).indexOf(MOVED[0] as string) < order(canvasElement).indexOf(BEFORE);
  if (alreadyShipped) await moveUpBefore(canvasElement, BEFORE, MOVED[0] as string);

  // Personal details first, by the keyboard: focus stays on the Up button pressed.
  await moveUpBefore(canvasElement, MOVED[0] as string, BEFORE);
  await expect(document.activeElement?.closest('[data-step]')?.getAttribute('data-step')).toBe(MOVED[0]);
  // Then the address, dragged by a finger onto the number choice: it takes that place, just below
  // personal details, and the move is said aloud as a button's would be.
  const numberAt = order(canvasElement).indexOf(BEFORE);
  await dragOnto(canvasElement, MOVED[1] as string, BEFORE);
  const steps = order(canvasElement);
  await expect(steps.indexOf(MOVED[1] as string)).toBe(numberAt);
  await expect(steps.indexOf(MOVED[0] as string)).toBe(numberAt - 1);
  await expect(steps.indexOf(BEFORE)).toBe(numberAt + 1);
  const addressTitle = canvasElement.querySelector(`[data-step="${MOVED[1]}"] strong`)?.textContent ?? '';
  const personalTitle = canvasElement.querySelector(`[data-step="${MOVED[0]}"] strong`)?.textContent ?? '';
  await expect(canvas.getByTestId('editor-announcement').textContent).toBe(
    t.moved(addressTitle, personalTitle),
  );

  // No error; the analytics event of the number step moved, which is a warning beside it.
  await expect(canvas.getByTestId('editor-verdict').getAttribute('data-ok')).toBe('true');
  await expect(canvasElement.querySelectorAll('[data-severity="error"]')).toHaveLength(0);
  // (Against a file that already ships this order, nothing moved, so no warning.)
  const moved = canvasElement.querySelector(`[data-step="${BEFORE}"] [data-finding="analytics-now-after"]`);
  await expect(moved === null).toBe(alreadyShipped);

  // The export: the next revision, the new order, and it passes every rule of journeys:check.
  const exported = JSON.parse((canvas.getByTestId('editor-json') as HTMLTextAreaElement).value) as {
    revision: number;
    onboarding: { steps: { name: string }[] };
  };
  await expect(exported.revision).toBe(alreadyShipped ? shipped.revision : shipped.revision + 1);
  await expect(exported.onboarding.steps.map((step) => step.name)).toEqual(steps);
  const vocabulary = vocabularyOfJourney('purchase');
  if (!vocabulary) throw new Error('no vocabulary for purchase');
  const checked = journeyFindings(exported, vocabulary);
  await expect(checked.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  await expect(checked.ok).toBe(true);
  if (alreadyShipped) return;
  await expect(canvas.getByTestId('editor-changes').textContent).toContain(String(shipped.revision + 1));
  await expect(canvas.getByTestId('editor-saved-note')).toBeVisible();
}

/**
 * A product team's way in: the editor on the shipped purchase, nothing played, the work kept in
 * this browser between visits. First in the sidebar (the preview's storySort puts Product first).
 */
export const StartHere: Story = {
  name: 'Empieza aquí · Start here',
  args: { journeyId: 'purchase' },
};

/** The demo: the editor makes "personal details and the address before the number" by itself. */
export const PersonalDetailsBeforeTheNumber: Story = {
  name: 'Demostración: datos personales antes del número · Demo: personal details before the number',
  args: { journeyId: 'purchase' },
  beforeEach: fromShippedFiles,
  play: movesPersonalDetailsBeforeTheNumber,
};

/** The editor in English, on a line's request (no settings, no customers to choose). */
export const PlanSwitchInEnglish: Story = {
  name: 'Cambio de plan, en inglés · Plan switch in English',
  args: { journeyId: 'plan-switch' },
  globals: { locale: 'en-US' },
  beforeEach: fromShippedFiles,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(order(canvasElement).length).toBeGreaterThan(1), { timeout: 10_000 });
    await expect(within(canvasElement).getByTestId('editor-verdict').getAttribute('data-ok')).toBe('true');
  },
};

/** The toolbar's globals, switched as the toolbar switches them (the story runs again, remounted). */
async function switchToolbar(globals: Record<string, unknown>) {
  const channel = (
    globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void } }
  ).__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) throw new Error('no Storybook channel on this page');
  channel.emit('updateGlobals', { globals });
}

/**
 * A play function that switches the toolbar runs the story again while it plays: that run passes
 * through Storybook's "finished" before this play is done. Marked busy meanwhile, so the story
 * check (apps/web/tests/storybook/story-check.ts) waits for the play itself.
 */
async function busyWhilePlaying(play: () => Promise<void>) {
  const page = globalThis as { __sendaPlayBusy?: boolean };
  page.__sendaPlayBusy = true;
  try {
    await play();
  } finally {
    page.__sendaPlayBusy = false;
  }
}

const SHIPPED_GLOBALS = { locale: 'es-MX', viewport: { value: 'mobile', isRotated: false } };
const OTHER_GLOBALS = { locale: 'en-US', viewport: { value: 'tablet', isRotated: false } };

/**
 * What a product person does in one sitting, as the story check plays it: tries to remove the
 * payment, the number and the SIM replacement's identity check (no button, the reason beside
 * them); moves personal details before the number; switches the toolbar's language and viewport
 * (the story remounts, as on a reload) and still has the move; opens a colleague's exported file;
 * walks it as a transfer customer to the result page, every counter the storefront's; and walks
 * the SIM replacement as an eSIM customer, past its payment to its result page.
 */
async function productPersonSession({ canvasElement }: Context) {
  const canvas = within(canvasElement);
  const es = editorTexts('es-MX');
  const en = editorTexts('en-US');
  await waitFor(() => expect(order(canvasElement)).toContain('payment'), { timeout: 10_000 });
  for (const needed of ['payment', 'connection-details']) {
    await expect(canvasElement.querySelector(`[data-step="${needed}"] [data-remove]`)).toBeNull();
    await expect(canvasElement.querySelector(`[data-needed-step="${needed}"]`)?.textContent).toBe(es.needed);
  }
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: es.file }), 'sim-replacement');
  await waitFor(() => expect(order(canvasElement)).toContain('kyc'), { timeout: 10_000 });
  await expect(canvasElement.querySelector('[data-step="kyc"] [data-remove]')).toBeNull();
  await expect(canvasElement.querySelector('[data-needed-step="kyc"]')?.textContent).toBe(es.needed);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: es.file }), 'purchase');
  await waitFor(() => expect(order(canvasElement)).toContain('payment'), { timeout: 10_000 });
  const shipped = order(canvasElement);

  // When a step applies, as a sentence, and changed as one: personal details for transfers only, undone
  // (the address already applies only where something is delivered, as the delivery does).
  const applies = (step: string) => canvasElement.querySelector(`[data-applies="${step}"]`)?.textContent;
  await expect(applies('delivery')).toBe('Solo si hay algo que entregar a domicilio.');
  await expect(applies(MOVED[1] as string)).toBe('Solo si hay algo que entregar a domicilio.');
  const personalCard = within(
    canvasElement.querySelector<HTMLElement>(`[data-step="${MOVED[0]}"]`) as HTMLElement,
  );
  await expect(applies(MOVED[0] as string)).toBe(es.always);
  await userEvent.click(personalCard.getByText(es.whenEdit));
  await userEvent.click(personalCard.getByLabelText(es.condition('numberTransfer', String)));
  await expect(applies(MOVED[0] as string)).toBe('Solo si el cliente porta su número.');
  await userEvent.click(canvas.getByTestId('editor-undo'));
  await expect(applies(MOVED[0] as string)).toBe(es.always);

  // Edit A: personal details before the number, by its Up button.
  await moveUpBefore(canvasElement, MOVED[0] as string, BEFORE);
  const edited = order(canvasElement);
  await expect(edited).not.toEqual(shipped);
  // Undo takes back the last press; pressed again, the edit is kept in this browser.
  await userEvent.click(canvas.getByTestId('editor-undo'));
  await expect(order(canvasElement).indexOf(MOVED[0] as string)).toBe(edited.indexOf(MOVED[0] as string) + 1);
  await moveUpBefore(canvasElement, MOVED[0] as string, BEFORE);
  const kept = JSON.parse(localStorage.getItem(draftKey('purchase')) ?? '[]') as {
    onboarding: { steps: { name: string }[] };
  }[];
  await expect(kept.at(-1)?.onboarding.steps.map((step) => step.name)).toEqual(edited);

  // Another language and viewport: Storybook runs the story again, the editor remounts, and the
  // edit is still there (read back from this browser), in English.
  await switchToolbar(OTHER_GLOBALS);
  await waitFor(() => expect(canvasElement.querySelector('h1')?.textContent).toBe(en.title), {
    timeout: 10_000,
  });
  await waitFor(() => expect(order(canvasElement)).toEqual(edited), { timeout: 10_000 });
  await expect(canvas.getByTestId('editor-kept').textContent).toBe(en.kept);

  // A colleague's exported file (this edit, and the address moved too) opened over a fresh start.
  const colleague = JSON.parse((canvas.getByTestId('editor-json') as HTMLTextAreaElement).value) as {
    onboarding: { steps: { name: string }[] };
  };
  const steps = colleague.onboarding.steps;
  const address = steps.findIndex((step) => step.name === MOVED[1]);
  const [moved] = steps.splice(address, 1);
  if (moved)
    steps.splice(
      steps.findIndex((step) => step.name === BEFORE),
      0,
      moved,
    );
  const opened = steps.map((step) => step.name);
  await userEvent.click(canvas.getByTestId('editor-start-again'));
  await expect(order(canvasElement)).toEqual(shipped);
  await userEvent.upload(
    canvas.getByTestId('editor-import'),
    new File([JSON.stringify(colleague)], 'purchase-colleague.json', { type: 'application/json' }),
  );
  await waitFor(() => expect(order(canvasElement)).toEqual(opened));
  await expect(canvas.getByTestId('editor-announcement').textContent).toBe(
    en.imported('purchase-colleague.json'),
  );
  await expect(canvas.getByTestId('editor-verdict').getAttribute('data-ok')).toBe('true');

  // Walked as a transfer customer to the result page: the payment-method step is skipped, as the
  // storefront skips it for one way to pay, and every screen shows the editor's counter.
  const walk = await walkToTheEnd(canvasElement, en, 'en-US', 'transfer', (step, page) => {
    if (step !== BEFORE) return;
    // The number step as the transfer customer left it: a transfer, with the number they bring.
    return expect(page?.body.textContent?.replace(/\D/g, '')).toContain('3312345678');
  });
  await expect(walk).not.toContain('payment-method-selector');
  await expect(walk.at(-1)).toBe('payment-success');
  await expect(walk.indexOf(MOVED[1] as string)).toBeLessThan(walk.indexOf(BEFORE));

  // The SIM replacement walked as an eSIM customer: no delivery step, then the fee's payment page
  // and the result page the customer ends on, shown to that customer (briefly: to its end only).
  await userEvent.click(canvas.getByRole('button', { name: en.stopWalk }));
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: en.file }), 'sim-replacement');
  await waitFor(() => expect(order(canvasElement)).toContain('kyc'), { timeout: 10_000 });
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: en.customer }), 'replacement-esim');
  const replacement = [...canvasElement.querySelectorAll('[data-walk-step]')].map(
    (item) => item.getAttribute('data-walk-step') ?? '',
  );
  await expect(replacement).not.toContain('delivery-details');
  await expect(replacement.slice(-3)).toEqual(['order-summary', 'paying', 'following']);
  await userEvent.click(canvas.getByRole('button', { name: en.startWalk }));
  const screen = canvas.getByTestId('editor-walk-screen');
  await waitFor(() => expect(screen.querySelector('iframe[data-story]')).not.toBeNull());
  for (const _ of replacement.slice(1)) await userEvent.click(canvas.getByRole('button', { name: en.next }));
  await expect(screen.getAttribute('data-walk-current')).toBe('following');
  await waitFor(
    () => {
      const shown = screen.querySelector<HTMLIFrameElement>('iframe[data-story]');
      const render = (shown?.contentWindow as FramePreview | null)?.__STORYBOOK_PREVIEW__?.currentRender;
      expect(render?.id).toBe('manage-sim-replacement--following');
      expect(render?.phase).toBe('finished');
      // The result page, with its own heading.
      expect(shown?.contentDocument?.querySelector('#storybook-root h1')?.textContent).toBeTruthy();
    },
    { timeout: 20_000 },
  );

  // Back to the toolbar the story started with (the next story on this page starts clean).
  await switchToolbar(SHIPPED_GLOBALS);
  await waitFor(() => expect(canvasElement.querySelector('h1')?.textContent).toBe(es.title), {
    timeout: 10_000,
  });
}

/**
 * The product person's sitting (productPersonSession). The edits kept in this browser are
 * forgotten first, on the toolbar the story starts with only: the runs its toolbar switches
 * cause must find the edit kept.
 */
export const ProductPersonSession: Story = {
  name: 'Una sesión de producto · A product session',
  // Its walk opens a real screen per step: the story check gives it longer (stories.storybook.test.ts).
  tags: ['walks-screens'],
  args: { journeyId: 'purchase' },
  beforeEach: ({ globals }) => {
    if (globals.locale !== OTHER_GLOBALS.locale) fromShippedFiles();
  },
  play: (context) => busyWhilePlaying(() => productPersonSession(context as Context)),
};
