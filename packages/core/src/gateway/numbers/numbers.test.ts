import { describe, expect, it } from 'vitest';
import { NUMBER_LIST_DEFAULT_COUNT } from '../../config/constants.ts';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { esimBrands } from './esim-brands.ts';
import { esimDevices } from './esim-devices.ts';
import { goldenNumberCategories } from './golden-number-categories.ts';
import { lockNumber } from './lock-number.ts';
import { numberCategories } from './number-categories.ts';
import { searchNumbers } from './search-numbers.ts';

const { client, answer } = setupGatewayTest();

describe('number categories', () => {
  const CATEGORIES = [
    {
      category: 'FREE_NUMBER',
      name: 'Número gratis',
      price: { amount: 0, currency: 'MXN' },
      sku: 'NUM-FREE',
    },
    {
      category: 'PREMIUM_NUMBER',
      name: 'Número premium',
      description: 'Elige tus dígitos',
      price: { amount: 149, currency: 'MXN' },
      sku: 'NUM-PREMIUM',
    },
  ];

  it('numberCategories GETs the categories with their prices', async () => {
    const calls = answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const result = await numberCategories(client);
    expect(onlyCall(calls).auth).toBeNull();
    expect(result.map((c) => [c.category, c.price.amount, c.description])).toEqual([
      ['FREE_NUMBER', 0, ''],
      ['PREMIUM_NUMBER', 149, 'Elige tus dígitos'],
    ]);
  });

  it('numberCategories rejects a category the app does not know', async () => {
    answer('GET', 'number-service/v1/categories', { result: [{ ...CATEGORIES[0], category: 'GOLD' }] });
    await expectSchemaError(numberCategories(client));
  });

  it('goldenNumberCategories GETs the golden categories', async () => {
    const golden = [
      { id: 'G-REPEAT', name: 'Dígitos repetidos', price: { amount: 499, currency: 'MXN' }, sku: 'NUM-G1' },
    ];
    const calls = answer('GET', 'number-service/v1/golden-categories', { result: golden });
    await expect(goldenNumberCategories(client)).resolves.toEqual([{ ...golden[0], description: '' }]);
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('goldenNumberCategories rejects a category without a price', async () => {
    answer('GET', 'number-service/v1/golden-categories', { result: [{ id: 'G', name: 'G', sku: 'S' }] });
    await expectSchemaError(goldenNumberCategories(client));
  });
});

describe('searchNumbers', () => {
  it('GETs numbers by category and search, with the default list size', async () => {
    const numbers = [{ number: '5512345678', category: 'PREMIUM_NUMBER' }];
    const calls = answer('GET', 'number-service/v1/numbers', { result: numbers });
    await expect(searchNumbers(client, { category: 'PREMIUM_NUMBER', search: '1234' })).resolves.toEqual(
      numbers,
    );
    expect(onlyCall(calls).query).toEqual({
      category: 'PREMIUM_NUMBER',
      search: '1234',
      limit: String(NUMBER_LIST_DEFAULT_COUNT),
    });
  });

  it('leaves an empty search out and takes the limit it is given', async () => {
    const calls = answer('GET', 'number-service/v1/numbers', { result: [] });
    await searchNumbers(client, { category: 'FREE_NUMBER', search: '', limit: 40 });
    expect(onlyCall(calls).query).toEqual({ category: 'FREE_NUMBER', limit: '40' });
  });

  it('sends the lada as areaCode, and leaves an empty one out', async () => {
    const calls = answer('GET', 'number-service/v1/numbers', { result: [] });
    await searchNumbers(client, { category: 'FREE_NUMBER', areaCode: '998', search: '12' });
    await searchNumbers(client, { category: 'FREE_NUMBER', areaCode: '' });
    expect(calls.map((call) => call.query)).toEqual([
      { category: 'FREE_NUMBER', areaCode: '998', search: '12', limit: String(NUMBER_LIST_DEFAULT_COUNT) },
      { category: 'FREE_NUMBER', limit: String(NUMBER_LIST_DEFAULT_COUNT) },
    ]);
  });

  it('rejects a number that is not 10 digits', async () => {
    answer('GET', 'number-service/v1/numbers', {
      result: [{ number: '+525512345678', category: 'FREE_NUMBER' }],
    });
    await expectSchemaError(searchNumbers(client, { category: 'FREE_NUMBER' }));
  });
});

describe('lockNumber', () => {
  it('POSTs to the number lock with credentials', async () => {
    const lock = {
      number: '5512345678',
      lockedAt: '2026-03-01T18:00:00.000Z',
      lockedUntil: '2026-03-01T18:15:00.000Z',
    };
    const calls = answer('POST', 'number-service/v1/numbers/:selectedNumber/lock', { result: lock });
    await expect(lockNumber(client, { selectedNumber: '5512345678' })).resolves.toEqual(lock);
    const call = onlyCall(calls);
    expect(call.method).toBe('POST');
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.url.pathname).toBe('/gateway/number-service/v1/numbers/5512345678/lock');
  });

  it('rejects a lock without an expiry time', async () => {
    answer('POST', 'number-service/v1/numbers/:selectedNumber/lock', { result: { number: '5512345678' } });
    await expectSchemaError(lockNumber(client, { selectedNumber: '5512345678' }));
  });
});

describe('eSIM devices', () => {
  it('esimBrands GETs the brand list', async () => {
    const calls = answer('GET', 'device-service/v1/esim/brands', {
      result: ['Apple', 'Samsung', 'Motorola'],
    });
    await expect(esimBrands(client)).resolves.toEqual(['Apple', 'Samsung', 'Motorola']);
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('esimDevices GETs the models of one brand', async () => {
    const devices = [
      { brand: 'Apple', model: 'iPhone 15' },
      { brand: 'Apple', model: 'iPhone SE (3.ª generación)' },
    ];
    const calls = answer('GET', 'device-service/v1/esim/devices', { result: devices });
    await expect(esimDevices(client, { brand: 'Apple' })).resolves.toEqual(devices);
    expect(onlyCall(calls).query).toEqual({ brand: 'Apple' });
  });

  it('rejects a device without a model', async () => {
    answer('GET', 'device-service/v1/esim/devices', { result: [{ brand: 'Apple' }] });
    await expectSchemaError(esimDevices(client, { brand: 'Apple' }));
    answer('GET', 'device-service/v1/esim/brands', { result: [''] });
    await expectSchemaError(esimBrands(client));
  });
});
