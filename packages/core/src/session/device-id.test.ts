import { describe, expect, it } from 'vitest';
import { DEVICE_RANDOM_MAX, DEVICE_RANDOM_MIN } from '../config/constants.ts';
import { generateDeviceId } from './device-id.ts';

const NOW = () => 1_700_000_000_123;

describe('generateDeviceId', () => {
  it('is timestamp + "R" + a 7-digit number', () => {
    expect(generateDeviceId(NOW, () => 0.5)).toMatch(/^1700000000123R\d{7}$/);
  });

  it('spans exactly 1111111 to 9999998', () => {
    expect(generateDeviceId(NOW, () => 0)).toBe(`1700000000123R${DEVICE_RANDOM_MIN}`);
    expect(generateDeviceId(NOW, () => 0.999_999_999_999)).toBe(`1700000000123R${DEVICE_RANDOM_MAX}`);
    expect(DEVICE_RANDOM_MIN).toBe(1111111);
    expect(DEVICE_RANDOM_MAX).toBe(9999998);
  });

  it('stays in range for every draw, even a broken random', () => {
    for (const draw of [
      0,
      1e-9,
      0.25,
      0.5,
      0.75,
      0.9999999,
      1,
      2,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      const suffix = Number(generateDeviceId(NOW, () => draw).split('R')[1]);
      expect(suffix).toBeGreaterThanOrEqual(DEVICE_RANDOM_MIN);
      expect(suffix).toBeLessThanOrEqual(DEVICE_RANDOM_MAX);
      expect(Number.isInteger(suffix)).toBe(true);
    }
  });
});
