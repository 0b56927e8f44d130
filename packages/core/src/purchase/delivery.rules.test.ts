import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../gateway/delivery/delivery-methods.ts';
import type { DeliverySlot } from '../gateway/delivery/delivery-slot.schema.ts';
import type { PickupLocation } from '../gateway/delivery/pickup-location.schema.ts';
import { onboardingDefaults } from '../stores/onboarding.store.ts';
import {
  chooseDelivery,
  firstDeliveryDate,
  needsDeliverySlot,
  openingHoursRanges,
  pickupLookupOutcome,
  selectableDeliveryMethods,
  slotsByDay,
  storedDeliveryType,
  validateDelivery,
  weekdayIndex,
} from './delivery.rules.ts';

const doorstep: DeliveryMethod = {
  type: 'DOORSTEP_DELIVERY',
  name: 'Envío a domicilio',
  description: '',
  fee: { amount: 99, currency: 'MXN' },
  slotId: 'MX-DOMICILIO',
  enabled: true,
};
const pickupMethod: DeliveryMethod = {
  type: 'SELF_PICKUP',
  name: 'Recoger en tienda',
  description: '',
  fee: { amount: 0, currency: 'MXN' },
  enabled: true,
};
const slot = (date: string, startTime: string, available = true): DeliverySlot => ({
  slotId: `S-${date}-${startTime}`,
  date,
  startTime,
  endTime: '20:00',
  available,
});
const store = (id: string): PickupLocation => ({
  id,
  name: `Senda ${id}`,
  address: {
    postalCode: '06700',
    country: 'MX',
    state: '',
    province: '',
    district: '',
    city: '',
    area: '',
    street: '',
    buildingName: '',
    blockNumber: '',
    floor: '',
    unit: '',
    landmark: '',
    addressLine1: '',
    addressLine2: '',
    cityInProvince: '',
  },
  openingHours: [],
});

describe('delivery methods', () => {
  it('offers only the enabled ones', () => {
    expect(selectableDeliveryMethods([doorstep, { ...pickupMethod, enabled: false }])).toEqual([doorstep]);
  });

  it('doorstep with a slot calendar needs a slot; without one, or pickup, does not', () => {
    expect(needsDeliverySlot(doorstep)).toBe(true);
    expect(needsDeliverySlot({ ...doorstep, slotId: undefined })).toBe(false);
    expect(needsDeliverySlot(pickupMethod)).toBe(false);
    expect(needsDeliverySlot(undefined)).toBe(false);
  });
});

describe('firstDeliveryDate', () => {
  it('is the earliest day with a free window, a full day skipped, whatever the order the gateway gives', () => {
    expect(
      firstDeliveryDate([
        slot('2026-03-14', '09:00'),
        slot('2026-03-12', '09:00', false),
        slot('2026-03-12', '14:00', false),
        slot('2026-03-13', '14:00'),
      ]),
    ).toBe('2026-03-13');
  });

  it('is none while no window is free', () => {
    expect(firstDeliveryDate([slot('2026-03-12', '09:00', false)])).toBeUndefined();
    expect(firstDeliveryDate([])).toBeUndefined();
  });
});

describe('slotsByDay', () => {
  it('groups by day in time order and marks a day with no free window', () => {
    const days = slotsByDay([
      slot('2026-03-13', '14:00', false),
      slot('2026-03-12', '14:00'),
      slot('2026-03-12', '09:00'),
      slot('2026-03-13', '09:00', false),
    ]);
    expect(days.map((d) => [d.date, d.slots.map((s) => s.startTime), d.full])).toEqual([
      ['2026-03-12', ['09:00', '14:00'], false],
      ['2026-03-13', ['09:00', '14:00'], true],
    ]);
  });
});

describe('pickupLookupOutcome (§3 first location, §8 none is an error)', () => {
  it('uses the first location', () => {
    const outcome = pickupLookupOutcome({ pickupLocations: [store('A'), store('B')] });
    expect(outcome).toEqual({ kind: 'found', location: store('A') });
  });

  it('reports no locations as the §8 error', () => {
    expect(pickupLookupOutcome({ pickupLocations: [] })).toEqual({
      kind: 'none',
      messageId: 'notifications.no_pickup_locations',
    });
  });
});

describe('validateDelivery', () => {
  it('asks for a method, then what the method needs', () => {
    const none = { method: undefined, slot: undefined, pickupLocation: undefined };
    expect(validateDelivery(none).errors).toEqual({ method: { id: 'validation.delivery.method_required' } });
    expect(validateDelivery({ ...none, method: doorstep }).errors).toEqual({
      slot: { id: 'validation.delivery.slot_required' },
    });
    expect(validateDelivery({ ...none, method: pickupMethod }).errors).toEqual({
      pickup: { id: 'validation.delivery.pickup_required' },
    });
  });

  it('refuses a full slot and accepts a free one', () => {
    expect(
      validateDelivery({
        method: doorstep,
        slot: slot('2026-03-12', '09:00', false),
        pickupLocation: undefined,
      }).valid,
    ).toBe(false);
    expect(
      validateDelivery({ method: doorstep, slot: slot('2026-03-12', '09:00'), pickupLocation: undefined })
        .valid,
    ).toBe(true);
    expect(
      validateDelivery({ method: pickupMethod, slot: undefined, pickupLocation: store('A') }).valid,
    ).toBe(true);
  });
});

describe('chooseDelivery', () => {
  it('keeps only what the chosen method uses', () => {
    const home = chooseDelivery(onboardingDefaults(), {
      method: doorstep,
      slot: slot('2026-03-12', '09:00'),
      pickupLocation: store('A'),
      pickupZipCode: '06700',
    });
    expect(home).toMatchObject({
      selectedDeliveryMethod: { type: 'DOORSTEP_DELIVERY' },
      selectedDeliverySlot: { slotId: 'S-2026-03-12-09:00' },
      selectedSelfPickUpAddress: null,
      selfPickupZipCode: '',
    });
    expect(storedDeliveryType(home)).toBe('DOORSTEP_DELIVERY');
    const pickup = chooseDelivery(home, {
      method: pickupMethod,
      slot: slot('2026-03-12', '09:00'),
      pickupLocation: store('A'),
      pickupZipCode: ' 06700 ',
    });
    expect(pickup).toMatchObject({
      selectedDeliveryMethod: { type: 'SELF_PICKUP' },
      selectedDeliverySlot: null,
      selectedSelfPickUpAddress: { id: 'A' },
      selfPickupZipCode: '06700',
    });
    expect(storedDeliveryType(onboardingDefaults())).toBeUndefined();
  });
});

describe('openingHoursRanges', () => {
  it('folds consecutive days with the same hours', () => {
    const hours = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'].map((day) => ({
      day: day as 'MON',
      opens: '10:00',
      closes: '20:00',
    }));
    expect(openingHoursRanges([...hours, { day: 'SUN', opens: '11:00', closes: '18:00' }])).toEqual([
      { from: 'MON', to: 'SAT', opens: '10:00', closes: '20:00' },
      { from: 'SUN', to: 'SUN', opens: '11:00', closes: '18:00' },
    ]);
  });

  it('breaks a run at a closed day', () => {
    expect(
      openingHoursRanges([
        { day: 'MON', opens: '09:00', closes: '18:00' },
        { day: 'WED', opens: '09:00', closes: '18:00' },
      ]).map((r) => [r.from, r.to]),
    ).toEqual([
      ['MON', 'MON'],
      ['WED', 'WED'],
    ]);
    expect(weekdayIndex('MON')).toBe(0);
    expect(weekdayIndex('SUN')).toBe(6);
  });
});
