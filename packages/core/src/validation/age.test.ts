import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, toCalendarDate } from './age';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const iso = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar day between 1900 and 2100, as its parts. */
const calendarDay = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysIn(year, month)) }));

/** The classic YYYYMMDD subtraction, independent of the implementation. */
const referenceAge = (dob: { year: number; month: number; day: number }, today: typeof dob): number =>
  Math.floor(
    (today.year * 10000 + today.month * 100 + today.day - (dob.year * 10000 + dob.month * 100 + dob.day)) /
      10000,
  );

describe('toCalendarDate', () => {
  it('reads ISO strings as written, ignoring any time part', () => {
    expect(toCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(toCalendarDate('1990-12-31T23:59:59Z')).toEqual({ year: 1990, month: 12, day: 31 });
    expect(toCalendarDate('1990-01-01T00:00:00-06:00')).toEqual({ year: 1990, month: 1, day: 1 });
  });

  it('reads Date objects in local time', () => {
    expect(toCalendarDate(new Date(2000, 1, 29, 23, 30))).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it.each([
    '2001-02-29',
    '1900-02-29',
    '2000-13-01',
    '2000-00-10',
    '2000-04-31',
    '2000-01-00',
    '20000-01-01',
    '2000-1-1',
    '01/02/2000',
    '',
    'abc',
  ])('gives null for %j', (input) => {
    expect(toCalendarDate(input)).toBeNull();
  });

  it('gives null for an invalid Date or a non-date value', () => {
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull();
    expect(toCalendarDate(12 as unknown as string)).toBeNull();
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-06-15', '2018-06-16', 18],
    ['2000-12-31', '2001-01-01', 0],
    ['2000-06-15', '2000-06-15', 0],
    ['2000-06-15', '2000-06-14', -1],
  ])('born %s, on %s → %i', (dob, today, age) => {
    expect(ageOn(dob, today)).toBe(age);
  });

  it.each([
    ['2018-02-28', 17],
    ['2018-03-01', 18],
    ['2019-02-28', 18],
    ['2020-02-28', 19],
    ['2020-02-29', 20],
    ['2021-02-28', 20],
    ['2021-03-01', 21],
  ])('29 February birthday: on %s → %i (birthday counted on 1 March in common years)', (today, age) => {
    expect(ageOn('2000-02-29', today)).toBe(age);
  });

  it('takes Date objects for both dates', () => {
    expect(ageOn(new Date(2000, 1, 29), new Date(2018, 1, 28, 23, 59))).toBe(17);
    expect(ageOn(new Date(2000, 1, 29), new Date(2018, 2, 1, 0, 1))).toBe(18);
  });

  it('gives null when either date is unreadable', () => {
    expect(ageOn('nope', '2020-01-01')).toBeNull();
    expect(ageOn('2000-01-01', new Date(Number.NaN))).toBeNull();
  });

  it('property: equals the YYYYMMDD subtraction for any pair of days', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, (dob, today) => {
        expect(ageOn(iso(dob.year, dob.month, dob.day), iso(today.year, today.month, today.day))).toBe(
          referenceAge(dob, today),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('property: a string and the local Date of the same day agree', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, (dob, today) => {
        expect(
          ageOn(
            new Date(dob.year, dob.month - 1, dob.day, 12),
            new Date(today.year, today.month - 1, today.day, 7),
          ),
        ).toBe(ageOn(iso(dob.year, dob.month, dob.day), iso(today.year, today.month, today.day)));
      }),
    );
  });

  it('property: never throws on arbitrary text or dates', () => {
    const anyDate = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.date(),
      fc.date({ noInvalidDate: false }),
    );
    fc.assert(
      fc.property(anyDate, anyDate, (dob, today) => {
        const age = ageOn(dob, today);
        expect(age === null || Number.isInteger(age)).toBe(true);
      }),
    );
  });
});
