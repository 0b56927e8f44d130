import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './time-zone.ts';

describe('isValidTimeZone', () => {
  it('knows canonical zones and aliases', () => {
    expect(isValidTimeZone('America/Mexico_City')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('US/Central')).toBe(true);
  });

  it('refuses blanks and unknown zones', () => {
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('  ')).toBe(false);
    expect(isValidTimeZone('Mexico/Nowhere')).toBe(false);
  });
});
