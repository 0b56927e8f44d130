import { describe, expect, it } from 'vitest';
import { countryConfigFromGlobalConfig, parseCountryConfig } from './country-config.schema.ts';

describe('CountryConfigSchema', () => {
  it('reads the Mexican config the sandbox serves', () => {
    expect(
      parseCountryConfig({
        default_language: 'es-MX',
        date_formats: { default: 'DD/MM/yyyy (ddd)' },
        time_formats: { default: 'HH:mm' },
        currency_formats: { symbol: '$', code: 'mxn', separator: ' ', decimals: 2 },
        default_timezone: 'America/Mexico_City',
        something_new: true,
      }),
    ).toEqual({
      default_language: 'es-MX',
      date_formats: { default: 'DD/MM/yyyy (ddd)' },
      time_formats: { default: 'HH:mm' },
      currency_formats: { symbol: '$', code: 'MXN', separator: ' ', decimals: 2 },
      default_timezone: 'America/Mexico_City',
    });
  });

  it('accepts an empty config', () => {
    expect(parseCountryConfig({})).toEqual({});
  });

  it('drops each bad field on its own and keeps the good ones', () => {
    expect(
      parseCountryConfig({
        default_language: 42,
        date_formats: { default: 7, short: 'DD/MM', blank: ' ' },
        time_formats: ['HH:mm'],
        currency_formats: 'MXN',
        default_timezone: 'Mexico/Nowhere',
      }),
    ).toEqual({
      default_language: undefined,
      date_formats: { short: 'DD/MM' },
      time_formats: undefined,
      currency_formats: undefined,
      default_timezone: undefined,
    });
  });

  it('is undefined when the config is not an object', () => {
    expect(parseCountryConfig(null)).toBeUndefined();
    expect(parseCountryConfig('es-MX')).toBeUndefined();
  });

  it('reads the config out of a global_config answer', () => {
    expect(
      countryConfigFromGlobalConfig({ result: { country_config: { default_language: 'es' } } })
        ?.default_language,
    ).toBe('es');
    expect(countryConfigFromGlobalConfig({ result: {} })).toBeUndefined();
  });
});
