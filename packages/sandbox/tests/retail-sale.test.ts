import {
  createOrder,
  createOrderEndpoint,
  getOrder,
  lockNumber,
  searchNumbers,
  userOrders,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, CUSTOMER } from './support/purchase-steps.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The retail channel: a store assistant sells on behalf of the customer in the store (the
 * customer's own e-mail got the code), and the order records the channel and the store it was
 * sold in. A retail order without its store, or a web order naming one, is refused.
 */
const kit = setupSandboxTest();

async function retailBody(email: string) {
  const customer = await kit.signedUpCustomer(email);
  const [number] = await searchNumbers(customer.client, { category: 'FREE_NUMBER' });
  if (!number) throw new Error('no free number');
  await lockNumber(customer.client, { selectedNumber: number.number });
  const body = {
    orderType: 'SIM_ONLY' as const,
    channel: 'retail' as const,
    retailStoreId: 'MX0042',
    productType: 'prepaid' as const,
    simType: 'esim' as const,
    numberType: 'NEW' as const,
    items: [
      { itemType: 'PLAN' as const, sku: 'PLAN-SENDA-200' },
      { itemType: 'NEW_NUMBER' as const, sku: 'NUMBER-FREE' },
    ],
    selectedNumber: number.number,
    customer: { ...CUSTOMER, email },
    billingAddress: BILLING_ADDRESS,
  };
  return { client: customer.client, body };
}

describe('a retail sale (create order on the retail channel)', () => {
  it('records the retail channel and the store, and the order and the list say so', async () => {
    const { client, body } = await retailBody('cliente.tienda@example.mx');
    const created = await createOrder(client, body);
    const order = await getOrder(client, { orderReference: created.order_ref });
    expect({ channel: order.channel, store: order.retail_store_id }).toEqual({
      channel: 'retail',
      store: 'MX0042',
    });
    expect((await userOrders(client)).map((o) => [o.channel, o.retail_store_id])).toEqual([
      ['retail', 'MX0042'],
    ]);
  });

  it('refuses a retail order that names no store, and a web order that names one', async () => {
    const { client, body } = await retailBody('sin.tienda@example.mx');
    const { retailStoreId: _store, ...noStore } = body;
    for (const json of [noStore, { ...body, channel: 'web' as const }]) {
      await expect(client.call(createOrderEndpoint, { json })).rejects.toMatchObject({ status: 400 });
    }
    expect(await userOrders(client)).toEqual([]);
  });
});
