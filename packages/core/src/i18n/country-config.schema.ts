import * as v from 'valibot';
import { isValidTimeZone } from './time-zone.ts';

/**
 * `global_config.result.country_config`. It comes from the gateway and only feeds
 * formatting, so every field is optional and a bad field is dropped on its own (v.fallback) rather
 * than failing the whole config: the formatters then use their defaults for that field alone.
 */

const lenient = <const TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.fallback(v.optional(schema), undefined);

/** v.record would accept an array and copy its indexes as keys. */
const isPlainRecord = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * Named formats, e.g. `{ "default": "DD/MM/yyyy (ddd)", "short": "DD/MM/yyyy" }`. A bare string is
 * taken as the default one; entries that are not non-blank strings are left out.
 */
const NamedFormatsSchema = v.pipe(
  v.union([v.string(), v.custom<Record<string, unknown>>(isPlainRecord)]),
  v.transform((input): Record<string, string> => {
    if (typeof input === 'string') return input.trim() === '' ? {} : { default: input };
    return Object.fromEntries(
      Object.entries(input).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    );
  }),
);

const DecimalsSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
  v.maxValue(6),
);

/** e.g. Mexico: `{ "symbol": "$", "code": "MXN", "separator": " ", "decimals": 2 }`. */
export const CurrencyFormatSchema = v.object({
  symbol: lenient(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  code: lenient(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/))),
  /** Text between symbol and amount; '' is a valid choice, so it is not trimmed. */
  separator: lenient(v.string()),
  decimals: lenient(DecimalsSchema),
});
export type CurrencyFormat = v.InferOutput<typeof CurrencyFormatSchema>;

export const CountryConfigSchema = v.object({
  /** Raw tag as the gateway sends it ('es', 'es-MX', ...); resolveLocale normalises it. */
  default_language: lenient(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  date_formats: lenient(NamedFormatsSchema),
  time_formats: lenient(NamedFormatsSchema),
  currency_formats: lenient(CurrencyFormatSchema),
  default_timezone: lenient(v.pipe(v.string(), v.trim(), v.check(isValidTimeZone))),
});
export type CountryConfig = v.InferOutput<typeof CountryConfigSchema>;

/** The part of the global_config answer this module reads. */
export const GlobalConfigCountrySchema = v.object({
  result: v.object({ country_config: CountryConfigSchema }),
});

/** The country config, or undefined when the input is not an object at all. */
export function parseCountryConfig(input: unknown): CountryConfig | undefined {
  const parsed = v.safeParse(CountryConfigSchema, input);
  return parsed.success ? parsed.output : undefined;
}

/** The country config out of a whole global_config answer, or undefined. */
export function countryConfigFromGlobalConfig(answer: unknown): CountryConfig | undefined {
  const parsed = v.safeParse(GlobalConfigCountrySchema, answer);
  return parsed.success ? parsed.output.result.country_config : undefined;
}
