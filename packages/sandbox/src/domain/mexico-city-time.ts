/**
 * Mexico City's calendar (the operator's dates: delivery days, renewal dates). Mexico has kept
 * standard time all year since 2022, but the offset is read from Intl rather than assumed.
 */
export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';

/**
 * The zone's name in what the sandbox writes (e-mails), worded as the storefront's pages word it
 * (core's "(hora de la Ciudad de México)" / "(Mexico City time)"; a test keeps them the same).
 */
export const MEXICO_CITY_ZONE_NAME = {
  'es-MX': 'hora de la Ciudad de México',
  'en-US': 'Mexico City time',
} as const;

const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEXICO_CITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const PARTS_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: MEXICO_CITY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The calendar day in Mexico City at an instant, as YYYY-MM-DD. */
export function mexicoCityDate(epochMs: number): string {
  return DATE_FORMAT.format(new Date(epochMs));
}

/** A YYYY-MM-DD day plus some days (calendar arithmetic, no time zone involved). */
export function addCalendarDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Mexico City's offset from UTC at an instant, in ms (−6 h today). */
function offsetAt(epochMs: number): number {
  const parts = Object.fromEntries(
    PARTS_FORMAT.formatToParts(new Date(epochMs)).map((part) => [part.type, Number(part.value)]),
  );
  const wallClock = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wallClock - Math.floor(epochMs / 1000) * 1000;
}

/** The instant a Mexico City calendar day starts (00:00 local). */
export function mexicoCityStartOfDay(date: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const guess = utcMidnight - offsetAt(utcMidnight);
  return utcMidnight - offsetAt(guess);
}
