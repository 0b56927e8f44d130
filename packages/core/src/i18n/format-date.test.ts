import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../config/constants.ts';
import { parseCountryConfig } from './country-config.schema.ts';
import {
  formatCalendarDay,
  formatDate,
  formatTime,
  formatTimeOfDay,
  MEXICO_CITY_TIME_ZONE,
  timeZoneFromCountryConfig,
} from './format-date.ts';

const MEXICO_CITY = 'America/Mexico_City';
/** Tuesday 1 December 2026, 14:30 in Mexico City. */
const DEC_1_1430 = '2026-12-01T20:30:00Z';

describe('formatDate: unambiguous dates in the page’s language', () => {
  it('names the month: 1 December is never "01/12/2026" (12 January to a US reader)', () => {
    expect(formatDate(DEC_1_1430, { locale: 'es-MX', timeZone: MEXICO_CITY })).toBe('1 dic 2026');
    expect(formatDate(DEC_1_1430, { locale: 'en-US', timeZone: MEXICO_CITY })).toBe('Dec 1, 2026');
  });

  it('has a long (weekday), a short (no year) and a delivery-day style', () => {
    expect(formatDate(DEC_1_1430, { locale: 'en-US', style: 'long' })).toBe('Tue, Dec 1, 2026');
    expect(formatDate(DEC_1_1430, { locale: 'es-MX', style: 'long' })).toMatch(/^mar.* 1 .*dic.* 2026$/);
    expect(formatDate(DEC_1_1430, { locale: 'en-US', style: 'short' })).toBe('Dec 1');
    expect(formatDate(DEC_1_1430, { locale: 'es-MX', style: 'short' })).toBe('1 dic');
    expect(formatDate(DEC_1_1430, { locale: 'en-US', style: 'day' })).toBe('Tuesday, December 1');
    expect(formatDate(DEC_1_1430, { locale: 'es-MX', style: 'day' })).toBe('martes, 1 de diciembre');
  });

  it('reads the day in the zone (Mexico City by default), not in UTC', () => {
    const lateEveningInMexico = '2026-11-21T03:30:00Z';
    expect(formatDate(lateEveningInMexico, { locale: 'en-US' })).toBe('Nov 20, 2026');
    expect(formatDate(lateEveningInMexico, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 21, 2026');
    expect(formatDate('2027-01-01T05:59:00Z', { locale: 'es-MX' })).toBe('31 dic 2026');
    expect(formatDate('2027-01-01T06:00:00Z', { locale: 'es-MX' })).toBe('1 ene 2027');
  });

  it('an unknown zone reads as Mexico City rather than throwing; an unreadable date is a dash', () => {
    expect(formatDate(DEC_1_1430, { locale: 'en-US', timeZone: 'Mars/Olympus_Mons' })).toBe('Dec 1, 2026');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(Number.NaN)).toBe('—');
  });

  it('every date in either language carries its year and a month name, never a numeric day/month pair', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (date, locale) => {
          const text = formatDate(date, { locale });
          expect(text).toMatch(/\b(19|20)\d\d\b/);
          expect(text).toMatch(/\p{L}{3}/u);
          expect(text).not.toMatch(/\d{1,2}\/\d{1,2}/);
        },
      ),
    );
  });
});

describe('formatTime: the time the way each language writes it', () => {
  it('24-hour in es-MX, 12-hour in en-US, in Mexico City', () => {
    expect(formatTime(DEC_1_1430, { locale: 'es-MX' })).toBe('14:30');
    expect(formatTime(DEC_1_1430, { locale: 'en-US' })).toBe('2:30 PM');
    expect(formatTime('2026-11-21T06:00:00Z', { locale: 'es-MX', timeZone: MEXICO_CITY })).toBe('00:00');
    expect(formatTime('2026-11-21T06:00:00Z', { locale: 'en-US', timeZone: MEXICO_CITY })).toBe('12:00 AM');
  });
});

describe('formatTimeOfDay: a window’s hour with no instant behind it', () => {
  it('is written as formatTime writes one', () => {
    expect(formatTimeOfDay('14:00', { locale: 'es-MX' })).toBe('14:00');
    expect(formatTimeOfDay('14:00', { locale: 'en-US' })).toBe('2:00 PM');
    expect(formatTimeOfDay('09:00', { locale: 'en-US' })).toBe('9:00 AM');
    expect(formatTimeOfDay('9am', { locale: 'en-US' })).toBe('—');
  });
});

describe('formatCalendarDay: a day with no instant behind it', () => {
  it('is never shifted by a zone', () => {
    expect(formatCalendarDay('2026-12-01', { locale: 'es-MX' })).toBe('1 dic 2026');
    expect(formatCalendarDay('2026-12-01', { locale: 'en-US', style: 'day' })).toBe('Tuesday, December 1');
    expect(formatCalendarDay('01/12/2026', { locale: 'en-US' })).toBe('—');
  });
});

describe('timeZoneFromCountryConfig', () => {
  it('the config’s zone, else Mexico City', () => {
    expect(timeZoneFromCountryConfig(undefined)).toBe(MEXICO_CITY_TIME_ZONE);
    expect(timeZoneFromCountryConfig(parseCountryConfig({ default_timezone: 'America/Cancun' }))).toBe(
      'America/Cancun',
    );
    expect(timeZoneFromCountryConfig(parseCountryConfig({ default_timezone: 'Nowhere/Else' }))).toBe(
      MEXICO_CITY_TIME_ZONE,
    );
  });
});
