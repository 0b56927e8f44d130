/** A calendar day with no time zone: a birthday is a date, not an instant. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export type DateInput = string | Date;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * Strings are read as written (`YYYY-MM-DD`, optionally followed by a time that is ignored) rather than
 * through `new Date(...)`, which would take them as UTC midnight and shift the day west of Greenwich.
 * Date objects are read in local time, the user's own calendar. Anything else, or an impossible day
 * such as 2001-02-29, gives null.
 */
export const toCalendarDate = (input: DateInput): CalendarDate | null => {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return { year: input.getFullYear(), month: input.getMonth() + 1, day: input.getDate() };
  }
  if (typeof input !== 'string') return null;
  const match = ISO_DATE.exec(input);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

/**
 * Whole years completed on `today`, or null when either date is unreadable. A 29 February birthday
 * is reached on 1 March in common years (the day after 28 February), the usual legal reading; the
 * spec does not say.
 */
export const ageOn = (dob: DateInput, today: DateInput): number | null => {
  const birth = toCalendarDate(dob);
  const now = toCalendarDate(today);
  if (!birth || !now) return null;
  const birthdayPassed = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (birthdayPassed ? 0 : 1);
};
