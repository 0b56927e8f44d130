import type { SupportedLocale } from '../config/constants.ts';
import { resolveLocale } from './locale-resolution.ts';

/**
 * The cookie the app keeps the page's language in, for the server: it chooses which language's
 * prerendered HTML to send before any script runs, and cannot read local storage.
 */
export const LOCALE_COOKIE = 'senda_locale';

/**
 * The languages of an `Accept-Language` header, most wanted first (by `q`, then by order), the
 * way `navigator.languages` lists them; `*` and refused (`q=0`) entries are left out.
 */
export function acceptLanguageList(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** One cookie's value from a `Cookie` header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language a page load will start in, as a server can tell from the request alone: the app's
 * order (resolveLocale) with the cookie standing in for local storage and Accept-Language for
 * `navigator.languages`. A cached country default is the browser's only: when it decides, the app
 * draws the page itself instead of adopting HTML in the other language.
 */
export function documentLocale(request: {
  setlocale?: string | null | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): SupportedLocale {
  return resolveLocale({
    setlocale: request.setlocale ?? undefined,
    stored: cookieValue(request.cookie, LOCALE_COOKIE),
    browser: acceptLanguageList(request.acceptLanguage),
  });
}
