import { DEFAULT_LOCALE, type SupportedLocale } from '../config/constants.ts';
import type { CountryConfig } from './country-config.schema.ts';
import { MISSING_VALUE_TEXT } from './missing-value.ts';
import { isValidTimeZone } from './time-zone.ts';

/**
 * Where every date and time of the product is read (design notes, Mexico): the country config's
 * `default_timezone` when it names a zone, this until then.
 */
export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';

/**
 * How a date is written. A numeric pattern reads differently by language ("01/12/2026"
 * is 1 December in Mexico and 12 January in the US), so dates name their month and follow the
 * page's language: "1 dic 2026" in es-MX, "Dec 1, 2026" in en-US. The country config's numeric
 * `date_formats` and `time_formats` are therefore not used for display; its zone is.
 *
 * - `default`: day, month and year;
 * - `long`: with the weekday ("mar, 1 de dic de 2026", "Tue, Dec 1, 2026");
 * - `short`: day and month, for a date near enough that the year goes without saying;
 * - `day`: a delivery day, weekday and month in full ("viernes, 17 de enero", "Friday, January 17").
 */
export type DateStyle = 'default' | 'long' | 'short' | 'day';

const DATE_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  default: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: 'numeric', month: 'short' },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
};

/**
 * A time of day the way each language writes it: 24-hour in Mexico ("14:30"), 12-hour in the US
 * ("2:30 PM"). The zone is said by the sentence the time sits in ("(hora de la Ciudad de México)",
 * "(Mexico City time)"), never by an abbreviation: "CST" also names US Central, and Chromium
 * writes Mexico City's as "GMT-6" in Spanish.
 */
const TIME_STYLES: Readonly<Record<SupportedLocale, Intl.DateTimeFormatOptions>> = {
  'es-MX': { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  'en-US': { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const cached = (locale: string, timeZone: string, kind: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${timeZone}|${kind}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // Latin digits whatever the runtime's default numbering system.
    formatter = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
};

export type DateInput = Date | number | string;

const toDate = (input: DateInput): Date | undefined => {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export interface FormatDateOptions {
  readonly locale?: SupportedLocale;
  /** IANA zone the instant is read in; Mexico City when absent or unknown. */
  readonly timeZone?: string | undefined;
  readonly style?: DateStyle;
}

const zoneOf = (timeZone: string | undefined): string =>
  timeZone !== undefined && isValidTimeZone(timeZone) ? timeZone : MEXICO_CITY_TIME_ZONE;

/** An instant's calendar day in the zone, in the page's language (see DateStyle). */
export function formatDate(input: DateInput, options: FormatDateOptions = {}): string {
  const date = toDate(input);
  if (date === undefined) return MISSING_VALUE_TEXT;
  const style = options.style ?? 'default';
  const locale = options.locale ?? DEFAULT_LOCALE;
  return cached(locale, zoneOf(options.timeZone), `date-${style}`, DATE_STYLES[style]).format(date);
}

/** An instant's time of day in the zone, in the page's language; the sentence says the zone. */
export function formatTime(input: DateInput, options: Omit<FormatDateOptions, 'style'> = {}): string {
  const date = toDate(input);
  if (date === undefined) return MISSING_VALUE_TEXT;
  const locale = options.locale ?? DEFAULT_LOCALE;
  return cached(locale, zoneOf(options.timeZone), 'time', TIME_STYLES[locale]).format(date);
}

/**
 * A calendar day with no instant behind it (a delivery slot's `2026-12-01`): the same words as
 * formatDate, never shifted by a zone. Anything not a calendar day reads as missing.
 */
export function formatCalendarDay(
  day: string,
  options: Pick<FormatDateOptions, 'locale' | 'style'> = {},
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return MISSING_VALUE_TEXT;
  return formatDate(`${day}T12:00:00Z`, { ...options, timeZone: 'UTC' });
}

/**
 * A time of day with no instant behind it (a delivery window's `14:00`), written as formatTime
 * writes one ("14:00", "2:00 PM"). Anything not HH:mm reads as missing.
 */
export function formatTimeOfDay(time: string, options: Pick<FormatDateOptions, 'locale'> = {}): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return MISSING_VALUE_TEXT;
  return formatTime(`2000-01-01T${match[1]}:${match[2]}:00Z`, { ...options, timeZone: 'UTC' });
}

/** The zone dates are read in: the country config's `default_timezone`, else Mexico City. */
export function timeZoneFromCountryConfig(countryConfig: CountryConfig | undefined): string {
  return zoneOf(countryConfig?.default_timezone);
}
