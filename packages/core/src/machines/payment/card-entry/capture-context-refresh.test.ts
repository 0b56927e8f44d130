import { describe, expect, it } from 'vitest';
import { captureContextRefreshDelay } from './capture-context-refresh.ts';

describe('captureContextRefreshDelay', () => {
  const CONTEXT = { issuedAt: '2026-03-01T17:45:00.000Z', expiresAt: '2026-03-01T18:00:00.000Z' };

  it('is its lifetime less the margin, whatever the phone’s clock says', () => {
    expect(captureContextRefreshDelay(CONTEXT, 10_000)).toBe(15 * 60_000 - 10_000);
    // Issued nearly spent: not sooner than the margin, so a broken provider is not asked in a loop.
    expect(captureContextRefreshDelay({ ...CONTEXT, issuedAt: '2026-03-01T17:59:55.000Z' }, 10_000)).toBe(
      10_000,
    );
    // A lifetime longer than a browser's timers keep is cut to the longest they keep.
    expect(captureContextRefreshDelay({ ...CONTEXT, expiresAt: '2026-06-01T00:00:00.000Z' }, 10_000)).toBe(
      2 ** 31 - 1,
    );
  });
});
