import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SERVER_ORDER_STATES } from '../enums.ts';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { cancelOrder } from './cancel-order.ts';
import { type CreateOrderBody, createOrder } from './create-order.ts';
import { getOrder } from './get-order.ts';
import { manageOrderList } from './manage-order-list.ts';
import { orderPreview } from './order-preview.ts';
import {
  findPendingSimOnlyOrder,
  isPendingSimOnlyOrder,
  processingStatusFromServerState,
} from './order-rules.ts';
import { userOrders } from './user-orders.ts';

const { client, answer } = setupGatewayTest();

const MXN = (amount: number) => ({ amount, currency: 'MXN' });

const PREVIEW = {
  items: [
    { itemType: 'PLAN', sku: 'PLAN-30D-10GB', name: 'Senda 10 GB', cost: MXN(200) },
    { itemType: 'ADDON', sku: 'ADDON-5GB-7D', name: 'Paquete 5 GB', cost: MXN(99) },
    { itemType: 'NEW_NUMBER', sku: 'NUM-PREMIUM', name: 'Número premium', cost: MXN(149) },
    { itemType: 'DELIVERY_FEE_SKU', sku: 'DELIVERY-STD', name: 'Envío', cost: MXN(49) },
  ],
  subtotal: MXN(385.34),
  tax: MXN(61.66),
  discount: MXN(50),
  total: MXN(447),
  promoCodes: [
    { promo_code: 'BIENVENIDA50', status: 'APPLIED', discount: MXN(50) },
    { promo_code: 'VERANO', status: 'REFUSED', reason: 'EXPIRED' },
  ],
};

const SUMMARY = {
  order_ref: 'ORD-2026-000123',
  order_type: 'SIM_ONLY',
  state: 'PAY',
  status: 'CREATED',
  product_label: null,
  created_at: '2026-03-01T17:30:00.000Z',
};

describe('orderPreview', () => {
  it('POSTs the basket with promo codes as promo_code entries, with credentials', async () => {
    const calls = answer('POST', 'order-service/v2/orders/preview', { result: PREVIEW });
    const preview = await orderPreview(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: 'physical_sim',
      numberType: 'NEW',
      items: [
        { itemType: 'PLAN', sku: 'PLAN-30D-10GB' },
        { itemType: 'ADDON', sku: 'ADDON-5GB-7D', quantity: 2 },
      ],
      deliveryMethod: 'DOORSTEP_DELIVERY',
      promoCodes: ['BIENVENIDA50', 'VERANO'],
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: 'physical_sim',
      numberType: 'NEW',
      items: [
        { itemType: 'PLAN', sku: 'PLAN-30D-10GB' },
        { itemType: 'ADDON', sku: 'ADDON-5GB-7D', quantity: 2 },
      ],
      deliveryMethod: 'DOORSTEP_DELIVERY',
      promoCodes: [{ promo_code: 'BIENVENIDA50' }, { promo_code: 'VERANO' }],
    });
    expect(preview.items.map((item) => [item.itemType, item.cost.amount, item.quantity])).toEqual([
      ['PLAN', 200, 1],
      ['ADDON', 99, 1],
      ['NEW_NUMBER', 149, 1],
      ['DELIVERY_FEE_SKU', 49, 1],
    ]);
    expect(preview.promoCodes[1]).toEqual({ promo_code: 'VERANO', status: 'REFUSED', reason: 'EXPIRED' });
    expect(preview.total).toEqual(MXN(447));
  });

  it('sends an empty promo list and no delivery method when none are given', async () => {
    const calls = answer('POST', 'order-service/v2/orders/preview', {
      result: { ...PREVIEW, promoCodes: undefined },
    });
    const preview = await orderPreview(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: 'esim',
      numberType: 'PORT_IN',
      items: [{ itemType: 'PLAN', sku: 'PLAN-30D-10GB' }],
    });
    expect(onlyCall(calls).json).toEqual({
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: 'esim',
      numberType: 'PORT_IN',
      items: [{ itemType: 'PLAN', sku: 'PLAN-30D-10GB' }],
      promoCodes: [],
    });
    expect(preview.promoCodes).toEqual([]);
  });

  it.each([
    ['an unknown item type', { ...PREVIEW, items: [{ ...PREVIEW.items[0], itemType: 'INSURANCE' }] }],
    [
      'a promo status other than APPLIED or REFUSED',
      { ...PREVIEW, promoCodes: [{ promo_code: 'X', status: 'PENDING' }] },
    ],
    ['an item without cost', { ...PREVIEW, items: [{ itemType: 'PLAN', sku: 'P', name: 'P' }] }],
    ['no total', { ...PREVIEW, total: undefined }],
  ])('rejects a preview with %s', async (_label, bad) => {
    answer('POST', 'order-service/v2/orders/preview', { result: bad });
    await expectSchemaError(
      orderPreview(client, {
        orderType: 'SIM_ONLY',
        channel: 'web',
        simType: 'esim',
        numberType: 'NEW',
        items: [{ itemType: 'PLAN', sku: 'PLAN-30D-10GB' }],
      }),
    );
  });
});

describe('userOrders', () => {
  it('GETs the orders with credentials, keeping unknown types and states', async () => {
    const orders = [
      SUMMARY,
      { ...SUMMARY, order_ref: 'ORD-2', order_type: 'ESIM_TRAVEL', state: 'XYZ', status: undefined },
    ];
    const calls = answer('GET', 'order-service/v1/orders', { result: orders });
    const result = await userOrders(client);
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(result.map((o) => [o.order_ref, o.order_type, o.state])).toEqual([
      ['ORD-2026-000123', 'SIM_ONLY', 'PAY'],
      ['ORD-2', 'ESIM_TRAVEL', 'XYZ'],
    ]);
  });

  it('rejects an order without a reference', async () => {
    answer('GET', 'order-service/v1/orders', { result: [{ ...SUMMARY, order_ref: '' }] });
    await expectSchemaError(userOrders(client));
  });
});

describe('createOrder', () => {
  const BODY: CreateOrderBody = {
    orderType: 'SIM_ONLY',
    channel: 'web',
    productType: 'prepaid',
    simType: 'physical_sim',
    numberType: 'NEW',
    items: [{ itemType: 'PLAN', sku: 'PLAN-30D-10GB' }],
    promoCodes: [{ promo_code: 'BIENVENIDA50' }],
    selectedNumber: '5512345678',
    customer: {
      firstName: 'Ana',
      lastName: 'López',
      dob: '1990-05-17',
      contactNumber: '5587654321',
      email: 'ana.lopez@example.mx',
      curp: 'LOXA900517MDFPXN07',
    },
    billingAddress: { postalCode: '06700', country: 'MX', state: 'Ciudad de México', city: 'Cuauhtémoc' },
    delivery: {
      method: 'DOORSTEP_DELIVERY',
      address: { postalCode: '06700', country: 'MX', addressLine1: 'Av. Álvaro Obregón 120' },
      slotId: 'S-1',
    },
  };

  it('POSTs the order to v3 with credentials, completed with the defaults, and returns the reference', async () => {
    const calls = answer('POST', 'order-service/v3/orders', {
      result: { order_ref: 'ORD-9', state: 'PAY', status: 'CREATED', payment_due: MXN(447) },
    });
    await expect(createOrder(client, BODY)).resolves.toEqual({
      order_ref: 'ORD-9',
      state: 'PAY',
      status: 'CREATED',
      payment_due: MXN(447),
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    const sent = call.json as Record<string, Record<string, unknown>>;
    expect(sent.customer).toEqual({ ...BODY.customer, middleName: '', nationality: '' });
    expect(sent.billingAddress?.city).toBe('Cuauhtémoc');
    expect(sent.billingAddress?.street).toBe('');
    expect(sent.delivery).toMatchObject({ method: 'DOORSTEP_DELIVERY', slotId: 'S-1' });
    expect(sent.selectedNumber).toBe('5512345678');
  });

  it.each([
    ['a new number without selectedNumber', { ...BODY, selectedNumber: undefined }],
    ['a transfer without portIn', { ...BODY, numberType: 'PORT_IN' as const }],
    ['a physical SIM without delivery', { ...BODY, delivery: undefined }],
    ['doorstep delivery without an address', { ...BODY, delivery: { method: 'DOORSTEP_DELIVERY' as const } }],
    ['self pickup without a location', { ...BODY, delivery: { method: 'SELF_PICKUP' as const } }],
    ['a customer without a last name', { ...BODY, customer: { ...BODY.customer, lastName: '' } }],
    [
      'a CURP whose check digit is wrong',
      { ...BODY, customer: { ...BODY.customer, curp: 'LOXA900517MDFPXN08' } },
    ],
    ['a CURP born on another day', { ...BODY, customer: { ...BODY.customer, dob: '1990-05-18' } }],
  ])('refuses to send %s', async (_label, body) => {
    const calls = answer('POST', 'order-service/v3/orders', { result: { order_ref: 'X', state: 'PAY' } });
    await expect(createOrder(client, body)).rejects.toBeInstanceOf(v.ValiError);
    expect(calls).toHaveLength(0);
  });

  it('sends an eSIM transfer with its port-in request and no delivery', async () => {
    const calls = answer('POST', 'order-service/v3/orders', {
      result: { order_ref: 'ORD-10', state: 'PEN' },
    });
    await createOrder(client, {
      ...BODY,
      simType: 'esim',
      numberType: 'PORT_IN',
      selectedNumber: undefined,
      portIn: { number: '5511112222', donor: 'TELCEL', requestId: 'pin-1' },
      delivery: undefined,
    });
    expect(onlyCall(calls).json).toMatchObject({
      portIn: { number: '5511112222', donor: 'TELCEL', requestId: 'pin-1' },
    });
  });

  it('rejects an answer without the order reference', async () => {
    answer('POST', 'order-service/v3/orders', { result: { state: 'PAY' } });
    await expectSchemaError(createOrder(client, BODY));
  });
});

describe('getOrder', () => {
  const ORDER = {
    ...SUMMARY,
    items: PREVIEW.items,
    subtotal: PREVIEW.subtotal,
    tax: PREVIEW.tax,
    total: PREVIEW.total,
    payment_due: MXN(447),
    sim_type: 'physical_sim',
    number_type: 'NEW',
    msisdn: '5512345678',
    delivery: {
      method: 'SELF_PICKUP',
      pickupLocation: { id: 'PK-1', name: 'Senda Roma', address: { postalCode: '06700', country: 'MX' } },
    },
  };

  it('GETs one order by reference with credentials', async () => {
    const calls = answer('GET', 'order-service/v2/orders/:orderReference', { result: ORDER });
    const order = await getOrder(client, { orderReference: 'ORD-2026-000123' });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.url.pathname).toBe('/gateway/order-service/v2/orders/ORD-2026-000123');
    expect(order.payment_due).toEqual(MXN(447));
    expect(order.promoCodes).toEqual([]);
    expect(order.delivery?.pickupLocation?.address.city).toBe('');
  });

  it('rejects an order without the amount due', async () => {
    answer('GET', 'order-service/v2/orders/:orderReference', {
      result: { ...ORDER, payment_due: undefined },
    });
    await expectSchemaError(getOrder(client, { orderReference: 'ORD-1' }));
  });
});

describe('manageOrderList and cancelOrder', () => {
  it('manageOrderList POSTs the captcha token as re_captcha_token', async () => {
    const entries = [
      { order_ref: 'ORD-1', product_label: 'trial_plan' },
      { order_ref: 'ORD-2', product_label: null },
    ];
    const calls = answer('POST', 'order-service/v1/manage_order', { result: entries });
    await expect(manageOrderList(client, { reCaptchaToken: '03AFcWeA-token' })).resolves.toEqual(entries);
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(onlyCall(calls).json).toEqual({ re_captcha_token: '03AFcWeA-token' });
  });

  it('manageOrderList rejects entries without order_ref', async () => {
    answer('POST', 'order-service/v1/manage_order', { result: [{ product_label: 'trial_plan' }] });
    await expectSchemaError(manageOrderList(client, { reCaptchaToken: 't' }));
  });

  it('cancelOrder POSTs to the order cancel path with credentials', async () => {
    const calls = answer('POST', 'order-service/v1/orders/:orderRef/cancel', {
      result: { order_ref: 'ORD-1', state: 'CAN' },
    });
    await expect(cancelOrder(client, { orderRef: 'ORD-1' })).resolves.toEqual({
      order_ref: 'ORD-1',
      state: 'CAN',
    });
    expect(onlyCall(calls).url.pathname).toBe('/gateway/order-service/v1/orders/ORD-1/cancel');
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it('cancelOrder rejects an answer without the state', async () => {
    answer('POST', 'order-service/v1/orders/:orderRef/cancel', { result: { order_ref: 'ORD-1' } });
    await expectSchemaError(cancelOrder(client, { orderRef: 'ORD-1' }));
  });
});

describe('order rules', () => {
  it('a SIM-only order is pending unless cancelled, failed or activated', () => {
    const pending = SERVER_ORDER_STATES.filter((state) =>
      isPendingSimOnlyOrder({ order_type: 'SIM_ONLY', state }),
    );
    expect(pending).toEqual(['PEN', 'PAY', 'PRO', 'SHP']);
    expect(isPendingSimOnlyOrder({ order_type: 'SIM_ONLY', state: 'SOMETHING_NEW' })).toBe(true);
  });

  it('only SIM-only orders can be pending', () => {
    expect(isPendingSimOnlyOrder({ order_type: 'SERVICE_ORDER', state: 'PEN' })).toBe(false);
    expect(isPendingSimOnlyOrder({ order_type: 'sim_only', state: 'PEN' })).toBe(false);
  });

  it('findPendingSimOnlyOrder returns the first pending SIM-only order', () => {
    const orders = [
      { order_ref: 'A', order_type: 'SIM_ONLY', state: 'TSU' },
      { order_ref: 'B', order_type: 'SERVICE_ORDER', state: 'PEN' },
      { order_ref: 'C', order_type: 'SIM_ONLY', state: 'PAY' },
      { order_ref: 'D', order_type: 'SIM_ONLY', state: 'PEN' },
    ];
    expect(findPendingSimOnlyOrder(orders)?.order_ref).toBe('C');
    expect(findPendingSimOnlyOrder(orders.slice(0, 2))).toBeUndefined();
  });

  it('processingStatusFromServerState: CAN cancels, OFL fails, anything else leaves the status', () => {
    expect(processingStatusFromServerState('CAN')).toBe('CANCELLED');
    expect(processingStatusFromServerState('OFL')).toBe('FAILED');
    expect(processingStatusFromServerState('TSU')).toBeUndefined();
    expect(processingStatusFromServerState('PAY')).toBeUndefined();
    expect(processingStatusFromServerState('can')).toBeUndefined();
  });
});
