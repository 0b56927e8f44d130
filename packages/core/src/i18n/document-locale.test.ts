import { describe, expect, it } from 'vitest';
import { acceptLanguageList, documentLocale, LOCALE_COOKIE } from './document-locale.ts';

describe('acceptLanguageList', () => {
  it('orders by q, then as written, and drops * and refused languages', () => {
    expect(acceptLanguageList('fr-CA, en;q=0.8, es-MX;q=0.9, de;q=0, *;q=0.1')).toEqual([
      'fr-CA',
      'es-MX',
      'en',
    ]);
    expect(acceptLanguageList(undefined)).toEqual([]);
    expect(acceptLanguageList(' ,;q=1')).toEqual([]);
  });
});

describe('documentLocale', () => {
  it('follows the app: setlocale, then the stored choice (cookie), then the browser, then the default', () => {
    const acceptLanguage = 'es-419,es;q=0.9';
    expect(documentLocale({ acceptLanguage })).toBe('es-MX');
    expect(documentLocale({ acceptLanguage, cookie: `a=1; ${LOCALE_COOKIE}=en-US` })).toBe('en-US');
    expect(documentLocale({ acceptLanguage, cookie: `${LOCALE_COOKIE}=en-US`, setlocale: 'es' })).toBe(
      'es-MX',
    );
    expect(documentLocale({ acceptLanguage: 'fr-FR, en-GB;q=0.5' })).toBe('en-US');
    expect(documentLocale({ acceptLanguage: 'fr-FR' })).toBe('en-US');
  });

  it('skips junk at each level', () => {
    expect(
      documentLocale({ setlocale: '<script>', cookie: `${LOCALE_COOKIE}=xx-junk!`, acceptLanguage: 'es' }),
    ).toBe('es-MX');
  });
});
