import { describe, expect, it } from 'vitest';
import { parseCountryConfig } from './country-config.schema.ts';
import { DEFAULT_MONEY_FORMAT, formatMoney, moneyFormatFromCountryConfig } from './format-money.ts';

const MEXICO = parseCountryConfig({
  default_language: 'es-MX',
  default_timezone: 'America/Mexico_City',
  currency_formats: { symbol: '$', code: 'MXN', separator: ' ', decimals: 2 },
});

describe('formatMoney', () => {
  it('shows S$, a space and two decimals until the config loads', () => {
    expect(formatMoney(1234.5)).toBe('S$ 1,234.50');
    expect(formatMoney(0)).toBe('S$ 0.00');
    expect(DEFAULT_MONEY_FORMAT).toEqual({ symbol: 'S$', code: 'SGD', separator: ' ', decimals: 2 });
  });

  it('uses the Mexican config: $ and MXN with 2 decimals', () => {
    const format = moneyFormatFromCountryConfig(MEXICO);
    expect(format).toEqual({ symbol: '$', code: 'MXN', separator: ' ', decimals: 2 });
    expect(formatMoney(299, { ...format, locale: 'es-MX' })).toBe('$ 299.00');
    expect(formatMoney(1234567.891, { ...format, locale: 'es-MX' })).toBe('$ 1,234,567.89');
    expect(formatMoney(1234567.891, { ...format, locale: 'en-US' })).toBe('$ 1,234,567.89');
  });

  it('honours the configured separator and decimals', () => {
    expect(formatMoney(1500, { symbol: '$', separator: '', decimals: 0 })).toBe('$1,500');
    expect(formatMoney(9.999, { symbol: 'MX$', separator: '\u00a0', decimals: 3 })).toBe('MX$\u00a09.999');
  });

  it('rounds half away from zero', () => {
    expect(formatMoney(2.005, { decimals: 2 })).toMatch(/^S\$ 2\.0[01]$/);
    expect(formatMoney(2.5, { decimals: 0 })).toBe('S$ 3');
  });

  it('puts the minus sign before the symbol and never shows -0', () => {
    expect(formatMoney(-5)).toBe('-S$ 5.00');
    expect(formatMoney(-0.001)).toBe('S$ 0.00');
    expect(formatMoney(-0)).toBe('S$ 0.00');
  });

  it('reads numeric strings and shows a dash for anything else', () => {
    expect(formatMoney('149.9')).toBe('S$ 149.90');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });

  it('ignores an impossible decimals value', () => {
    expect(formatMoney(1, { decimals: -1 })).toBe('S$ 1.00');
    expect(formatMoney(1, { decimals: 1.5 })).toBe('S$ 1.00');
  });
});

describe('moneyFormatFromCountryConfig', () => {
  it('gives the defaults without a config', () => {
    expect(moneyFormatFromCountryConfig(undefined)).toEqual(DEFAULT_MONEY_FORMAT);
    expect(moneyFormatFromCountryConfig(parseCountryConfig({}))).toEqual(DEFAULT_MONEY_FORMAT);
  });

  it('keeps the default for each field the config gets wrong', () => {
    const config = parseCountryConfig({ currency_formats: { symbol: '$', code: 'pesos', decimals: 'two' } });
    expect(moneyFormatFromCountryConfig(config)).toEqual({
      symbol: '$',
      code: 'SGD',
      separator: ' ',
      decimals: 2,
    });
  });

  it('accepts decimals sent as text', () => {
    const config = parseCountryConfig({ currency_formats: { symbol: '$', decimals: '0' } });
    expect(formatMoney(1234.4, moneyFormatFromCountryConfig(config))).toBe('$ 1,234');
  });
});
