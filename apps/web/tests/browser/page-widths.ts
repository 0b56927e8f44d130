import type { SupportedLocale } from '@senda/core/config';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LONG_RUNS } from './browser';

/**
 * A phone's, a tablet's and a desktop's width, one inside each of the spec's layouts (mobile
 * ≤ 550 px, tablet ≤ 900 px, desktop wider). A page is opened at the first, the phone's.
 */
export const LAYOUT_WIDTHS = [360, 768, 1280] as const;
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];

/**
 * The widths a page is checked at in a language. English is the same markup as Spanish with other
 * words, and the Spanish ones are the longer: past a phone's width, where a word could first push
 * a page sideways, English repeats the Spanish check, so it runs there on `npm run test:long` only.
 */
export const widthsToCheck = (locale: SupportedLocale): readonly LayoutWidth[] =>
  locale === 'es-MX' || LONG_RUNS ? LAYOUT_WIDTHS : [LAYOUT_WIDTHS[0]];

/** The screen at a width: a phone's is 780 px tall (newPhoneContext's), wider ones 800 px. */
export const screenAt = (width: LayoutWidth) => ({ width, height: width === 360 ? 780 : 800 });

/** The page has its heading and nothing is still loading (no busy region, no spinner). */
export async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.locator('[aria-busy="true"], [role="status"][aria-label*="oad"]').count(), {
      timeout: 30_000,
    })
    .toBe(0);
}

/**
 * The already-open page at another width, as a window resized (no new load): once the browser has
 * laid it out again and the screens that ask matchMedia have drawn their answer (two frames), and
 * whatever that width loads has settled.
 */
export async function resizeTo(page: Page, width: LayoutWidth) {
  await page.setViewportSize(screenAt(width));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await settle(page);
}

/**
 * The page scrolls sideways: the document or the body is wider than the screen, the width the
 * test set. Not `innerWidth`: a phone's browser widens its window to a page that overflows (a
 * 400 px block at 360 px: innerWidth 416, as wide as the page), so a check against it never fails.
 * Answers "label at W px: html N px, body M px", or nothing.
 */
export async function horizontalScroll(page: Page, label: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const { html, body } = await page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  return html > width || body > width ? [`${label} at ${width} px: html ${html} px, body ${body} px`] : [];
}
