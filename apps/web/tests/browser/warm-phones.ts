import type { BrowserContext, Page } from 'playwright-core';

/**
 * A path of the storefront's origin that runs no script and loads nothing: a hashed asset that is
 * not there (a plain-text 404), where a page can clear the origin's storage.
 */
const BLANK_OF_THE_ORIGIN = '/assets/no-such-file-storage-reset';

/**
 * One context per language, opened by `open` on first use and reused from test to test, each test
 * on a page of its own that starts with nothing stored: no cookie, no local or session storage.
 * What the context keeps is its HTTP cache (the hashed scripts are immutable), so only its first
 * page downloads the app: a new context for every page load spent most of its seconds there. What
 * a page does with its HTML (adoption, a boot script's redirect) reads storage, never the cache. A
 * check that needs the cold load itself (a shift only late scripts show) takes a context of its own.
 */
export function warmContexts(open: (locale: string) => Promise<BrowserContext>) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return {
    /** A page of the `locale` context with nothing stored, the last test's page closed. */
    async freshPage(locale: string): Promise<Page> {
      let opened = contexts.get(locale);
      if (!opened) {
        opened = open(locale);
        contexts.set(locale, opened);
        opened.catch(() => contexts.delete(locale));
      }
      const context = await opened;
      // Closed first, so none of its scripts writes to storage after it is cleared.
      await Promise.all(context.pages().map((page) => page.close()));
      await context.clearCookies();
      const page = await context.newPage();
      await page.goto(BLANK_OF_THE_ORIGIN);
      // A new page has a session storage of its own; local storage is the context's.
      await page.evaluate(() => window.localStorage.clear());
      return page;
    },
    async close(): Promise<void> {
      const opened = [...contexts.values()];
      contexts.clear();
      await Promise.all(opened.map(async (context) => (await context).close()));
    },
  };
}
