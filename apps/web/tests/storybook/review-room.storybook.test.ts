import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reviewRoomAt } from '../../../../scripts/nginx-config.ts';
import { freePort, type NginxServer, startNginx } from '../../../../scripts/nginx-server.ts';
import { recordCspViolations } from '../browser/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { isSandboxAnswer } from './story-check';

/**
 * The review room as deployed: this run's Storybook build (the one the stories are checked on, so
 * no second build) served by nginx from the configuration `npm run nginx:config` writes, under
 * /review/, with its own Content-Security-Policy, in Chromium. The manager, its preview frame, a
 * story, a flow's review room page (its states listed) and the sidebar's search, in Spanish and in English, with no
 * failed request, no console error and nothing the policy blocks. The storefront beside it is a
 * stand-in page (the browser project checks the real one under the same configuration).
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

/** The manager's preview frame once its story finished (Storybook's own render phase). */
async function finishedPreview(page: Page, storyId: string): Promise<Frame> {
  const frame = page.frameLocator('#storybook-preview-iframe');
  await frame.locator('#storybook-root').waitFor({ state: 'attached', timeout: 60_000 });
  const preview = page.frames().find((candidate) => candidate.url().includes('/review/iframe.html'));
  if (!preview) throw new Error('no preview frame under /review/');
  await preview.waitForFunction(
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
    { timeout: 60_000, polling: 100 },
  );
  const shown = await preview.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error display')
      : null,
  );
  expect(shown, `Storybook's error display on ${storyId}`).toBeNull();
  return preview;
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
        room: 'Sala de revisión: Reposición de SIM',
      },
    ],
    [
      'en-US',
      {
        section: 'Purchase',
        screen: 'Connection details',
        story: 'New number: Guadalajara numbers only',
        heading: 'Your number and SIM',
        room: 'Review room: SIM replacement',
      },
    ],
  ] as const)(
    'opens the manager, a story and a flow’s review room in %s, the sidebar (and, in Spanish, its search) in that language',
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

        // A flow's review room: its states listed.
        // Storybook keeps the title's accent in the id.
        const room = 'product-sala-de-revisión-review-room--sim-replacement';
        await page.goto(`${origin}/review/?path=/story/${encodeURIComponent(room)}${globals}`);
        const preview = await finishedPreview(page, room);
        expect(await preview.locator('#storybook-root h1').first().textContent()).toBe(words.room);
        await expect
          .poll(() => preview.locator('[data-review-story]').count(), { timeout: 90_000 })
          .toBeGreaterThan(5);
        // Its states' own frames start only once scrolled into view: not opened here.

        expect(problems, 'failed requests, console and page errors').toEqual([]);
        expect(await cspViolationsOfFrames(page), 'Content-Security-Policy violations').toEqual([]);
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
