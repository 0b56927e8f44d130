import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { cartsByEmail } from './carts-by-email.ts';

const { client, answer } = setupGatewayTest();

const CART = {
  cartId: 'CART-77',
  email: 'ana.lopez@example.mx',
  status: 'PENDING',
  items: [
    { itemType: 'PLAN', sku: 'PLAN-30D-10GB', name: 'Senda 10 GB' },
    { itemType: 'ADDON', sku: 'ADDON-5GB-7D' },
  ],
  created_at: '2026-02-28T22:10:00.000Z',
};

describe('cartsByEmail', () => {
  it('GETs the PENDING carts of an e-mail with credentials', async () => {
    const calls = answer('GET', 'order-service/v1/carts', { result: { carts: [CART] } });
    const result = await cartsByEmail(client, { email: 'ana.lopez@example.mx' });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.query).toEqual({ email: 'ana.lopez@example.mx', status: 'PENDING' });
    expect(result.carts[0]?.items).toEqual([
      { itemType: 'PLAN', sku: 'PLAN-30D-10GB', name: 'Senda 10 GB', quantity: 1 },
      { itemType: 'ADDON', sku: 'ADDON-5GB-7D', quantity: 1 },
    ]);
  });

  it('asks for another status when told', async () => {
    const calls = answer('GET', 'order-service/v1/carts', { result: { carts: [] } });
    await expect(cartsByEmail(client, { email: 'a@b.mx', status: 'EXPIRED' })).resolves.toEqual({
      carts: [],
    });
    expect(onlyCall(calls).query.status).toBe('EXPIRED');
  });

  it.each([
    ['a bare list', [CART]],
    ['a cart without id', { carts: [{ ...CART, cartId: undefined }] }],
    ['an item of unknown type', { carts: [{ ...CART, items: [{ itemType: 'GIFT', sku: 'G' }] }] }],
  ])('rejects %s', async (_label, result) => {
    answer('GET', 'order-service/v1/carts', { result });
    await expectSchemaError(cartsByEmail(client, { email: 'a@b.mx' }));
  });
});
