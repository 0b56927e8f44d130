import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { addressLookup } from './address-lookup.ts';
import { deliveryMethods } from './delivery-methods.ts';
import { deliverySlots } from './delivery-slots.ts';
import { esimDeliverySpecification, isEsimDeliveryNeeded } from './esim-delivery-specification.ts';
import { firstPickupLocation, selfPickupAddresses } from './self-pickup-addresses.ts';

const { client, answer } = setupGatewayTest();

const EMPTY_ADDRESS = {
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
};

const STORE = {
  id: 'PK-CDMX-ROMA',
  name: 'Senda Roma Norte',
  address: {
    postalCode: '06700',
    country: 'MX',
    state: 'Ciudad de México',
    city: 'Cuauhtémoc',
    area: 'Roma Norte',
    addressLine1: 'Av. Álvaro Obregón 120',
  },
  openingHours: [
    { day: 'MON', opens: '10:00', closes: '20:00' },
    { day: 'SAT', opens: '11:00', closes: '18:00' },
  ],
};
const STORE_PARSED = { ...STORE, address: { ...EMPTY_ADDRESS, ...STORE.address } };

describe('deliveryMethods', () => {
  it('GETs the methods and fills the optional fields', async () => {
    const methods = [
      {
        type: 'DOORSTEP_DELIVERY',
        name: 'Envío a domicilio',
        fee: { amount: 49, currency: 'MXN' },
        feeSku: 'DELIVERY-STD',
        slotId: 'CAL-CDMX',
      },
      { type: 'SELF_PICKUP', name: 'Recoger en tienda', fee: { amount: 0, currency: 'MXN' } },
    ];
    const calls = answer('GET', 'logistics-service/v1/delivery-methods', { result: methods });
    const result = await deliveryMethods(client);
    expect(onlyCall(calls).auth).toBeNull();
    expect(result).toEqual([
      { ...methods[0], description: '', enabled: true },
      { ...methods[1], description: '', enabled: true },
    ]);
  });

  it('rejects a delivery type the app cannot route', async () => {
    answer('GET', 'logistics-service/v1/delivery-methods', {
      result: [{ type: 'DRONE', name: 'Dron', fee: { amount: 0, currency: 'MXN' } }],
    });
    await expectSchemaError(deliveryMethods(client));
  });
});

describe('deliverySlots', () => {
  it('GETs the slots of a calendar by id, with credentials', async () => {
    const slots = [{ slotId: 'S-1', date: '2026-03-02', startTime: '09:00', endTime: '13:00' }];
    const calls = answer('GET', 'logistics-service/v1/slots/:slotId', { result: slots });
    await expect(deliverySlots(client, { slotId: 'CAL-CDMX' })).resolves.toEqual([
      { ...slots[0], available: true },
    ]);
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.url.pathname).toBe('/gateway/logistics-service/v1/slots/CAL-CDMX');
  });

  it('rejects a slot with a 12-hour time', async () => {
    answer('GET', 'logistics-service/v1/slots/:slotId', {
      result: [{ slotId: 'S-1', date: '2026-03-02', startTime: '9:00 AM', endTime: '13:00' }],
    });
    await expectSchemaError(deliverySlots(client, { slotId: 'CAL-CDMX' }));
  });
});

describe('pickup locations', () => {
  it('selfPickupAddresses GETs the locations for a zip code', async () => {
    const calls = answer('GET', 'logistics-service/v1/self-pickup-addresses', {
      result: { pickupLocations: [STORE] },
    });
    const result = await selfPickupAddresses(client, { zipcode: '06700' });
    expect(onlyCall(calls).query).toEqual({ zipcode: '06700' });
    expect(firstPickupLocation(result)).toEqual(STORE_PARSED);
  });

  it('firstPickupLocation is undefined when the zip code has none', async () => {
    answer('GET', 'logistics-service/v1/self-pickup-addresses', { result: { pickupLocations: [] } });
    expect(firstPickupLocation(await selfPickupAddresses(client, { zipcode: '99999' }))).toBeUndefined();
  });

  it('selfPickupAddresses rejects an answer without the list', async () => {
    answer('GET', 'logistics-service/v1/self-pickup-addresses', { result: [STORE] });
    await expectSchemaError(selfPickupAddresses(client, { zipcode: '06700' }));
  });
});

describe('addressLookup', () => {
  it('GETs the address of a postal code in a country', async () => {
    const calls = answer('GET', 'logistics-service/v1/addresses/:country', {
      result: {
        postalCode: '06700',
        country: 'MX',
        state: 'Ciudad de México',
        city: 'Cuauhtémoc',
        area: 'Roma Norte',
        areas: ['Roma Norte'],
      },
    });
    await expect(addressLookup(client, { country: 'MX', postalCode: '06700' })).resolves.toEqual({
      postalCode: '06700',
      country: 'MX',
      state: 'Ciudad de México',
      province: '',
      district: '',
      city: 'Cuauhtémoc',
      area: 'Roma Norte',
      areas: ['Roma Norte'],
    });
    const call = onlyCall(calls);
    expect(call.url.pathname).toBe('/gateway/logistics-service/v1/addresses/MX');
    expect(call.query).toEqual({ postalCode: '06700' });
  });

  it('rejects an answer without the postal code', async () => {
    answer('GET', 'logistics-service/v1/addresses/:country', { result: { country: 'MX' } });
    await expectSchemaError(addressLookup(client, { country: 'MX', postalCode: '06700' }));
  });
});

describe('eSIM delivery specification', () => {
  it('GETs the specification', async () => {
    const specs = [
      { orderType: 'ESIM-NEW', deliveryNeeded: true },
      { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false },
    ];
    const calls = answer('GET', 'logistics-service/v1/esim-delivery-specification', { result: specs });
    await expect(esimDeliverySpecification(client)).resolves.toEqual(specs);
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('rejects an entry without the flag', async () => {
    answer('GET', 'logistics-service/v1/esim-delivery-specification', {
      result: [{ orderType: 'ESIM-NEW' }],
    });
    await expectSchemaError(esimDeliverySpecification(client));
  });

  it('isEsimDeliveryNeeded reads the ESIM-NEW entry only, false without one', () => {
    expect(
      isEsimDeliveryNeeded([
        { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false },
        { orderType: 'ESIM-NEW', deliveryNeeded: true },
      ]),
    ).toBe(true);
    expect(
      isEsimDeliveryNeeded([
        { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: true },
        { orderType: 'ESIM-NEW', deliveryNeeded: false },
      ]),
    ).toBe(false);
    expect(isEsimDeliveryNeeded([{ orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: true }])).toBe(false);
    expect(isEsimDeliveryNeeded([])).toBe(false);
  });
});
