import { describe, expect, it } from 'vitest';
import { deliveryWindowOf, deliveryWindows, mexicoCityDate } from './delivery.ts';

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

  it('reads a slot id back as its window, so an order says when its SIM arrives', () => {
    const windows = deliveryWindows('MX-DOMICILIO', Date.UTC(2025, 0, 15, 16, 0));
    for (const { slotId, date, startTime, endTime } of windows) {
      expect(deliveryWindowOf(slotId)).toEqual({ date, startTime, endTime });
    }
    expect(deliveryWindowOf('MX-DOMICILIO-2025-01-17-NIGHT')).toBeUndefined();
    expect(deliveryWindowOf('elsewhere')).toBeUndefined();
  });
});
