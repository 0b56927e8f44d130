import type { BrowserContext, Disposable, Page } from 'playwright-core';
import { forgetDeviceId } from './browser';

/**
 * A path of the storefront's origin that runs no script and loads nothing: a hashed asset that is
 * not there (a plain-text 404), where the page can clear the origin's storage.
 */
const BLANK_OF_THE_ORIGIN = '/assets/no-such-file-storage-reset';

/** A tab reused from test to test, with the init scripts its tests added, removed before the next. */
interface Tab {
  page: Page;
  initScripts: Disposable[];
}

/** The tab's `addInitScript` keeps what each call added, for the next test to remove. */
function openTab(page: Page): Tab {
  const tab: Tab = { page, initScripts: [] };
  const add = page.addInitScript.bind(page);
  page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
    const added = await add(...args);
    tab.initScripts.push(added);
    return added;
  }) as Page['addInitScript'];
  return tab;
}

/**
 * One context per language, opened by `open` on first use, and in it one tab reused from test to
 * test, each test starting with nothing stored (no cookie, no local or session storage), none of
 * the last test's init scripts or console listeners, and a device id of its own. What carries over
 * is what the browser keeps of the app's scripts (the HTTP cache; the tab's renderer, which has
 * them compiled): a page load in a new context, or a new tab, downloaded and compiled the whole app
 * again, most of a test's seconds. What a page does with its HTML (adoption, a boot script's
 * redirect) reads storage, never those. A check that needs the cold load itself (a shift only late
 * scripts show) takes a context of its own.
 */
export function warmContexts(open: (locale: string) => Promise<BrowserContext>) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  const tabs = new Map<string, Tab>();
  return {
    /** The `locale` context's tab, on a blank page of the origin with nothing stored. */
    async freshPage(locale: string): Promise<Page> {
      let opened = contexts.get(locale);
      if (!opened) {
        opened = open(locale);
        contexts.set(locale, opened);
        opened.catch(() => contexts.delete(locale));
      }
      const context = await opened;
      let tab = tabs.get(locale);
      if (!tab || tab.page.isClosed()) {
        tab = openTab(await context.newPage());
        tabs.set(locale, tab);
      } else {
        await Promise.all(tab.initScripts.splice(0).map((added) => added.dispose()));
        tab.page.removeAllListeners('console');
        tab.page.removeAllListeners('pageerror');
        forgetDeviceId(tab.page);
      }
      const { page } = tab;
      // Left first, so none of the last page's scripts writes to storage after it is cleared.
      await page.goto(BLANK_OF_THE_ORIGIN);
      await context.clearCookies();
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      return page;
    },
    async close(): Promise<void> {
      const opened = [...contexts.values()];
      contexts.clear();
      tabs.clear();
      await Promise.all(opened.map(async (context) => (await context).close()));
    },
  };
}
