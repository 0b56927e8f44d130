import { MEXICAN_STATES } from '@senda/core/purchase';
import { describe, expect, it } from 'vitest';
import { PICKUP_LOCATIONS, pickupLocationsNear, stateOfPostalCode } from './places.ts';
import { POSTAL_CODES } from './postal-codes.ts';

/** The first two digits' rule alone: a code built to be missing from the lookup. */
const unknownCodeLike = (postalCode: string) => {
  for (let tail = 999; tail >= 0; tail--) {
    const candidate = postalCode.slice(0, 2) + String(tail).padStart(3, '0');
    if (!POSTAL_CODES.some((entry) => entry.postalCode === candidate)) return candidate;
  }
  throw new Error(`every code of ${postalCode.slice(0, 2)} is known`);
};

describe('the state of a postal code', () => {
  it('by its first two digits agrees with the lookup for every one of its 54 codes', () => {
    for (const entry of POSTAL_CODES) {
      expect(stateOfPostalCode(unknownCodeLike(entry.postalCode)), entry.postalCode).toBe(entry.state);
    }
  });

  it('names only the 32 states, and none for a code no state has', () => {
    for (let prefix = 1; prefix <= 99; prefix++) {
      const state = stateOfPostalCode(`${String(prefix).padStart(2, '0')}999`);
      if (state) expect(MEXICAN_STATES).toContain(state);
    }
    expect(stateOfPostalCode('00123')).toBeUndefined();
    expect(stateOfPostalCode('18000')).toBeUndefined();
    expect(stateOfPostalCode('4410')).toBeUndefined();
    expect(stateOfPostalCode('44a00')).toBeUndefined();
  });

  it("a code typed by hand (not in the lookup) still finds its state's stores", () => {
    expect(POSTAL_CODES.some((entry) => entry.postalCode === '64999')).toBe(false);
    const near = pickupLocationsNear('64999');
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((location) => location.state === 'Nuevo León')).toBe(true);
    expect(pickupLocationsNear('18000')).toEqual([]);
  });

  it('every store is in a state its own postal code names', () => {
    for (const location of PICKUP_LOCATIONS)
      expect(stateOfPostalCode(location.postalCode)).toBe(location.state);
  });
});
