import type { Page } from 'playwright-core';

/** WCAG 2.5.8 (target size, minimum): 24 × 24 CSS px. */
export const MIN_TARGET_PX = 24;

/**
 * The legal links on the page smaller than 24 × 24 px, as "label: text (w×h)": every link in the
 * footer and every document link that opens in a new tab (terms, privacy notice, help centre).
 * Links drawn as nothing (visually hidden, display none) are left out.
 */
export async function smallLegalLinks(page: Page, label: string): Promise<string[]> {
  const small = await page.evaluate((min) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('footer a, a[target="_blank"]')];
    return links
      .map((link) => ({ text: link.textContent?.trim() || link.href, rect: link.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && rect.height > 1)
      .filter(({ rect }) => rect.width < min || rect.height < min)
      .map(({ text, rect }) => `${text} (${Math.round(rect.width)}×${Math.round(rect.height)})`);
  }, MIN_TARGET_PX);
  return small.map((link) => `${label}: ${link}`);
}
