import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What index.html's early gateway reads did on a page (early-gateway-reads and line-page-early-reads
 * browser tests): which gateway requests left, and who asked for each.
 */

/** Every gateway request the page sends, by path. */
export function recordGatewayRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/gateway/')) sent.push(pathname);
  });
  return sent;
}

/**
 * Who called fetch for each gateway URL, recorded in the page before any of its scripts run: a
 * classic inline script (document.currentScript set: index.html's) while the document was still
 * being parsed is byte zero; the app's module code has no currentScript.
 */
export async function recordFetchCallers(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ path: string; inline: boolean; parsing: boolean }> = [];
    (window as unknown as { __fetchCalls: typeof calls }).__fetchCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const script = document.currentScript;
      calls.push({
        path: new URL(url, location.href).pathname,
        inline: script instanceof HTMLScriptElement && !script.src,
        parsing: document.readyState === 'loading',
      });
      return original(input, init);
    };
  });
}

export async function expectEarlyAndOnce(page: Page, sent: string[], paths: string[]) {
  const calls = await page.evaluate(
    () =>
      (window as unknown as { __fetchCalls: Array<{ path: string; inline: boolean; parsing: boolean }> })
        .__fetchCalls,
  );
  for (const path of paths) {
    expect
      .soft(
        sent.filter((sentPath) => sentPath === path),
        `${path} sent once`,
      )
      .toHaveLength(1);
    expect
      .soft(
        calls.find((call) => call.path === path),
        `${path} asked for by index.html while it was parsed`,
      )
      .toEqual({ path, inline: true, parsing: true });
  }
}

/**
 * Holds the app's entry (its first load) until the returned function is called: what a page
 * paints meanwhile is its HTML's and its early script's, never the app's.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await entryHeld;
    await route.continue();
  });
  return () => releaseEntry();
}
