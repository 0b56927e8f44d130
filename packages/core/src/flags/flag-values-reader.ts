import * as v from 'valibot';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../config/constants.ts';
import {
  FLAG_DEFAULTS,
  FLAG_KEYS,
  type FlagKey,
  type FlagValues,
  flagDefaults,
  journeyRevisionFlag,
} from '../config/flag-definitions.ts';

/*
 * Reading the flag service's answers, apart from the flags' definitions: only the flag service's
 * chunk, loaded after the page settles, needs it, so the first load carries the defaults alone.
 */

/**
 * The notice banner's value: its text in each language the storefront speaks, so an operator
 * writes both in the flag file. A language left out shows no banner in that language rather than
 * the other language's text.
 */
const bannerText = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(280));
export const NoticeBannerSchema = v.partial(
  v.object(
    Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, bannerText])) as Record<
      SupportedLocale,
      typeof bannerText
    >,
  ),
);
/** The part of an OpenFeature client the flags are read through (a fake in tests). */
export interface FlagReader {
  getBooleanValue(key: string, defaultValue: boolean): boolean;
  getNumberValue(key: string, defaultValue: number): number;
  getObjectValue<T extends object>(key: string, defaultValue: T): T;
}

/** A journey revision is a whole number from 1; 0 is the current file. */
const RevisionSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Every flag's value now, each by its default's type, and the revision flag of each journey in
 * `journeyIds` (the journeys with a revision shipped beside their file), 0 by default. A value of
 * the wrong shape (a banner text that is not a string or is too long, a revision that is no whole
 * number) is the default, never half-taken.
 */
export function readFlagValues(reader: FlagReader, journeyIds: readonly string[] = []): FlagValues {
  const values = flagDefaults();
  for (const journeyId of journeyIds) {
    const key = journeyRevisionFlag(journeyId);
    const read = v.safeParse(RevisionSchema, reader.getNumberValue(key, 0));
    (values as unknown as Record<string, unknown>)[key] = read.success ? read.output : 0;
  }
  for (const key of FLAG_KEYS) {
    const fallback = FLAG_DEFAULTS[key];
    if (typeof fallback === 'boolean') {
      (values as Record<FlagKey, unknown>)[key] = reader.getBooleanValue(key, fallback);
    } else if (typeof fallback === 'number') {
      const read = v.safeParse(RevisionSchema, reader.getNumberValue(key, fallback));
      (values as Record<FlagKey, unknown>)[key] = read.success ? read.output : fallback;
    } else {
      const read = v.safeParse(NoticeBannerSchema, reader.getObjectValue(key, fallback));
      (values as Record<FlagKey, unknown>)[key] = read.success ? read.output : fallback;
    }
  }
  return values;
}
