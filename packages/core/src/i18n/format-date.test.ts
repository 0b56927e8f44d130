import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCountryConfig } from './country-config.schema.ts';
import { dateTimeFormatsFromCountryConfig, formatDate, formatTime } from './format-date.ts';

const MEXICO_CITY = 'America/Mexico_City';

describe('formatDate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Saturday 21 November 2026, 18:30 UTC = 12:30 in Mexico City.
    vi.setSystemTime(new Date('2026-11-21T18:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the fallback DD/MM/yyyy (ddd) with the weekday in the locale', () => {
    expect(formatDate(new Date(), { locale: 'es-MX', timeZone: MEXICO_CITY })).toBe('21/11/2026 (sáb)');
    expect(formatDate(new Date(), { locale: 'en-US', timeZone: MEXICO_CITY })).toBe('21/11/2026 (Sat)');
    expect(formatDate(Date.now(), { timeZone: MEXICO_CITY })).toBe('21/11/2026 (Sat)');
  });

  it('shows the day it is in the configured zone, not in UTC', () => {
    const lateEveningInMexico = '2026-11-21T03:30:00Z';
    expect(formatDate(lateEveningInMexico, { locale: 'es-MX', timeZone: MEXICO_CITY })).toBe(
      '20/11/2026 (vie)',
    );
    expect(formatDate(lateEveningInMexico, { locale: 'en-US', timeZone: 'UTC' })).toBe('21/11/2026 (Sat)');
    expect(formatTime(lateEveningInMexico, { timeZone: MEXICO_CITY })).toBe('21:30');
  });

  it('crosses a year boundary in the zone', () => {
    expect(formatDate('2027-01-01T05:59:00Z', { timeZone: MEXICO_CITY, format: 'DD/MM/YYYY' })).toBe(
      '31/12/2026',
    );
    expect(formatDate('2027-01-01T06:00:00Z', { timeZone: MEXICO_CITY, format: 'DD/MM/YYYY' })).toBe(
      '01/01/2027',
    );
  });

  it('follows the country config tokens', () => {
    const at = new Date();
    expect(formatDate(at, { timeZone: MEXICO_CITY, format: 'yyyy-MM-DD HH:mm' })).toBe('2026-11-21 12:30');
    expect(formatDate(at, { timeZone: MEXICO_CITY, format: 'ddd DD.MM.YYYY' })).toBe('Sat 21.11.2026');
    expect(formatDate(at, { locale: 'es-MX', timeZone: MEXICO_CITY, format: 'ddd, DD/MM' })).toBe(
      'sáb, 21/11',
    );
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatTime('2026-11-21T06:00:00Z', { timeZone: MEXICO_CITY })).toBe('00:00');
  });

  it('falls back to the default format when the config uses a token it does not know', () => {
    expect(formatDate(new Date(), { timeZone: MEXICO_CITY, format: 'DD MMM yyyy' })).toBe('21/11/2026 (Sat)');
    expect(formatTime(new Date(), { timeZone: MEXICO_CITY, format: 'hh:mm A' })).toBe('12:30');
  });

  it('ignores an unknown zone rather than throwing', () => {
    expect(() => formatDate(new Date(), { timeZone: 'Mars/Olympus_Mons' })).not.toThrow();
  });

  it('shows a dash for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(Number.NaN)).toBe('—');
    expect(formatDate(new Date(Number.NaN))).toBe('—');
  });
});

describe('dateTimeFormatsFromCountryConfig', () => {
  it('falls back to DD/MM/yyyy (ddd), HH:mm and the device zone', () => {
    expect(dateTimeFormatsFromCountryConfig(undefined)).toEqual({
      dateFormat: 'DD/MM/yyyy (ddd)',
      timeFormat: 'HH:mm',
      timeZone: undefined,
    });
  });

  it('reads named formats, a bare string as the default one, and the zone', () => {
    const config = parseCountryConfig({
      date_formats: { default: 'DD/MM/YYYY', short: 'DD/MM' },
      time_formats: 'HH:mm',
      default_timezone: MEXICO_CITY,
    });
    expect(dateTimeFormatsFromCountryConfig(config)).toEqual({
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      timeZone: MEXICO_CITY,
    });
    expect(dateTimeFormatsFromCountryConfig(config, 'short').dateFormat).toBe('DD/MM');
    expect(dateTimeFormatsFromCountryConfig(config, 'long').dateFormat).toBe('DD/MM/YYYY');
  });
});
