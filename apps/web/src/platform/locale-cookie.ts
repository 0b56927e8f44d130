import { LOCALE_COOKIE } from '@senda/core/i18n';

/**
 * Tells the server the page's language for the next page load (core's documentLocale), so it sends
 * the prerendered HTML in that language: local storage, where the choice is kept, never reaches
 * it. A year, the whole site, first-party only.
 */
export function rememberLocaleForServer(doc: Document, locale: string): void {
  doc.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}
