import {
  createOrder,
  eligibleProductVariants,
  getOrder,
  goldenNumberCategories,
  lockNumber,
  numberAvailability,
  orderPreview,
  searchNumbers,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, CUSTOMER } from './support/purchase-steps.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();

describe('golden numbers', () => {
  it('each pattern has its own price; its numbers are priced into the order by their pattern, then no longer offered', async () => {
    const ana = await kit.signedUpCustomer('ana@example.mx');
    const golden = await goldenNumberCategories(ana.client);
    expect(golden.map((g) => [g.id, g.price.amount, g.sku])).toEqual([
      ['ORO', 299, 'NUMBER-GOLDEN-ORO'],
      ['PLATA', 199, 'NUMBER-GOLDEN-PLATA'],
      ['BRONCE', 149, 'NUMBER-GOLDEN-BRONCE'],
    ]);
    const oro = await searchNumbers(ana.client, {
      category: 'PREMIUM_NUMBER',
      goldenCategory: 'ORO',
      limit: 40,
    });
    expect(oro.length).toBeGreaterThan(0);
    expect(oro.every((n) => n.goldenCategory === 'ORO' && /(\d)\1{3}$/.test(n.number))).toBe(true);
    const number = oro[0]?.number ?? '';
    await lockNumber(ana.client, { selectedNumber: number });

    const plan = (await eligibleProductVariants(ana.client, { simType: 'esim' })).find(
      (variant) => variant.sku === 'PLAN-SENDA-200',
    );
    if (!plan) throw new Error('plan missing');
    const order = {
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: 'esim',
      numberType: 'NEW',
      items: [
        { itemType: 'PLAN' as const, sku: plan.sku },
        { itemType: 'NEW_NUMBER' as const, sku: 'NUMBER-GOLDEN-ORO' },
      ],
    } as const;
    const preview = await orderPreview(ana.client, { ...order, promoCodes: [] });
    expect(preview.items.map((item) => [item.itemType, item.cost.amount])).toEqual([
      ['PLAN', plan.price.amount],
      ['NEW_NUMBER', 299],
    ]);
    expect(preview.total.amount).toBe(plan.price.amount + 299);

    // The line is the locked number's pattern even when the app sent the free sku.
    const created = await createOrder(ana.client, {
      ...order,
      productType: 'prepaid',
      items: [order.items[0], { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' }],
      promoCodes: [],
      selectedNumber: number,
      customer: { ...CUSTOMER, email: 'ana@example.mx' },
      billingAddress: BILLING_ADDRESS,
    });
    expect(created.payment_due).toEqual({ amount: plan.price.amount + 299, currency: 'MXN' });
    const record = kit.sandbox.state.toJSON().orders[created.order_ref];
    expect(record?.items.find((item) => item.itemType === 'NEW_NUMBER')).toMatchObject({
      sku: 'NUMBER-GOLDEN-ORO',
      name: 'Número dorado Oro',
      amount: 299,
    });
    expect(await getOrder(ana.client, { orderReference: created.order_ref })).toMatchObject({
      total: { amount: plan.price.amount + 299 },
    });

    const beto = await kit.signedUpCustomer('beto@example.mx');
    const left = await searchNumbers(beto.client, {
      category: 'PREMIUM_NUMBER',
      goldenCategory: 'ORO',
      limit: 40,
    });
    expect(left.map((n) => n.number)).not.toContain(number);
    expect(left).toHaveLength(oro.length - 1);
  });

  it('a pattern the operator does not sell is a bad request', async () => {
    const { client } = kit.newClient();
    await expect(
      searchNumbers(client, { category: 'PREMIUM_NUMBER', goldenCategory: 'DIAMANTE' }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('number availability', () => {
  it('free: available; held by the caller: available with the lock’s end; held by another or lapsed to another: not', async () => {
    const ana = await kit.signedUpCustomer('ana@example.mx');
    const beto = await kit.signedUpCustomer('beto@example.mx');
    const [first] = await searchNumbers(ana.client, { category: 'FREE_NUMBER', limit: 1 });
    const number = first?.number ?? '';
    await expect(numberAvailability(ana.client, { selectedNumber: number })).resolves.toEqual({
      number,
      available: true,
    });
    const lock = await lockNumber(ana.client, { selectedNumber: number });
    await expect(numberAvailability(ana.client, { selectedNumber: number })).resolves.toEqual({
      number,
      available: true,
      lockedUntil: lock.lockedUntil,
    });
    await expect(numberAvailability(beto.client, { selectedNumber: number })).resolves.toEqual({
      number,
      available: false,
    });
    // Ana's lock lapses and Beto takes the number: Ana is told before her Next promises it.
    kit.clock.advance(15 * 60 * 1000);
    await lockNumber(beto.client, { selectedNumber: number });
    await expect(numberAvailability(ana.client, { selectedNumber: number })).resolves.toMatchObject({
      available: false,
    });
  });

  it('a number not in the inventory is not found', async () => {
    const ana = await kit.signedUpCustomer('ana@example.mx');
    await expect(numberAvailability(ana.client, { selectedNumber: '5500000001' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
