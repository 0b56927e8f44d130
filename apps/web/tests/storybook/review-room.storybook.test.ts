import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import { bundles } from '@senda/core/i18n';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type ElementHandle,
  type Frame,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reviewRoomAt } from '../../../../scripts/nginx-config.ts';
import { freePort, type NginxServer, startNginx } from '../../../../scripts/nginx-server.ts';
import { chromeText } from '../../src/storybook/manager-chrome-words';
import { brandTitle } from '../../src/storybook/manager-texts';
import { NAME_SEPARATOR } from '../../src/storybook/sidebar-labels';
import { recordCspViolations } from '../browser/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { isSandboxAnswer, readStoryIndex } from './story-check';

/**
 * The review room as deployed: this run's Storybook build (the one the stories are checked on, so
 * no second build) served by nginx from the configuration `npm run nginx:config` writes, under
 * /review/, with its own Content-Security-Policy, in Chromium. The manager, its preview frame, a
 * story, the sidebar's search and a flow's review room page, in Spanish and in English: its states
 * listed by their plain names, two states' frames (360 px, one per language) scrolled into
 * view and rendered, and its own search by a plain name and by a machine id; with no failed
 * request, no console error and nothing the policy blocks, in any frame. The storefront beside it
 * is a stand-in page (the browser project checks the real one under the same configuration).
 */
const STOREFRONT_STAND_IN =
  '<!doctype html><html><head><meta charset="utf-8"><title>Senda</title></head><body><div id="root"></div></body></html>';

let nginx: NginxServer | undefined;
let storefront: string;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  storefront = mkdtempSync(join(tmpdir(), 'senda-review-storefront-'));
  writeFileSync(join(storefront, 'index.html'), STOREFRONT_STAND_IN);
  nginx = await startNginx({
    dist: storefront,
    port: await freePort(),
    deployConfig: { gatewayUrl: '/gateway/', paymentProviderOrigins: [] },
    upstream: '',
    proxiedPrefixes: [],
    review: reviewRoomAt('/review/', inject('storybookDir')),
  });
  origin = nginx.origin;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  nginx?.close();
  rmSync(storefront, { recursive: true, force: true });
});

/** What went wrong on a page and its frames: failed requests, console errors, page errors, CSP violations. */
interface Trouble {
  page: Page;
  problems: string[];
}

async function openedPage(context: BrowserContext): Promise<Trouble> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() === 'error' && !isSandboxAnswer(where) && !where.endsWith('/favicon.ico'))
      problems.push(`console error: ${message.text()} (${where})`);
  });
  page.on('response', (response) => {
    const url = response.url();
    // A story's sandbox refusals are what error states show; the browser's own favicon ask is not the room's.
    if (response.status() >= 400 && !isSandboxAnswer(url) && !url.endsWith('/favicon.ico'))
      problems.push(`HTTP ${response.status()}: ${url}`);
  });
  page.on('requestfailed', (request) => {
    // A frame or fetch left when the next page opens is aborted by the browser, not failed.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return { page, problems };
}

async function cspViolationsOfFrames(page: Page): Promise<string[]> {
  const all = await Promise.all(
    page
      .frames()
      .map((frame: Frame) =>
        frame
          .evaluate(
            () => (window as unknown as { __sendaCspViolations?: string[] }).__sendaCspViolations ?? [],
          )
          .catch(() => [] as string[]),
      ),
  );
  return all.flat();
}

async function newContext(locale: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  await recordCspViolations(context);
  return context;
}

/**
 * Waits until a Storybook preview frame has finished the story (Storybook's own render phase) or
 * shows its error display, and returns what that display says, or null.
 */
async function storyFinished(frame: Frame, storyId: string, timeout = 60_000): Promise<string | null> {
  await frame.waitForFunction(
    (id) => {
      const render = (
        globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        document.body.classList.contains('sb-show-errordisplay') ||
        (render?.id === id && render.phase === 'finished')
      );
    },
    storyId,
    { timeout, polling: 100 },
  );
  return frame.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error display')
      : null,
  );
}

/** The manager's preview frame once its story finished. */
async function finishedPreview(page: Page, storyId: string): Promise<Frame> {
  const frame = page.frameLocator('#storybook-preview-iframe');
  await frame.locator('#storybook-root').waitFor({ state: 'attached', timeout: 60_000 });
  const preview = page.frames().find((candidate) => candidate.url().includes('/review/iframe.html'));
  if (!preview) throw new Error('no preview frame under /review/');
  expect(await storyFinished(preview, storyId), `Storybook's error display on ${storyId}`).toBeNull();
  return preview;
}

/**
 * The flow whose review room is opened, in each language: a short one (8 states) keeps the file
 * quick on a two-core runner; the room is the same code for every flow.
 */
const ROOM = {
  // Storybook keeps the title's accent in the id.
  story: 'product-sala-de-revisión-review-room--line-registry',
  group: 'Manage/Line registry',
  // Found by its plain name alone.
  named: 'manage-line-registry--selfie-mismatch',
  // A machine state id some of its states claim, not all.
  machineState: 'lineRegistration.registering',
};

interface RoomState {
  id: string;
  /** Its plain name in each language. */
  names: Readonly<Record<SupportedLocale, string>>;
  claims: readonly string[];
}

/** The room's states as this build indexed them: each story's names and claimed states (story-names-index.ts). */
function roomStates(): RoomState[] {
  return readStoryIndex(inject('storybookDir'))
    .filter((story) => story.title === ROOM.group)
    .map((story) => {
      const [spanish = '', english = '', claims = ''] = story.name.split(NAME_SEPARATOR);
      return {
        id: story.id,
        names: { 'es-MX': spanish, 'en-US': english },
        claims: claims.split(' ').filter(Boolean),
      };
    });
}

/** Every text of each language, to tell which language a heading is in. */
const TEXTS: Record<SupportedLocale, ReadonlySet<string>> = {
  'es-MX': new Set(Object.values(bundles['es-MX'])),
  'en-US': new Set(Object.values(bundles['en-US'])),
};

/**
 * What is wrong with one state's frame in one language once its story finished: Storybook's error
 * display (a throw, a failed play or claimed state), a width other than the phone's 360 px, a page
 * not in that language, a first heading that is not one of that language's texts, or a frame not
 * named by the state's plain name as the room shows it.
 */
async function frameProblems(
  element: ElementHandle,
  state: RoomState,
  language: SupportedLocale,
  roomLocale: SupportedLocale,
): Promise<string[]> {
  const where = `${state.id} in ${language}`;
  const frame = await element.contentFrame();
  if (!frame) return [`${where}: no frame`];
  const shown = await storyFinished(frame, state.id, 120_000);
  if (shown !== null) return [`${where}: Storybook's error display: ${shown}`];
  const seen = await frame.evaluate(() => ({
    width: window.innerWidth,
    lang: document.documentElement.lang,
    heading: document.querySelector('#storybook-root h1')?.textContent?.trim() ?? '',
  }));
  const other = SUPPORTED_LOCALES.find((locale) => locale !== language) as SupportedLocale;
  const problems: string[] = [];
  if (seen.width !== 360) problems.push(`${where}: ${seen.width} px wide`);
  if (seen.lang !== language) problems.push(`${where}: page language "${seen.lang}"`);
  if (!TEXTS[language].has(seen.heading) || TEXTS[other].has(seen.heading))
    problems.push(`${where}: heading "${seen.heading}" is not a ${language} text`);
  const title = (await element.getAttribute('title')) ?? '';
  if (!title.includes(state.names[roomLocale])) problems.push(`${where}: frame titled "${title}"`);
  return problems;
}

/**
 * A flow's room: every state listed under its plain name in the page's language, and the two frames
 * of two of its states (its first, and the error state found by name) scrolled into view as a
 * designer scrolls (each starts once seen), one state's pair at a time; each must render its story
 * in its language at 360 px. Every story renders in its own test (stories.storybook.test.ts); here
 * the room's frames are what is checked, the same code for every state. All 16 frames of the room,
 * opened one pair at a time in a CI run, took most of this file's 368 s (one try failed), so two
 * states are opened, in one room only (`openFrames`): the other lists its states by name.
 */
async function checkRoomFrames(
  preview: Frame,
  locale: SupportedLocale,
  states: readonly RoomState[],
  openFrames: boolean,
) {
  const listed = preview.locator('[data-review-story]');
  await expect.poll(() => listed.count(), { timeout: 90_000 }).toBe(states.length);
  const opened = new Set([states[0]?.id, ROOM.named]);
  const problems: string[] = [];
  for (const state of states) {
    const item = preview.locator(`[data-review-story="${state.id}"]`);
    expect(await item.locator('h2').textContent(), `${state.id}'s name in the room`).toBe(
      state.names[locale],
    );
    if (!openFrames || !opened.has(state.id)) continue;
    const pair: Promise<string[]>[] = [];
    for (const language of SUPPORTED_LOCALES) {
      // Each frame's own place: on a narrow page the pair scrolls sideways.
      const place = item.locator(`[data-review-locale="${language}"]`);
      await place.scrollIntoViewIfNeeded();
      const element = await place.locator('iframe').elementHandle({ timeout: 10_000 });
      pair.push(
        frameProblems(element, state, language, locale).catch((error) => [
          `${state.id} in ${language}: ${error}`,
        ]),
      );
    }
    problems.push(...(await Promise.all(pair)).flat());
  }
  expect(problems, 'frames that did not render their story').toEqual([]);
}

/** The room's own search: a state's plain name finds it alone, a machine id the states that claim it. */
async function checkRoomSearch(preview: Frame, locale: SupportedLocale, states: readonly RoomState[]) {
  const search = preview.getByTestId('review-search');
  const shown = () =>
    preview
      .locator('[data-review-story]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-review-story')));
  const named = states.find((state) => state.id === ROOM.named) as RoomState;
  const claiming = states
    .filter((state) => state.claims.includes(ROOM.machineState))
    .map((state) => state.id);
  expect(claiming.length).toBeGreaterThan(0);
  expect(claiming.length).toBeLessThan(states.length);
  for (const [query, expected] of [
    [named.names[locale], [named.id]],
    [ROOM.machineState, claiming],
  ] as const) {
    await search.fill(query);
    await expect.poll(shown, { timeout: 10_000 }).toEqual(expected);
  }
  await search.fill('');
}

// Its text, not as drawn: the sidebar draws a section's name in capitals.
const sidebarText = async (page: Page, id: string) =>
  (await page.locator(`[data-item-id="${id}"]`).first().textContent())?.trim();

describe('the review room under /review/ (the real Storybook build, nginx, its CSP)', () => {
  it('sends its own Content-Security-Policy on the manager and the preview, not the storefront’s', async () => {
    for (const path of ['/review/', '/review/iframe.html']) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(200);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it.each([
    [
      'es-MX',
      {
        section: 'Compra',
        screen: 'Tu número y tu SIM',
        story: 'Número nuevo en Guadalajara',
        heading: 'Tu número y tu SIM',
        room: 'Sala de revisión: Registro de la línea',
        openFrames: true,
      },
    ],
    [
      'en-US',
      {
        section: 'Purchase',
        screen: 'Connection details',
        story: 'New number: Guadalajara numbers only',
        heading: 'Your number and SIM',
        room: 'Review room: Line registry',
        openFrames: false,
      },
    ],
  ] as const)(
    'opens the manager, a story and a flow’s review room in %s, the sidebar and its brand in that language (and, in Spanish, the sidebar’s search and two states’ frames in both languages)',
    async (locale, words) => {
      const context = await newContext(locale);
      const { page, problems } = await openedPage(context);
      const globals = locale === 'en-US' ? '&globals=locale:en-US' : '';
      try {
        // A story: the manager, its sidebar in the language, the preview frame's story finished.
        const story = 'purchase-connection-details--new-number-in-guadalajara';
        await page.goto(`${origin}/review/?path=/story/${story}${globals}`);
        const shown = await finishedPreview(page, story);
        expect(await shown.locator('#storybook-root h1').first().textContent()).toBe(words.heading);
        expect(await sidebarText(page, 'purchase')).toBe(words.section);
        expect(await sidebarText(page, 'purchase-connection-details')).toBe(words.screen);
        // The selected story's item also holds Storybook's "Skip to content" link.
        expect(await sidebarText(page, story)).toMatch(new RegExp(`^${words.story}`));
        // The brand above it too (manager.ts, once the story's globals arrived).
        await expect
          .poll(() => page.locator('.sidebar-header').innerText(), { timeout: 10_000 })
          .toContain(brandTitle(locale));
        // Storybook's own words in the same language: the search box, a toolbar button, the panel's tabs.
        const frameWords = () =>
          page.evaluate(() => ({
            search: document.querySelector('#storybook-explorer-searchfield')?.getAttribute('placeholder'),
            tabs: [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent?.trim()),
          }));
        await expect.poll(frameWords, { timeout: 10_000 }).toEqual({
          search: chromeText('Find components', locale),
          tabs: ['Controls', 'Actions', 'Interactions'].map((tab) => chromeText(tab, locale)),
        });
        expect(
          await page.getByRole('button', { name: chromeText('Reload story', locale), exact: true }).count(),
        ).toBe(1);

        if (locale === 'es-MX') {
          // The search finds stories by Spanish words and by a machine state id (in the index's names).
          const search = page.locator('#storybook-explorer-searchfield');
          for (const [query, expected] of [
            ['expirado', 'Código expirado'],
            ['rechazado', 'Rechazado'],
            ['viaje', 'Recorrido (viaje)'],
            ['termination.submitFailed', 'Envío fallido'],
          ] as const) {
            await search.fill(query);
            await expect
              .poll(async () => (await page.locator('.search-result-item').allInnerTexts()).join('\n'), {
                timeout: 10_000,
              })
              .toContain(expected);
          }
          await search.fill('');
        }

        // A flow's review room: its states by their plain names, two states' frames rendered (in one
        // of the two rooms), its search.
        await page.goto(`${origin}/review/?path=/story/${encodeURIComponent(ROOM.story)}${globals}`);
        const preview = await finishedPreview(page, ROOM.story);
        expect(await preview.locator('#storybook-root h1').first().textContent()).toBe(words.room);
        const states = roomStates();
        expect(states.length).toBeGreaterThan(5);
        await checkRoomFrames(preview, locale, states, words.openFrames);
        await checkRoomSearch(preview, locale, states);

        expect(problems, 'failed requests, console and page errors').toEqual([]);
        expect(await cspViolationsOfFrames(page), 'Content-Security-Policy violations').toEqual([]);
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
