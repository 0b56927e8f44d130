import * as v from 'valibot';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../config/constants.ts';

/**
 * A language tag as people and gateways actually write it: 'es', 'es-mx', 'ES_MX', ' en-US '.
 * Underscores become hyphens and case is dropped; anything that is not tag-shaped is junk.
 */
const LooseLocaleTagSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((input) => input.replaceAll('_', '-').toLowerCase()),
  v.regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/),
);

/** One bundle per language, so any region of a supported language gets that bundle (es-ES → es-MX). */
const BY_LANGUAGE: ReadonlyMap<string, SupportedLocale> = new Map(
  SUPPORTED_LOCALES.map((locale) => [locale.split('-')[0]?.toLowerCase() ?? locale, locale]),
);

/** The supported locale a loose tag stands for, or undefined for junk and unsupported languages. */
export function normalizeLocale(input: unknown): SupportedLocale | undefined {
  const parsed = v.safeParse(LooseLocaleTagSchema, input);
  if (!parsed.success) return undefined;
  const tag = parsed.output;
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag);
  if (exact !== undefined) return exact;
  return BY_LANGUAGE.get(tag.split('-')[0] ?? '');
}

export interface LocaleSources {
  /** `setlocale` query parameter: forces the locale. */
  readonly setlocale?: unknown;
  /** `langCode` query parameter. */
  readonly langCode?: unknown;
  /** Language kept in storage (`locale` / `langCode` keys): the customer's last choice. */
  readonly stored?: unknown;
  /**
   * The browser's languages, most wanted first (`navigator.languages`): the first one of a
   * supported language decides (es, es-419, es-US → es-MX; en-GB → en-US).
   */
  readonly browser?: unknown;
  /** `global_config.result.country_config.default_language`. */
  readonly countryDefault?: unknown;
}

/** The first of the browser's languages that is a supported one; a lone tag reads as a list of one. */
export function browserLocale(languages: unknown): SupportedLocale | undefined {
  const list = Array.isArray(languages) ? languages : [languages];
  for (const tag of list) {
    const locale = normalizeLocale(tag);
    if (locale !== undefined) return locale;
  }
  return undefined;
}

/**
 * Setlocale, then langCode, then the stored language (the customer's choice),
 * then the browser's languages (a first visit speaks the customer's language), then the country
 * default, then DEFAULT_LOCALE. A junk value at one level is skipped rather than allowed to
 * hide the next one. index.html's inline script (scripts/vite/route-preload.ts) mirrors this order
 * to preload the right language chunk; tests/route-preload.test.ts keeps the two agreeing.
 */
export function resolveLocale({
  setlocale,
  langCode,
  stored,
  browser,
  countryDefault,
}: LocaleSources = {}): SupportedLocale {
  for (const candidate of [setlocale, langCode, stored]) {
    const locale = normalizeLocale(candidate);
    if (locale !== undefined) return locale;
  }
  return browserLocale(browser) ?? normalizeLocale(countryDefault) ?? DEFAULT_LOCALE;
}

/** Pages that render from bundled messages only, matched without a trailing slash. */
export const REMOTE_LOCALE_SKIPPED_PATHS: readonly string[] = Object.freeze([
  '/web/pre-checkout',
  '/web/addon-selection',
  '/blacknut',
]);

const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

export interface RemoteLocaleFetchInput {
  /** What storage holds for the locale; junk counts as nothing stored. */
  readonly storedLocale?: unknown;
  /** The `reset` query parameter. */
  readonly resetParam?: string | null;
  readonly pathname: string;
}

/** Fetch the app locale only when nothing usable is stored or reset=true, never on the skipped pages. */
export function shouldFetchRemoteLocale({
  storedLocale,
  resetParam,
  pathname,
}: RemoteLocaleFetchInput): boolean {
  if (REMOTE_LOCALE_SKIPPED_PATHS.includes(withoutTrailingSlash(pathname))) return false;
  if (typeof resetParam === 'string' && resetParam.trim().toLowerCase() === 'true') return true;
  return normalizeLocale(storedLocale) === undefined;
}
