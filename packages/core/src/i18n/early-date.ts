import * as v from 'valibot';
import type { SupportedLocale } from '../config/constants.ts';
import { parseCountryConfig } from './country-config.schema.ts';
import { type DateInput, formatDate, timeZoneFromCountryConfig } from './format-date.ts';

/**
 * A page's early sentence (written from a link's early read before the app has started: the line's
 * status, a reschedule link's notice) is formatted by the build with its `{date}` left as this
 * mark, and the page's early script puts the date in once it knows the time zone.
 */
export const EARLY_DATE_MARK = '\uE000';

const ConfigAnswerSchema = v.object({ result: v.object({ country_config: v.unknown() }) });

/** The country config of a global config answer (`{ result }`) or of a stored result. */
function countryConfigOf(config: unknown): unknown {
  const answer = v.safeParse(ConfigAnswerSchema, config);
  if (answer.success) return answer.output.result.country_config;
  return typeof config === 'object' && config !== null
    ? (config as { country_config?: unknown }).country_config
    : undefined;
}

/**
 * `text` with its date mark replaced by `date`, written as the page writes it (formatDate in the
 * country config's zone, in `locale`); undefined while the zone is not known (`config` is the
 * global config's answer or stored result, `null` while unknown).
 */
export function withEarlyDate(
  text: string,
  date: DateInput,
  locale: SupportedLocale,
  config: unknown,
): string | undefined {
  if (config === null) return undefined;
  const timeZone = timeZoneFromCountryConfig(parseCountryConfig(countryConfigOf(config)));
  return text.split(EARLY_DATE_MARK).join(formatDate(date, { locale, timeZone }));
}
