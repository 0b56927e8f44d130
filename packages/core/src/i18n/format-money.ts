import {
  DEFAULT_CURRENCY_CODE,
  DEFAULT_CURRENCY_DECIMALS,
  DEFAULT_CURRENCY_SEPARATOR,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_LOCALE,
  type SupportedLocale,
} from '../config/constants.ts';
import type { CountryConfig } from './country-config.schema.ts';
import { MISSING_VALUE_TEXT } from './missing-value.ts';

export interface MoneyFormat {
  readonly symbol: string;
  /** ISO 4217 code, for analytics and payment calls; the symbol is what users see. */
  readonly code: string;
  /** Text between symbol and amount. */
  readonly separator: string;
  readonly decimals: number;
}

/** What prices look like until the global config has loaded. */
export const DEFAULT_MONEY_FORMAT: MoneyFormat = Object.freeze({
  symbol: DEFAULT_CURRENCY_SYMBOL,
  code: DEFAULT_CURRENCY_CODE,
  separator: DEFAULT_CURRENCY_SEPARATOR,
  decimals: DEFAULT_CURRENCY_DECIMALS,
});

/** Each field the country config leaves out (or gets wrong) keeps its default on its own. */
export function moneyFormatFromCountryConfig(countryConfig: CountryConfig | undefined): MoneyFormat {
  const currency = countryConfig?.currency_formats;
  return {
    symbol: currency?.symbol ?? DEFAULT_MONEY_FORMAT.symbol,
    code: currency?.code ?? DEFAULT_MONEY_FORMAT.code,
    separator: currency?.separator ?? DEFAULT_MONEY_FORMAT.separator,
    decimals: currency?.decimals ?? DEFAULT_MONEY_FORMAT.decimals,
  };
}

export interface FormatMoneyOptions extends Partial<MoneyFormat> {
  /** Grouping and decimal marks follow the locale. */
  readonly locale?: SupportedLocale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

const numberFormat = (locale: string, decimals: number): Intl.NumberFormat => {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    numberFormats.set(key, format);
  }
  return format;
};

const toAmount = (amount: unknown): number | undefined => {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  if (typeof amount === 'string' && amount.trim() !== '') {
    const parsed = Number(amount);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
};

/**
 * `S$ 1,234.50`: symbol, separator, amount. The minus sign goes before the symbol
 * (`-S$ 5.00`), and an amount that rounds to zero never shows as `-0.00`. Amounts arrive as numbers
 * or numeric strings from the gateway; anything else shows as a dash.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  options: FormatMoneyOptions = {},
): string {
  const {
    symbol = DEFAULT_MONEY_FORMAT.symbol,
    separator = DEFAULT_MONEY_FORMAT.separator,
    decimals = DEFAULT_MONEY_FORMAT.decimals,
    locale = DEFAULT_LOCALE,
  } = options;
  const value = toAmount(amount);
  if (value === undefined) return MISSING_VALUE_TEXT;
  const digits =
    Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? decimals : DEFAULT_CURRENCY_DECIMALS;
  const number = numberFormat(locale, digits).format(Math.abs(value));
  const sign = value < 0 && /[1-9]/.test(number) ? '-' : '';
  return `${sign}${symbol}${separator}${number}`;
}
