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

  // The delivery step shows the first store as "the nearest Senda store": a customer in Roma
  // Norte (06700) was sent to Polanco with the Roma Norte store in her own postal code.
  it("lists the nearest store first: the one in the code, then by the codes' distance", () => {
    const first = (postalCode: string) => pickupLocationsNear(postalCode)[0]?.name;
    expect(first('06700')).toBe('Senda Roma Norte');
    expect(first('11560')).toBe('Senda Polanco');
    expect(first('04000')).toBe('Senda Coyoacán');
    // Del Valle (Benito Juárez) has no store: Coyoacán is next door, Polanco across the city.
    expect(first('03100')).toBe('Senda Coyoacán');
    expect(first('64000')).toBe('Senda Monterrey Centro');
    expect(first('66220')).toBe('Senda San Pedro');
    expect(pickupLocationsNear('06700').map((location) => location.name)).toEqual([
      'Senda Roma Norte',
      'Senda Coyoacán',
      'Senda Polanco',
    ]);
  });

  it('every store is in a state its own postal code names', () => {
    for (const location of PICKUP_LOCATIONS)
      expect(stateOfPostalCode(location.postalCode)).toBe(location.state);
  });
});
