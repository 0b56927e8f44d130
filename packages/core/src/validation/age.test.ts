import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, isAgeAllowed, toCalendarDate } from './age';

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

describe('isAgeAllowed', () => {
  const today = '2024-05-10';

  it.each([
    ['2006-05-10', true, 'turns 18 today'],
    ['2006-05-11', false, '18 tomorrow'],
    ['2010-01-01', false, '14'],
    ['1924-05-10', true, 'turns 100 today'],
    ['1923-05-11', true, '100, 101 tomorrow'],
    ['1923-05-10', false, 'turns 101 today'],
    ['2030-01-01', false, 'born in the future'],
    ['not a date', false, 'unreadable'],
    ['2005-02-30', false, 'impossible day'],
  ])('dob %s → %s (%s) with the default 18–100', (dob, allowed) => {
    expect(isAgeAllowed(dob, { today })).toBe(allowed);
  });

  it('29 February: 18 is reached on 1 March in a common year', () => {
    expect(isAgeAllowed('2004-02-29', { today: '2022-02-28' })).toBe(false);
    expect(isAgeAllowed('2004-02-29', { today: '2022-03-01' })).toBe(true);
    expect(isAgeAllowed(new Date(2004, 1, 29), { today: new Date(2022, 2, 1) })).toBe(true);
  });

  it('takes custom limits, both inclusive', () => {
    expect(isAgeAllowed('2003-05-10', { min: 21, today })).toBe(true);
    expect(isAgeAllowed('2003-05-11', { min: 21, today })).toBe(false);
    expect(isAgeAllowed('1959-05-10', { max: 65, today })).toBe(true);
    expect(isAgeAllowed('1959-05-09', { max: 65, today })).toBe(true);
    expect(isAgeAllowed('1958-05-10', { max: 65, today })).toBe(false);
    expect(isAgeAllowed('2024-05-10', { min: 0, today })).toBe(true);
  });

  it('property: allowed exactly when 18 ≤ age ≤ 100', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, (dob, now) => {
        const age = referenceAge(dob, now);
        expect(
          isAgeAllowed(iso(dob.year, dob.month, dob.day), { today: iso(now.year, now.month, now.day) }),
        ).toBe(age >= 18 && age <= 100);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: around the 18th and 101st birthdays the answer flips on the day', () => {
    fc.assert(
      fc.property(
        calendarDay.filter((d) => d.year <= 1999),
        (dob) => {
          const birthday = (years: number) => {
            const year = dob.year + years;
            // 29 February in a common year: the birthday is 1 March.
            return dob.month === 2 && dob.day === 29 && daysIn(year, 2) === 28
              ? { year, month: 3, day: 1 }
              : { year, month: dob.month, day: dob.day };
          };
          const dayBefore = ({ year, month, day }: { year: number; month: number; day: number }) => {
            const date = new Date(Date.UTC(year, month - 1, day - 1));
            return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
          };
          const dobIso = iso(dob.year, dob.month, dob.day);
          const b18 = birthday(18);
          const b101 = birthday(101);
          expect(isAgeAllowed(dobIso, { today: dayBefore(b18) })).toBe(false);
          expect(isAgeAllowed(dobIso, { today: iso(b18.year, b18.month, b18.day) })).toBe(true);
          expect(isAgeAllowed(dobIso, { today: dayBefore(b101) })).toBe(true);
          expect(isAgeAllowed(dobIso, { today: iso(b101.year, b101.month, b101.day) })).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.date({ noInvalidDate: false })),
        (dob) => {
          expect(typeof isAgeAllowed(dob, { today })).toBe('boolean');
        },
      ),
    );
  });

  it('copes with huge input', () => {
    expect(isAgeAllowed(`2000-01-01${'x'.repeat(1_000_000)}`, { today })).toBe(false);
  });
});
