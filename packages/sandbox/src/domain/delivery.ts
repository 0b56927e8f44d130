import type { DeliveryStatus } from '@senda/core/gateway';
import { MEXICO_CITY_TIME_ZONE, mexicoCityDate, mexicoCityStartOfDay } from './mexico-city-time.ts';
import type { LineRecord, OrderRecord } from './sandbox-data.schema.ts';

/**
 * Doorstep delivery windows: the next business days (Monday to Saturday, Mexico City calendar),
 * a morning and an afternoon window each, starting the day after tomorrow so the SIM can be
 * packed. Computed from the clock, so they move with it and need no state.
 */
export const DELIVERY_TIME_ZONE = MEXICO_CITY_TIME_ZONE;
/** The one doorstep calendar the gateway offers windows from. */
export const DOORSTEP_SLOT_CALENDAR = 'MX-DOMICILIO';
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

/**
 * Whether a window can still be promised: a slot id made here whose window the calendar offers
 * now with room (not past, not inside the packing lead, not full). The delivery step shows only
 * such windows, but the choice is kept with the purchase, so by the time the order is placed it
 * may no longer be. Ids not made here (no day and window code) are not judged: undefined.
 */
export function windowStillOffered(slotId: string, now: number): boolean | undefined {
  const match = /^(.+)-\d{4}-\d{2}-\d{2}-[A-Z]+$/.exec(slotId);
  if (!match || !deliveryWindowOf(slotId)) return undefined;
  const offered = deliveryWindows(match[1] as string, now).find((window) => window.slotId === slotId);
  return offered?.available === true;
}

const HOUR = 60 * 60 * 1000;

/** A SIM for pick-up reaches the store and is ready to collect this long after payment (sandbox figure). */
export const PICKUP_READY_AFTER_MS = 24 * HOUR;

/** The instant a doorstep window ends: its Mexico City day and end time (Mexico keeps no DST). */
/** When a window starts or ends (`edge`), as a time: its day's hour in Mexico City. */
export function windowTime(slotId: string, edge: 'startTime' | 'endTime'): number | undefined {
  const window = deliveryWindowOf(slotId);
  if (!window) return undefined;
  const [hours = 0, minutes = 0] = window[edge].split(':').map(Number);
  return mexicoCityStartOfDay(window.date) + (hours * 60 + minutes) * 60 * 1000;
}

const windowEnd = (slotId: string) => windowTime(slotId, 'endTime');

/**
 * Where a paid order's physical SIM is at `now`, from its facts and the clock (so
 * `POST /mocks/clock` moves it): in the customer's hands once the SIM is activated or the store
 * handed it over, delivered at the door once its window has ended, ready at the store a day after
 * payment, on its way before that. Undefined for an order with nothing to deliver or not yet paid.
 */
export function deliveryStatus(
  order: OrderRecord,
  line: LineRecord | undefined,
  now: number,
): DeliveryStatus | undefined {
  const delivery = order.delivery;
  if (!delivery || !line) return undefined;
  if (line.activatedAt !== undefined || delivery.collectedAt !== undefined) return 'DELIVERED';
  // The courier could not deliver: so until a new delivery is booked (which clears it).
  if (delivery.failedAt !== undefined) return 'DELIVERY_FAILED';
  if (delivery.method === 'SELF_PICKUP') {
    return now >= line.createdAt + PICKUP_READY_AFTER_MS ? 'READY_FOR_PICKUP' : 'ON_ITS_WAY';
  }
  const end = delivery.slotId ? windowEnd(delivery.slotId) : undefined;
  return end !== undefined && now >= end ? 'DELIVERED' : 'ON_ITS_WAY';
}
