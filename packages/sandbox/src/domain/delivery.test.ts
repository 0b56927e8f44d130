import { describe, expect, it } from 'vitest';
import {
  deliveryStatus,
  deliveryWindowOf,
  deliveryWindows,
  mexicoCityDate,
  PICKUP_READY_AFTER_MS,
  windowStillOffered,
} from './delivery.ts';
import type { LineRecord, OrderRecord } from './sandbox-data.schema.ts';

describe('delivery windows', () => {
  it('reads the calendar day in Mexico City, not UTC', () => {
    // 2025-01-16 03:00 UTC is still the 15th in Mexico City (UTC−6).
    expect(mexicoCityDate(Date.UTC(2025, 0, 16, 3, 0))).toBe('2025-01-15');
  });

  it('offers five business days from the day after tomorrow, skipping Sundays', () => {
    // Wednesday 15 January 2025, 10:00 in Mexico City.
    const windows = deliveryWindows('MX-DOMICILIO', Date.UTC(2025, 0, 15, 16, 0));
    const days = [...new Set(windows.map((w) => w.date))];
    expect(days).toEqual(['2025-01-17', '2025-01-18', '2025-01-20', '2025-01-21', '2025-01-22']);
    expect(windows[0]).toEqual({
      slotId: 'MX-DOMICILIO-2025-01-17-AM',
      date: '2025-01-17',
      startTime: '09:00',
      endTime: '14:00',
      available: true,
    });
    expect(windows.find((w) => w.slotId === 'MX-DOMICILIO-2025-01-18-PM')?.available).toBe(false);
  });

  it('promises a window only while the calendar offers it with room', () => {
    // Wednesday 15 January 2025, 10:00 in Mexico City: the calendar runs from Friday the 17th.
    const now = Date.UTC(2025, 0, 15, 16, 0);
    expect(windowStillOffered('MX-DOMICILIO-2025-01-17-AM', now)).toBe(true);
    expect(windowStillOffered('MX-DOMICILIO-2025-01-18-PM', now)).toBe(false); // Saturday afternoon: full
    expect(windowStillOffered('MX-DOMICILIO-2025-01-16-AM', now)).toBe(false); // inside the packing lead
    expect(windowStillOffered('MX-DOMICILIO-2025-01-17-AM', Date.UTC(2025, 0, 18, 16, 0))).toBe(false); // gone by
    expect(windowStillOffered('MX-DOMICILIO-x', now)).toBeUndefined();
  });

  it('reads a slot id back as its window, so an order says when its SIM arrives', () => {
    const windows = deliveryWindows('MX-DOMICILIO', Date.UTC(2025, 0, 15, 16, 0));
    for (const { slotId, date, startTime, endTime } of windows) {
      expect(deliveryWindowOf(slotId)).toEqual({ date, startTime, endTime });
    }
    expect(deliveryWindowOf('MX-DOMICILIO-2025-01-17-NIGHT')).toBeUndefined();
    expect(deliveryWindowOf('elsewhere')).toBeUndefined();
  });
});

describe('where a paid order’s SIM is', () => {
  const paidAt = Date.UTC(2025, 0, 15, 16, 0); // Wednesday 10:00 in Mexico City
  const line = { createdAt: paidAt } as LineRecord;
  const order = (delivery: OrderRecord['delivery']) => ({ delivery }) as OrderRecord;
  const HOUR = 60 * 60 * 1000;

  it('a doorstep SIM is on its way until its window ends (14:00 Mexico City), then delivered', () => {
    const doorstep = order({ method: 'DOORSTEP_DELIVERY', slotId: 'MX-DOMICILIO-2025-01-17-AM' });
    const windowEnd = Date.UTC(2025, 0, 17, 20, 0);
    expect(deliveryStatus(doorstep, line, windowEnd - 1)).toBe('ON_ITS_WAY');
    expect(deliveryStatus(doorstep, line, windowEnd)).toBe('DELIVERED');
  });

  it('a pick-up SIM is ready a day after payment, and in hand once the store handed it over', () => {
    const pickup = order({ method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-ROMA' });
    expect(deliveryStatus(pickup, line, paidAt + PICKUP_READY_AFTER_MS - 1)).toBe('ON_ITS_WAY');
    expect(deliveryStatus(pickup, line, paidAt + PICKUP_READY_AFTER_MS)).toBe('READY_FOR_PICKUP');
    const collected = order({
      method: 'SELF_PICKUP',
      pickupLocationId: 'TIENDA-ROMA',
      collectedAt: paidAt + 30 * HOUR,
    });
    expect(deliveryStatus(collected, line, paidAt + 30 * HOUR)).toBe('DELIVERED');
  });

  it('an activated SIM is in hand; an unpaid order (no line) or an eSIM says nothing', () => {
    const doorstep = order({ method: 'DOORSTEP_DELIVERY', slotId: 'MX-DOMICILIO-2025-01-17-AM' });
    expect(deliveryStatus(doorstep, { ...line, activatedAt: paidAt + HOUR }, paidAt + HOUR)).toBe(
      'DELIVERED',
    );
    expect(deliveryStatus(doorstep, undefined, paidAt)).toBeUndefined();
    expect(deliveryStatus(order(undefined), line, paidAt)).toBeUndefined();
  });
});
