import type { BrowserContext, Page } from 'playwright-core';
import { storefrontUrl } from './browser';

/**
 * What the storefront's pages send, each fetch body as it leaves (the gateway client sends JSON
 * as a stream, which Playwright's postData() does not see), and what its origin keeps in
 * localStorage and sessionStorage: where a card number or security code must never be.
 */
export async function collectSentBodies(context: BrowserContext, name = '__sendaBodies'): Promise<string[]> {
  const sent: string[] = [];
  await context.exposeFunction(name, (text: string) => sent.push(text));
  await context.addInitScript(
    ({ storefront, name }) => {
      if (location.origin !== storefront) return;
      const report = (window as unknown as Record<string, (text: string) => void>)[name];
      const original = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const body =
          input instanceof Request && init?.body === undefined
            ? input.clone().text()
            : init?.body
              ? new Response(init.body as BodyInit).text()
              : Promise.resolve('');
        const url = input instanceof Request ? input.url : String(input);
        body.then((text) => report?.(`${url} ${text}`)).catch(() => report?.(`${url} <unreadable>`));
        return original.call(this, input, init);
      };
    },
    { storefront: storefrontUrl(), name },
  );
  return sent;
}

export async function storedTexts(page: Page, only?: 'localStorage'): Promise<string[]> {
  return page.evaluate(
    (only) =>
      (only === 'localStorage' ? [localStorage] : [localStorage, sessionStorage]).flatMap((storage) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? '';
          return `${key}=${storage.getItem(key)}`;
        }),
      ),
    only,
  );
}

/**
 * The texts that hold a purchase's personal details as the purchase tests type them (PERSON, her
 * CURP, the address of `fillAddress`), in any of the shapes the app could keep them: the order's,
 * the form's split date, the profile's birth date in milliseconds.
 */
export function personalDataIn(
  texts: readonly string[],
  person: { first: string; last: string; dob: string; phone: string },
): string[] {
  const [year, month, day] = person.dob.split('-');
  const leaks = [
    new RegExp(`"${person.first}"`),
    new RegExp(person.last),
    new RegExp(person.dob),
    new RegExp(`"dobYear":"${year}"|"dobDay":"${Number(day)}"[^}]*"dobMonth":"${Number(month)}"`),
    new RegExp(String(Date.parse(`${person.dob}T00:00:00Z`))),
    new RegExp(person.phone),
    /[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d/,
    /Álvaro Obregón|Roma Norte/,
  ];
  // Each as where it is (the key) and what was found there, with a little around it.
  return texts.flatMap((text) =>
    leaks.flatMap((leak) => {
      const found = leak.exec(text);
      if (!found) return [];
      const around = text.slice(Math.max(0, found.index - 40), found.index + found[0].length + 10);
      return [`${text.slice(0, text.indexOf('='))}: …${around}…`];
    }),
  );
}

/** How many of the texts hold the token. */
export const copiesOf = (texts: readonly string[], token: string): number =>
  texts.filter((text) => text.includes(token)).length;

/** The texts that hold `card` (with or without spaces) or `securityCode` as a value. */
export function cardDataIn(texts: readonly string[], card: string, securityCode: string): string[] {
  const leaks = [
    new RegExp(card.replace(/ /g, '')),
    new RegExp(card),
    new RegExp(`["'=:]\\s*"?${securityCode}(?![0-9])`),
  ];
  return texts.filter((text) => leaks.some((leak) => leak.test(text))).map((text) => text.slice(0, 300));
}
