import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Page } from 'playwright-core';

/** One story of storybook-static/index.json. */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: string;
  tags?: string[];
}

export function readStoryIndex(staticDir: string): IndexedStory[] {
  const index = JSON.parse(readFileSync(`${staticDir}/index.json`, 'utf8')) as {
    entries: Record<string, IndexedStory>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface StoryOutcome {
  /** Page errors, console errors and Storybook's own error display (a throw, a failed play or check). */
  errors: string[];
  /** axe-core violations of serious or critical impact. */
  violations: AxeFinding[];
  ms: number;
}

/**
 * A refusal from the sandbox gateway is what error-state stories are about (a wrong code, a 429,
 * a fault); the browser logs it as a failed resource. How the app handles it is what counts: an
 * uncaught error or a console.error from the app still fails the story.
 */
export const isSandboxAnswer = (url: string) => /\/(gateway|mocks)\//.test(new URL(url, 'http://x').pathname);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * How a story is opened: `load` navigates to iframe.html with its id (a fresh page, nothing left
 * from another story); `switch` asks the preview already on the page to show it, as Storybook's
 * sidebar does for a designer (no reload of the preview bundle: about 0.25 s a story against
 * 0.6 s, measured on this two-core machine with the whole build). A page without a preview yet,
 * or whose preview shows this very story (a retry), is loaded whatever is asked.
 */
export type StoryOpening = 'load' | 'switch';

interface PreviewGlobals {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void };
  /** Set by a play function while it runs, when it reruns its own story (journey-editor.stories.tsx). */
  __sendaPlayBusy?: boolean;
}

/**
 * Opens one story, waits until Storybook says it finished (render, play, the preview's state
 * check) or shows its error display, then runs axe on what is on screen.
 */
export async function checkStory(
  page: Page,
  baseUrl: string,
  id: string,
  {
    opening = 'load',
    timeoutMs = 30_000,
    globals,
  }: {
    opening?: StoryOpening;
    timeoutMs?: number;
    /** Globals in the URL (`locale: 'en-US'`), as a link to a story in a language has them; `load` only. */
    globals?: Record<string, string>;
  } = {},
): Promise<StoryOutcome> {
  const started = Date.now();
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // The browser asks for /favicon.ico on its own; Storybook has none. Not the story's doing.
    if (where.endsWith('/favicon.ico') || isSandboxAnswer(where)) return;
    errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  };
  // A console "Failed to load resource" line does not say which; the response does.
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400 && !isSandboxAnswer(response.url())) {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    // A preview already showing this story does not run it again when asked to show it (Storybook
    // keeps the render it has): a retry switched to the story that just failed on that page found
    // it "finished", its error display taken down, and passed without running it. It is loaded.
    const previewReady =
      opening === 'switch' &&
      (await page
        .evaluate(
          (storyId) =>
            Boolean((globalThis as PreviewGlobals).__STORYBOOK_ADDONS_CHANNEL__) &&
            (globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.currentRender?.id !== storyId,
          id,
        )
        .catch(() => false));
    if (previewReady) {
      // The error display of the story before is taken down first, so that only this story's
      // own failure (a missing id, a throw, a failed play) can show it again.
      await page.evaluate((storyId) => {
        document.body.classList.remove('sb-show-errordisplay');
        (globalThis as PreviewGlobals).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
          storyId,
          viewMode: 'story',
        });
      }, id);
    } else {
      const inUrl = Object.entries(globals ?? {})
        .map(([key, value]) => `${key}:${value}`)
        .join(';');
      const query = inUrl ? `&globals=${encodeURIComponent(inUrl)}` : '';
      await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${query}`, {
        waitUntil: 'domcontentloaded',
      });
    }
    await page.waitForFunction(
      (storyId) => {
        if (document.body.classList.contains('sb-show-errordisplay')) return true;
        const render = (globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.currentRender;
        // A play that switches the toolbar runs its story again meanwhile, and that run finishes
        // first: such a play marks the page busy until it is done itself.
        if ((globalThis as PreviewGlobals).__sendaPlayBusy) return false;
        return render?.id === storyId && (render.phase === 'finished' || render.phase === 'aborted');
      },
      id,
      { timeout: timeoutMs, polling: 50 },
    );
    // No helper functions inside evaluate: a transpiler may wrap them in helpers the page lacks.
    const shown = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? ['#error-message', '#error-stack']
            .map((selector) => document.querySelector(selector)?.textContent?.trim() ?? '')
            .join('\n')
            .trim()
        : null,
    );
    if (shown !== null) errors.push(`storybook error display: ${shown}`);
    const violations = errors.length ? [] : await runAxe(page);
    return { errors, violations, ms: Date.now() - started };
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
}

/**
 * Changes Storybook's globals on the story already open, as the toolbar does (Storybook then runs
 * the story again: loaders, render, play, checks), and returns what its error display shows once
 * that run has finished, or null.
 */
export async function rerenderWithGlobals(
  page: Page,
  globals: Record<string, unknown>,
  timeoutMs = 30_000,
): Promise<string | null> {
  await page.evaluate((next) => {
    const channel = (
      globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('no Storybook channel on the page');
    channel.emit('updateGlobals', { globals: next });
  }, globals);
  // The second run starts (it loads a fresh sandbox customer: seconds, never instant), then ends.
  await page.waitForFunction(
    () =>
      (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
        ?.currentRender?.phase !== 'finished',
    undefined,
    { timeout: timeoutMs, polling: 10 },
  );
  await page.waitForFunction(
    () => {
      const current = (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return (
        current === 'finished' ||
        current === 'aborted' ||
        document.body.classList.contains('sb-show-errordisplay')
      );
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent?.trim() ?? 'error display')
      : null,
  );
}

/** axe-core on what the page shows, serious and critical findings only. */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  // Once per loaded page: stories switched to in place share it.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const results = await axe.run(
      { include: [['body']], exclude: [['#storybook-docs'], ['.sb-wrapper'], ['.sb-errordisplay']] },
      { resultTypes: ['violations'] },
    );
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
