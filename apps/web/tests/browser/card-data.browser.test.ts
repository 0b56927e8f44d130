import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, storefrontUrl, uniqueEmail } from './browser';
import { walkPurchase } from './journey-walk';
import {
  accessToken,
  chooseCardPayment,
  heading,
  newEsimCustomerToPayment,
  PERSON,
  PURCHASE_PAYMENT_PAGE,
  payByCard,
  retryAfterDecline,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';
import { copiesOf, personalDataIn, storedTexts } from './sent-and-stored';

/**
 * Card data never reaches the storefront: after a declined then approved card with
 * "save this card", a one-tap payment with the saved card, and a 3-D Secure challenge, no card
 * number (with or without spaces) and no security code appears in the storefront origin's
 * localStorage, sessionStorage, IndexedDB or cookies, in any console line, or in any request the
 * storefront's own pages sent. The card is typed only in the provider's frame, whose requests
 * go to the provider and are not the storefront's.
 */
const SECURITY_CODE = '739';
const CHALLENGE_CARD = '4000 0000 0000 3220';
const CARDS = [TEST_CARDS.approve, TEST_CARDS.decline, CHALLENGE_CARD];

/** The card numbers as they could be written down, and the security code as a value. */
const LEAKS: RegExp[] = [
  ...CARDS.flatMap((card) => [card, card.replace(/ /g, ''), card.replace(/ /g, '-')]).map(
    (text) => new RegExp(text.replace(/[-]/g, '\\-')),
  ),
  new RegExp(`["'=:]\\s*"?${SECURITY_CODE}(?![0-9])`),
];

interface Collected {
  /** What the storefront's pages sent: URL and body of each request. */
  sent: string[];
  console: string[];
}

/**
 * Everything the storefront's pages sent. Playwright's `postData()` is empty for a body sent as a
 * stream, which is how the gateway client (ky) sends its JSON in Chromium: so the pages' own
 * `fetch`, `XMLHttpRequest` and `sendBeacon` also report each body as they send it. Only the
 * storefront's frames report; the provider's frame is another origin and sends the card by design.
 */
async function collect(context: BrowserContext, page: Page): Promise<Collected> {
  const collected: Collected = { sent: [], console: [] };
  await context.exposeFunction('__sendaSent', (text: string) => collected.sent.push(text));
  await context.addInitScript((storefront) => {
    if (location.origin !== storefront) return;
    const report = (window as unknown as { __sendaSent: (text: string) => void }).__sendaSent;
    const bodyText = (body: unknown): Promise<string> =>
      body === undefined || body === null ? Promise.resolve('') : new Response(body as BodyInit).text();
    const originalFetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const read =
        input instanceof Request && init?.body === undefined ? input.clone().text() : bodyText(init?.body);
      const url = input instanceof Request ? input.url : String(input);
      read.then((body) => report(`${url} ${body}`)).catch(() => report(`${url} <unreadable body>`));
      return originalFetch.call(this, input, init);
    };
    const originalSend = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      bodyText(body).then((text) => report(`xhr ${text}`));
      return originalSend.call(this, body);
    };
    const originalBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      bodyText(data).then((text) => report(`beacon ${String(url)} ${text}`));
      return originalBeacon(url, data);
    };
  }, storefrontUrl());
  context.on('request', (request) => {
    let from = '';
    try {
      from = new URL(request.frame().url()).origin;
    } catch {
      // A request with no frame (a service worker's): not a page of the storefront.
      return;
    }
    if (from === storefrontUrl()) collected.sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  page.on('console', (message) => collected.console.push(message.text()));
  return collected;
}

/** Everything the storefront's origin keeps in the browser, as text. */
async function storedByStorefront(context: BrowserContext, page: Page): Promise<string[]> {
  await page.goto('/404');
  const inPage = await page.evaluate(async () => {
    const entries: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        entries.push(`${key}=${storage.getItem(key)}`);
      }
    }
    for (const database of await indexedDB.databases()) {
      if (!database.name) continue;
      const opened = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database.name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(opened.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = opened.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        entries.push(`${database.name}/${storeName}=${JSON.stringify(values)}`);
      }
      opened.close();
    }
    return entries;
  });
  const cookies = (await context.cookies(storefrontUrl())).map((cookie) => `${cookie.name}=${cookie.value}`);
  return [...inPage, ...cookies];
}

const leaksIn = (texts: string[]) =>
  texts.filter((text) => LEAKS.some((pattern) => pattern.test(text))).map((text) => text.slice(0, 300));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('card data stays in the provider frame', () => {
  it('the leak patterns find a card number and a security code (the check can fail)', () => {
    expect(leaksIn([`{"pan":"${TEST_CARDS.approve.replace(/ /g, '')}"}`])).toHaveLength(1);
    expect(leaksIn([`{"number":"${TEST_CARDS.decline}"}`])).toHaveLength(1);
    expect(leaksIn([`{"cvv":"${SECURITY_CODE}"}`, `code=${SECURITY_CODE}&x=1`])).toHaveLength(2);
    expect(leaksIn(['{"orderRef":"SND-173900-00001","amount":7390}'])).toEqual([]);
  });

  it('declined then approved with save, then one tap with the saved card: nothing kept, logged or sent', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const collected = await collect(context, page);
    await newEsimCustomerToPayment(page, { email: uniqueEmail('carddata'), plan: 'Senda 150' });
    await chooseCardPayment(page);
    await payByCard(page, TEST_CARDS.decline, PURCHASE_PAYMENT_PAGE, {
      saveCard: true,
      securityCode: SECURITY_CODE,
    });
    await retryAfterDecline(page);
    await payByCard(page, TEST_CARDS.approve, PURCHASE_PAYMENT_PAGE, {
      saveCard: true,
      securityCode: SECURITY_CODE,
    });
    await successOrderRef(page);

    // The next order, paid with the saved card in one tap.
    await page.goto('/web/pre-checkout');
    // Signed in: the journey's steps up to the choice of payment, in the file's order.
    await walkPurchase(page, ['payment-method-selector'], {
      email: 'signed-in',
      sim: 'eSIM',
      plan: 'Senda 200',
    });
    await heading(page, 'Payment method');
    await page.getByRole('radio', { name: /Visa ending in 4242/ }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Payment');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await successOrderRef(page);

    const stored = await storedByStorefront(context, page);
    await context.close();
    expect(collected.sent.length).toBeGreaterThan(20);
    expect(stored.length).toBeGreaterThan(3);
    expect(leaksIn(stored), 'storage and cookies').toEqual([]);
    expect(leaksIn(collected.console), 'console').toEqual([]);
    expect(leaksIn(collected.sent), 'requests the storefront sent').toEqual([]);
  });

  it('a 3-D Secure challenge: nothing kept, logged or sent; no personal detail left once paid, the token once', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const collected = await collect(context, page);
    await newEsimCustomerToPayment(page, { email: uniqueEmail('carddata3ds'), plan: 'Senda 100' });
    // Typed and on their way to the gateway: kept for this tab only, never in localStorage.
    expect(personalDataIn(await storedTexts(page), PERSON).length, 'the tab keeps them').toBeGreaterThan(0);
    expect(personalDataIn(await storedTexts(page, 'localStorage'), PERSON), 'localStorage').toEqual([]);
    await chooseCardPayment(page);
    await payByCard(page, CHALLENGE_CARD, PURCHASE_PAYMENT_PAGE, { securityCode: SECURITY_CODE });
    await page.frameLocator('iframe[src*="/challenge/"]').getByRole('button', { name: 'Autorizar' }).click();
    await successOrderRef(page);
    const token = await accessToken(page);

    const stored = await storedByStorefront(context, page);
    await context.close();
    expect(personalDataIn(stored, PERSON), 'personal details left after payment').toEqual([]);
    expect(copiesOf(stored, token), 'stored copies of the access token').toBe(1);
    expect(leaksIn(stored), 'storage and cookies').toEqual([]);
    expect(leaksIn(collected.console), 'console').toEqual([]);
    expect(leaksIn(collected.sent), 'requests the storefront sent').toEqual([]);
  });
});
