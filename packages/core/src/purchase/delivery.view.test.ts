import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryMethod } from '../gateway/delivery/delivery-methods.ts';
import type { DeliverySlot } from '../gateway/delivery/delivery-slot.schema.ts';
import type { PickupLocation } from '../gateway/delivery/pickup-location.schema.ts';
import { setupGatewayTest } from '../gateway/test-support/gateway-test-kit.ts';
import { onboardingDefaults } from '../stores/onboarding.store.ts';
import { emptyAddress } from '../stores/store-schemas.ts';
import {
  type DeliveryViewInput,
  deliverySlotCalendar,
  deliveryStart,
  deliveryStepData,
  deliveryView,
  lookUpPickup,
} from './delivery.view.ts';

const { client, answer } = setupGatewayTest();
const PICKUPS = 'logistics-service/v1/self-pickup-addresses';

const doorstep: DeliveryMethod = {
  type: 'DOORSTEP_DELIVERY',
  name: 'Envío a domicilio',
  description: '',
  fee: { amount: 99, currency: 'MXN' },
  slotId: 'MX-DOMICILIO',
  enabled: true,
};
const pickupMethod: DeliveryMethod = { ...doorstep, type: 'SELF_PICKUP', name: 'Recoger', slotId: undefined };
const morning: DeliverySlot = {
  slotId: 'S1',
  date: '2026-03-13',
  startTime: '09:00',
  endTime: '14:00',
  available: true,
};
const location: PickupLocation = {
  id: 'PK-1',
  name: 'Senda Roma',
  address: { ...emptyAddress(), postalCode: '06700', country: 'MX' },
  openingHours: [],
};

const input = (patch: Partial<DeliveryViewInput> = {}): DeliveryViewInput => ({
  methods: [doorstep, pickupMethod],
  type: null,
  slots: undefined,
  slotId: null,
  zip: '',
  zipCodeSize: 5,
  pickup: null,
  search: { status: 'idle' },
  showErrors: false,
  address: emptyAddress(),
  ...patch,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pick-up lookup', () => {
  it('sends no lookup for a postal code of the wrong size', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    await expect(lookUpPickup(client, '0670', 5)).resolves.toEqual({ status: 'invalidZip' });
  });

  it('finds the first location, or says none serves the code', async () => {
    answer('GET', PICKUPS, { result: { pickupLocations: [location] } });
    await expect(lookUpPickup(client, '06700', 5)).resolves.toMatchObject({
      status: 'found',
      location: { id: 'PK-1' },
    });
    answer('GET', PICKUPS, { result: { pickupLocations: [] } });
    await expect(lookUpPickup(client, '99999', 5)).resolves.toEqual({
      status: 'none',
      messageId: 'notifications.no_pickup_locations',
    });
  });

  it('reads a malformed or failed answer as the §8 lookup error, never throws', async () => {
    answer('GET', PICKUPS, { result: [location] });
    await expect(lookUpPickup(client, '06700', 5)).resolves.toEqual({
      status: 'failed',
      messageId: 'notifications.pickup_address_error',
    });
    answer('GET', PICKUPS, { failure: { errorCode: 'DOWN' } }, 503);
    const pending = lookUpPickup(client, '06700', 5);
    // The query's retries, on the fake clock.
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(pending).resolves.toMatchObject({ status: 'failed' });
  });
});

describe('delivery view', () => {
  it('asks for a method, then a free slot, and gives the choice once complete', () => {
    expect(deliveryView(input({ showErrors: true })).methodError).toEqual({
      id: 'validation.delivery.method_required',
    });
    const noSlot = deliveryView(
      input({ type: 'DOORSTEP_DELIVERY', slots: [{ ...morning, available: false }], showErrors: true }),
    );
    expect(noSlot).toMatchObject({
      slotCalendar: 'MX-DOMICILIO',
      slotError: { id: 'validation.delivery.slot_required' },
      showErrorSummary: true,
      choice: null,
    });
    const done = deliveryView(input({ type: 'DOORSTEP_DELIVERY', slots: [morning], slotId: 'S1' }));
    expect(done.choice).toMatchObject({ method: { type: 'DOORSTEP_DELIVERY' }, slot: { slotId: 'S1' } });
    expect(deliveryStepData(done.choice as NonNullable<typeof done.choice>)).toEqual({
      method: 'DOORSTEP_DELIVERY',
      slotId: 'S1',
    });
  });

  it('opens on doorstep delivery once an address was given, and on the earliest free window', () => {
    const home = { ...emptyAddress(), street: 'Av. Álvaro Obregón', blockNumber: '130', postalCode: '06700' };
    const later: DeliverySlot = { ...morning, slotId: 'S2', date: '2026-03-14' };
    const full: DeliverySlot = { ...morning, slotId: 'S0', date: '2026-03-12', available: false };
    // Slots in any order: the earliest free one is chosen, never a full one before it.
    const opened = deliveryView(input({ address: home, slots: [later, full, morning] }));
    expect(opened).toMatchObject({ type: 'DOORSTEP_DELIVERY', slotId: 'S1', slotCalendar: 'MX-DOMICILIO' });
    expect(opened.choice).toMatchObject({ method: { type: 'DOORSTEP_DELIVERY' }, slot: { slotId: 'S1' } });
    // What the customer chose wins over both.
    expect(deliveryView(input({ address: home, slots: [morning, later], slotId: 'S2' })).slotId).toBe('S2');
    expect(deliveryView(input({ address: home, type: 'SELF_PICKUP' })).type).toBe('SELF_PICKUP');
    // No address given (or doorstep switched off): nothing is chosen for the customer.
    expect(deliveryView(input({ slots: [morning] }))).toMatchObject({
      type: null,
      slotId: null,
      choice: null,
    });
    const off = input({ address: home, methods: [{ ...doorstep, enabled: false }, pickupMethod] });
    expect(deliveryView(off).type).toBeNull();
  });

  it('says when no slot is free, only once the slots were read', () => {
    expect(deliveryView(input({ type: 'DOORSTEP_DELIVERY' })).noFreeSlots).toBe(false);
    const full = deliveryView(
      input({ type: 'DOORSTEP_DELIVERY', slots: [{ ...morning, available: false }] }),
    );
    expect(full.noFreeSlots).toBe(true);
  });

  it('keeps the reason no location came back under the postal code until one is found', () => {
    const pickup = { type: 'SELF_PICKUP' as const, zip: '99999' };
    expect(deliveryView(input({ ...pickup, search: { status: 'invalidZip' } })).zipError).toEqual({
      id: 'validation.address.zip_code',
      values: { size: 5 },
    });
    const none = input({
      ...pickup,
      search: { status: 'none', messageId: 'notifications.no_pickup_locations' },
    });
    expect(deliveryView(none).zipError).toEqual({ id: 'notifications.no_pickup_locations' });
    expect(deliveryView({ ...none, pickup: location }).zipError).toBeNull();
    expect(deliveryView(input({ ...pickup, showErrors: true })).zipError).toEqual({
      id: 'validation.delivery.pickup_required',
    });
  });

  it('looks a known postal code up on opening pick-up, not without one or with a location', () => {
    expect(deliveryView(input({ type: 'SELF_PICKUP', zip: '06700' })).lookUpOnOpen).toBe(true);
    expect(deliveryView(input({ type: 'SELF_PICKUP', zip: '067' })).lookUpOnOpen).toBe(false);
    expect(deliveryView(input({ type: 'SELF_PICKUP', zip: '06700', pickup: location })).lookUpOnOpen).toBe(
      false,
    );
    expect(deliveryView(input({ type: 'DOORSTEP_DELIVERY', zip: '06700' })).lookUpOnOpen).toBe(false);
  });

  it('reads no slot calendar for a switched-off method', () => {
    expect(deliverySlotCalendar([{ ...doorstep, enabled: false }], 'DOORSTEP_DELIVERY')).toBeUndefined();
    expect(deliverySlotCalendar([doorstep], 'SELF_PICKUP')).toBeUndefined();
  });
});

describe('where the delivery step starts', () => {
  it('takes the saved step data, else the stores, and ignores values of another shape', () => {
    const onboarding = {
      ...onboardingDefaults(),
      selfPickupZipCode: '',
      deliveryAddressDetails: { ...emptyAddress(), postalCode: '06700' },
    };
    expect(deliveryStart(onboarding, { method: 'SELF_PICKUP', zip: '11000' })).toMatchObject({
      type: 'SELF_PICKUP',
      zip: '11000',
    });
    expect(deliveryStart(onboarding, { method: 'BY_DRONE', zip: 42 })).toEqual({
      type: null,
      slotId: null,
      zip: '06700',
      pickup: null,
    });
  });
});
