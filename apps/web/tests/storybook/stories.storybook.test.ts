import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import {
  checkStory,
  type IndexedStory,
  readStoryIndex,
  rerenderWithGlobals,
  runAxe,
  type StoryOutcome,
} from './story-check';

/**
 * Every story of the Storybook build in Debian's Chromium: it must render, run its play function
 * and reach the machine states it claims (Storybook's error display otherwise), with no page error
 * or console error, and axe-core must find no serious or critical violation. Phone-sized
 * (360×780), as the storefront is built mobile-first.
 *
 * Each story is switched to in the preview already on its page, as a designer's click in the
 * sidebar does, which takes well under half the time of a reload. A story that fails so is opened
 * again alone on a fresh page, and that outcome counts: what the story before left behind (a late
 * request, a console line from its unmount) must not fail this one. The in-place failure is
 * printed, so a leak between stories still shows in the log.
 */
const CHROMIUM = CHROMIUM_PATH;
const ARGS = CHROMIUM_ARGS;
/** Pages open at once: two cores run three stories' worth of waiting well. */
const PAGES = 3;

const stories = readStoryIndex(inject('storybookDir'));
let browser: Browser;
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];

const hasFindings = (outcome: StoryOutcome) => outcome.errors.length > 0 || outcome.violations.length > 0;

/**
 * A story tagged `walks-screens` (the journey editor's product session) opens a real screen per
 * step of a journey in a frame: a minute on a loaded machine, where any other story takes seconds.
 */
const WALKS_SCREENS = 'walks-screens';
const timeoutOf = (story: IndexedStory) => (story.tags?.includes(WALKS_SCREENS) ? 120_000 : 30_000);

/** Switched to in place; on a failure, opened alone on a fresh page and judged by that. */
async function checkStoryInPlace(page: Page, id: string, timeoutMs: number): Promise<StoryOutcome> {
  const switched = await checkStory(page, inject('storybookUrl'), id, { opening: 'switch', timeoutMs }).catch(
    (error: Error): StoryOutcome => ({ errors: [error.message], violations: [], ms: 0 }),
  );
  if (!hasFindings(switched)) return switched;
  console.info(
    `[storybook] ${id} failed when switched to in place; opened again alone. In place: ${[
      ...switched.errors,
      ...switched.violations.map((violation) => `axe ${violation.id}`),
    ]
      .join(' | ')
      .slice(0, 400)}`,
  );
  return checkStory(page, inject('storybookUrl'), id, { opening: 'load', timeoutMs });
}

async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const page = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await use(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  }
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  // A context per page: pages of one context share the origin's service worker (the sandbox's
  // MSW worker), and one page's registration update racing another's failed stories at random
  // ("Failed to update a ServiceWorker … mockServiceWorker.js: Not found").
  for (let n = 0; n < PAGES; n++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'es-MX' });
    idle.push(await context.newPage());
  }
  // Storybook's preview bundle, loaded once per page before any story is timed: on a loaded
  // two-core machine the first, uncached load alone has taken over 30 s (page.goto's limit).
  await Promise.all(
    idle.map((page) =>
      page.goto(`${inject('storybookUrl')}/iframe.html`, { waitUntil: 'domcontentloaded', timeout: 240_000 }),
    ),
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('the story check can fail', () => {
  it.each(['load', 'switch'] as const)('reports a story Storybook cannot render (%s)', async (opening) => {
    const outcome = await withPage(async (page) => {
      // A story first, so that switching starts from a preview that shows one.
      await checkStory(page, inject('storybookUrl'), stories[0]?.id ?? '', { opening: 'switch' });
      return checkStory(page, inject('storybookUrl'), 'no-such--story', { opening });
    });
    expect(outcome.errors.join('\n')).toMatch(/storybook error display/);
  });

  // A retry of a failed story is checked on the page that just showed it: switched to there,
  // Storybook kept the failed render and the check passed without running the story.
  it('runs a story again on the page that already shows it (a retry)', async () => {
    const id = stories.find((story) => story.id.startsWith('design-system-button'))?.id ?? '';
    const ranAgain = await withPage(async (page) => {
      await checkStory(page, inject('storybookUrl'), id, { opening: 'switch' });
      await page.evaluate(() => Object.assign(globalThis, { storyRenderBefore: true }));
      await checkStory(page, inject('storybookUrl'), id, { opening: 'switch' });
      return page.evaluate(() => !('storyRenderBefore' in globalThis));
    });
    expect(ranAgain).toBe(true);
  });

  it('reports a serious accessibility violation', async () => {
    const violations = await withPage(async (page) => {
      const first = stories.find((story) => story.id.startsWith('design-system-button'));
      await checkStory(page, inject('storybookUrl'), first?.id ?? '');
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.type = 'text';
        document.querySelector('#storybook-root')?.append(field);
      });
      const found = await runAxe(page);
      // The field would stay beside the next story switched to on this page.
      await page.goto(`${inject('storybookUrl')}/iframe.html`, { waitUntil: 'domcontentloaded' });
      return found;
    });
    expect(violations.map((violation) => violation.id)).toContain('label');
  });
});

describe('a story run again (a globals change after its first render)', () => {
  // Storybook runs a story again when its globals change (the toolbar, or the viewport addon
  // settling after the first render on a slow machine): the loaders make a new world and the
  // screen must run in it. This is how `purchase-connection-details--transfer-verifying-code`
  // once failed with "saw: nothing; machines seen: none".
  it('still reaches the states it claims', async () => {
    const id = 'purchase-connection-details--transfer-verifying-code';
    const shown = await withPage(async (page) => {
      try {
        const first = await checkStory(page, inject('storybookUrl'), id);
        expect(first.errors, 'the first run').toEqual([]);
        return await rerenderWithGlobals(page, { locale: 'en-US' });
      } finally {
        // Globals outlive a story switched to in place: the next story on this page starts clean.
        await page.goto(`${inject('storybookUrl')}/iframe.html`, { waitUntil: 'domcontentloaded' });
      }
    });
    expect(shown, 'the second run').toBeNull();
  });

  // Designers review every state in both languages: the toolbar's Locale (or a link with it in
  // the URL) must show the story in that language, signed-in customer or not.
  const LOCALE_STORY = 'purchase-connection-details--new-number-in-guadalajara';
  const heading = (page: Page) =>
    page.evaluate(() => document.querySelector('#storybook-root h1')?.textContent?.trim() ?? '');

  it('shows the story in English once the locale global changes', async () => {
    const [before, after, shown] = await withPage(async (page) => {
      try {
        const first = await checkStory(page, inject('storybookUrl'), LOCALE_STORY);
        expect(first.errors, 'the first run').toEqual([]);
        const spanish = await heading(page);
        const error = await rerenderWithGlobals(page, { locale: 'en-US' });
        return [spanish, await heading(page), error];
      } finally {
        await page.goto(`${inject('storybookUrl')}/iframe.html`, { waitUntil: 'domcontentloaded' });
      }
    });
    expect(shown, 'the second run').toBeNull();
    expect(before).toBe('Tu número y tu SIM');
    expect(after).toBe('Your number and SIM');
  });

  it('shows the story in English when opened with the locale global in its URL', async () => {
    const [outcome, shown] = await withPage(async (page) => {
      try {
        const opened = await checkStory(page, inject('storybookUrl'), LOCALE_STORY, {
          globals: { locale: 'en-US' },
        });
        return [opened, await heading(page)] as const;
      } finally {
        await page.goto(`${inject('storybookUrl')}/iframe.html`, { waitUntil: 'domcontentloaded' });
      }
    });
    expect(outcome.errors).toEqual([]);
    expect(shown).toBe('Your number and SIM');
  });
});

describe('stories in Chromium', () => {
  it('finds the stories in storybook-static/index.json', () => {
    expect(stories.length).toBeGreaterThan(100);
  });

  it.concurrent.each(stories.map((story) => [story.id, story] as const))(
    '%s',
    async (id, story) => {
      const outcome = await withPage((page) => checkStoryInPlace(page, id, timeoutOf(story)));
      expect(outcome.errors, 'errors while the story ran').toEqual([]);
      expect(
        outcome.violations.map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help} → ${violation.targets.join(', ')}`,
        ),
        'axe: serious or critical violations',
      ).toEqual([]);
    },
    // Each story's own check has its timeout (timeoutOf), twice if opened again alone.
    2 * 120_000 + 30_000,
  );
});
