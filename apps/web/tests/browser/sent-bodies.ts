import type { BrowserContext, Page } from 'playwright-core';
import { storefrontUrl } from './browser';

/**
 * What the storefront's pages send: each fetch body as it leaves (ky sends JSON as a stream, which
 * Playwright's `postData()` does not show). Only the storefront's frames report; the provider's
 * frame is another origin and sends the card by design.
 */
export async function collectSentBodies(context: BrowserContext): Promise<string[]> {
  const sent: string[] = [];
  await context.exposeFunction('__storefrontSent', (text: string) => sent.push(text));
  await context.addInitScript((storefront) => {
    if (location.origin !== storefront) return;
    const report = (window as unknown as { __storefrontSent: (text: string) => void }).__storefrontSent;
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const body =
        input instanceof Request && init?.body === undefined
          ? input.clone().text()
          : init?.body
            ? new Response(init.body as BodyInit).text()
            : Promise.resolve('');
      const url = input instanceof Request ? input.url : String(input);
      body.then((text) => report(`${url} ${text}`)).catch(() => report(`${url} <unreadable>`));
      return original.call(this, input, init);
    };
  }, storefrontUrl());
  return sent;
}

/** Every key and value of the page's localStorage and sessionStorage, as `key=value`. */
export async function storedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key)}`;
      }),
    ),
  );
}
