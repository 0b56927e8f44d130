import { describe, expect, it } from 'vitest';
import {
  browserLocale,
  normalizeLocale,
  resolveLocale,
  shouldFetchRemoteLocale,
} from './locale-resolution.ts';

describe('normalizeLocale', () => {
  it.each([
    ['es', 'es-MX'],
    ['es-mx', 'es-MX'],
    ['ES_MX', 'es-MX'],
    ['  es-MX ', 'es-MX'],
    ['es-ES', 'es-MX'],
    ['es-419', 'es-MX'],
    ['en', 'en-US'],
    ['EN-us', 'en-US'],
    ['en_GB', 'en-US'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['fr'],
    ['fr-FR'],
    ['español'],
    ['esp'],
    ['e'],
    ['es-'],
    ['es--MX'],
    ['<script>'],
    ['undefined'],
    [null],
    [undefined],
    [42],
    [{ locale: 'es' }],
    [['es']],
  ])('ignores %j', (input) => {
    expect(normalizeLocale(input)).toBeUndefined();
  });
});

describe('resolveLocale', () => {
  const all = { setlocale: 'en', langCode: 'es', stored: 'en-US', countryDefault: 'es-MX' } as const;

  it('takes setlocale first', () => {
    expect(resolveLocale(all)).toBe('en-US');
    expect(resolveLocale({ ...all, setlocale: 'es' })).toBe('es-MX');
  });

  it('then langCode', () => {
    expect(resolveLocale({ ...all, setlocale: undefined })).toBe('es-MX');
    expect(resolveLocale({ ...all, setlocale: undefined, langCode: 'en' })).toBe('en-US');
  });

  it('then the stored language', () => {
    expect(resolveLocale({ stored: 'en-US', countryDefault: 'es-MX' })).toBe('en-US');
    expect(resolveLocale({ stored: 'es', countryDefault: 'en' })).toBe('es-MX');
  });

  it("then the browser's languages, before the country default", () => {
    expect(resolveLocale({ browser: ['es'], countryDefault: 'en-US' })).toBe('es-MX');
    expect(resolveLocale({ browser: ['en-GB', 'es-MX'], countryDefault: 'es-MX' })).toBe('en-US');
    expect(resolveLocale({ stored: 'en-US', browser: ['es-MX'] })).toBe('en-US');
    expect(resolveLocale({ setlocale: 'en', browser: ['es-MX'] })).toBe('en-US');
    expect(resolveLocale({ browser: ['fr-FR', 'pt-BR'], countryDefault: 'es-MX' })).toBe('es-MX');
    expect(resolveLocale({ browser: ['fr-FR'] })).toBe('en-US');
  });

  it('then the country default', () => {
    expect(resolveLocale({ countryDefault: 'es' })).toBe('es-MX');
    expect(resolveLocale({ countryDefault: 'en' })).toBe('en-US');
  });

  it('then DEFAULT_LOCALE (en-US)', () => {
    expect(resolveLocale()).toBe('en-US');
    expect(resolveLocale({})).toBe('en-US');
  });

  it('skips junk at one level instead of letting it hide the next', () => {
    expect(resolveLocale({ setlocale: 'xx', langCode: '', stored: 'klingon', countryDefault: 'es' })).toBe(
      'es-MX',
    );
    expect(resolveLocale({ setlocale: 'fr', langCode: 'es_mx' })).toBe('es-MX');
    expect(resolveLocale({ setlocale: null, langCode: 7, stored: {}, countryDefault: 'nope' })).toBe('en-US');
  });
});

describe('browserLocale', () => {
  it.each([
    [['es'], 'es-MX'],
    [['es-MX', 'en-US'], 'es-MX'],
    [['es-419'], 'es-MX'],
    [['fr-CA', 'es-US', 'en'], 'es-MX'],
    [['en-GB', 'es'], 'en-US'],
    ['es-MX', 'es-MX'],
  ])('%j → %s (the first supported language wins)', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });

  it.each([[[]], [['fr', 'de']], [undefined], [null], [[42, {}]]])('none in %j', (languages) => {
    expect(browserLocale(languages)).toBeUndefined();
  });
});

describe('shouldFetchRemoteLocale', () => {
  it('fetches when no locale is stored', () => {
    expect(shouldFetchRemoteLocale({ storedLocale: null, resetParam: null, pathname: '/web/login' })).toBe(
      true,
    );
    expect(shouldFetchRemoteLocale({ storedLocale: undefined, pathname: '/' })).toBe(true);
    expect(shouldFetchRemoteLocale({ storedLocale: '', pathname: '/web/signup' })).toBe(true);
  });

  it('treats an unreadable stored locale as none', () => {
    expect(shouldFetchRemoteLocale({ storedLocale: 'garbage!', pathname: '/web/login' })).toBe(true);
  });

  it('does not fetch when a locale is stored, unless reset=true', () => {
    expect(shouldFetchRemoteLocale({ storedLocale: 'es-MX', resetParam: null, pathname: '/web/login' })).toBe(
      false,
    );
    expect(
      shouldFetchRemoteLocale({ storedLocale: 'es-MX', resetParam: 'false', pathname: '/web/login' }),
    ).toBe(false);
    expect(
      shouldFetchRemoteLocale({ storedLocale: 'es-MX', resetParam: 'true', pathname: '/web/login' }),
    ).toBe(true);
    expect(
      shouldFetchRemoteLocale({ storedLocale: 'es-MX', resetParam: 'TRUE', pathname: '/web/login' }),
    ).toBe(true);
  });

  it.each([
    '/web/pre-checkout',
    '/web/addon-selection',
    '/blacknut',
    '/web/pre-checkout/',
    '/blacknut/',
  ])('never fetches on %s, even with reset=true and nothing stored', (pathname) => {
    expect(shouldFetchRemoteLocale({ storedLocale: null, resetParam: 'true', pathname })).toBe(false);
  });

  it('fetches on pages that merely start like a skipped one', () => {
    expect(shouldFetchRemoteLocale({ storedLocale: null, pathname: '/web/pre-checkout-extra' })).toBe(true);
    expect(shouldFetchRemoteLocale({ storedLocale: null, pathname: '/web/personal-details' })).toBe(true);
  });
});
