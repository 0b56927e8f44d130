import { MEXICO_CITY_TIME_ZONE, mexicoCityDate } from './mexico-city-time.ts';

/**
 * Doorstep delivery windows: the next business days (Monday to Saturday, Mexico City calendar),
 * a morning and an afternoon window each, starting the day after tomorrow so the SIM can be
 * packed. Computed from the clock, so they move with it and need no state.
 */
export const DELIVERY_TIME_ZONE = MEXICO_CITY_TIME_ZONE;
export { mexicoCityDate };
export const DELIVERY_WINDOWS = [
  { code: 'AM', startTime: '09:00', endTime: '14:00' },
  { code: 'PM', startTime: '14:00', endTime: '20:00' },
] as const;
export const DELIVERY_DAYS_OFFERED = 5;
export const DELIVERY_LEAD_DAYS = 2;

export interface DeliveryWindow {
  slotId: string;
  date: string;
  startTime: string;
  endTime: string;
  available: boolean;
}

export function deliveryWindows(calendarId: string, now: number): DeliveryWindow[] {
  const today = mexicoCityDate(now);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + DELIVERY_LEAD_DAYS);
  const windows: DeliveryWindow[] = [];
  let days = 0;
  while (days < DELIVERY_DAYS_OFFERED) {
    if (day.getUTCDay() !== 0) {
      const date = day.toISOString().slice(0, 10);
      for (const window of DELIVERY_WINDOWS) {
        windows.push({
          slotId: `${calendarId}-${date}-${window.code}`,
          date,
          startTime: window.startTime,
          endTime: window.endTime,
          // Saturday afternoons are fully booked: a realistic gap for the picker to show.
          available: !(day.getUTCDay() === 6 && window.code === 'PM'),
        });
      }
      days += 1;
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return windows;
}

/**
 * The window a slot id names (the ids are made here: calendar, day, window code), so an order
 * keeps only the id and still answers when its SIM arrives. Undefined for an id not made here.
 */
export function deliveryWindowOf(
  slotId: string,
): Pick<DeliveryWindow, 'date' | 'startTime' | 'endTime'> | undefined {
  const match = /-(\d{4}-\d{2}-\d{2})-([A-Z]+)$/.exec(slotId);
  const window = DELIVERY_WINDOWS.find((candidate) => candidate.code === match?.[2]);
  if (!match || !window) return undefined;
  return { date: match[1] as string, startTime: window.startTime, endTime: window.endTime };
}
