import { DEFAULT_LOCALE, FALLBACK_DATE_FORMAT, type SupportedLocale } from '../config/constants.ts';
import type { CountryConfig } from './country-config.schema.ts';
import { MISSING_VALUE_TEXT } from './missing-value.ts';
import { isValidTimeZone } from './time-zone.ts';

/** Time format when the country config has none. */
export const FALLBACK_TIME_FORMAT = 'HH:mm';

/** The tokens the country config may use, longest first so `yyyy` is never read as two `yy`. */
const TOKENS = ['yyyy', 'YYYY', 'ddd', 'DD', 'MM', 'HH', 'mm'] as const;
type Token = (typeof TOKENS)[number];
type Piece = { readonly token: Token } | { readonly literal: string };

/**
 * The format cut into tokens and literal text, or undefined when a literal holds a letter: that is a
 * token this formatter does not know (MMM, dd, A...), and printing it verbatim would show users
 * something like "21 11M 2026". Such a format is replaced by the fallback as a whole.
 */
function tokenize(format: string): readonly Piece[] | undefined {
  const pieces: Piece[] = [];
  let literal = '';
  let index = 0;
  while (index < format.length) {
    const token = TOKENS.find((candidate) => format.startsWith(candidate, index));
    if (token !== undefined) {
      if (literal !== '') pieces.push({ literal });
      literal = '';
      pieces.push({ token });
      index += token.length;
    } else {
      literal += format[index];
      index += 1;
    }
  }
  if (literal !== '') pieces.push({ literal });
  return pieces.some((piece) => 'literal' in piece && /[A-Za-z]/.test(piece.literal)) ? undefined : pieces;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const cached = (key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat => {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
};

/** Digits always in latn and 00–23 hours, whatever the locale, so tokens mean the same everywhere. */
const numericParts = (date: Date, timeZone: string | undefined): Record<string, string> => {
  const formatter = cached(
    `numeric|${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-US-u-nu-latn', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
};

/** Short weekday in the locale; some ICU versions end it with a period ("sáb."), which the format's own punctuation makes redundant. */
const weekday = (date: Date, locale: string, timeZone: string | undefined): string =>
  cached(
    `weekday|${locale}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }),
  )
    .format(date)
    .replace(/\.$/, '');

export type DateInput = Date | number | string;

const toDate = (input: DateInput): Date | undefined => {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export interface FormatDateOptions {
  readonly locale?: SupportedLocale;
  /** IANA zone the date is shown in; the device's zone when absent or unknown. */
  readonly timeZone?: string;
  /** Tokens DD, MM, yyyy/YYYY, ddd, HH, mm; anything else in letters means "use the fallback". */
  readonly format?: string;
}

function render(input: DateInput, options: FormatDateOptions, fallbackFormat: string): string {
  const date = toDate(input);
  if (date === undefined) return MISSING_VALUE_TEXT;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const timeZone =
    options.timeZone !== undefined && isValidTimeZone(options.timeZone) ? options.timeZone : undefined;
  const pieces = tokenize(options.format ?? fallbackFormat) ?? tokenize(fallbackFormat) ?? [];
  const parts = numericParts(date, timeZone);
  const value = (token: Token): string => {
    switch (token) {
      case 'DD':
        return parts.day ?? '';
      case 'MM':
        return parts.month ?? '';
      case 'yyyy':
      case 'YYYY':
        return (parts.year ?? '').padStart(4, '0');
      case 'ddd':
        return weekday(date, locale, timeZone);
      case 'HH':
        return parts.hour ?? '';
      case 'mm':
        return parts.minute ?? '';
    }
  };
  return pieces.map((piece) => ('token' in piece ? value(piece.token) : piece.literal)).join('');
}

/** A date as §9 shows it: DD/MM/yyyy (ddd) unless the country config says otherwise. */
export function formatDate(input: DateInput, options: FormatDateOptions = {}): string {
  return render(input, options, FALLBACK_DATE_FORMAT);
}

/** A time of day, HH:mm unless the country config says otherwise. */
export function formatTime(input: DateInput, options: FormatDateOptions = {}): string {
  return render(input, options, FALLBACK_TIME_FORMAT);
}

export interface DateTimeFormats {
  readonly dateFormat: string;
  readonly timeFormat: string;
  /** Undefined until the config says: dates then show in the device's zone. */
  readonly timeZone: string | undefined;
}

/** The named entry (else `default`) of date_formats / time_formats and the default_timezone, with fallbacks. */
export function dateTimeFormatsFromCountryConfig(
  countryConfig: CountryConfig | undefined,
  name = 'default',
): DateTimeFormats {
  return {
    dateFormat:
      countryConfig?.date_formats?.[name] ?? countryConfig?.date_formats?.default ?? FALLBACK_DATE_FORMAT,
    timeFormat:
      countryConfig?.time_formats?.[name] ?? countryConfig?.time_formats?.default ?? FALLBACK_TIME_FORMAT,
    timeZone: countryConfig?.default_timezone,
  };
}
