import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '../gateway/catalogue/product-variant.schema.ts';
import { GatewayError } from '../gateway/gateway-error.ts';
import type { OrderPreviewItem } from '../gateway/orders/order-item.schema.ts';
import { bundles } from '../i18n/messages/index.ts';
import { blacknutActivation, blacknutCandidateOrders, isBlacknutItem } from './blacknut.ts';
import { loadErrorMessageId } from './load-error.ts';
import { orderStateLabel, orderStatusLabel, ordersNewestFirst, orderTypeLabel } from './order-labels.ts';
import { canPayOrder } from './order-payment.ts';
import { paylinkOutcome } from './paylink-outcome.ts';
import { planHighlights } from './plan-highlights.ts';
import { readOrderRefQuery, readPaylinkIdQuery, shouldLoadManageOrderList } from './ref-query.ts';

describe('order reference in the query', () => {
  it('reads orderRef, then order_ref', () => {
    expect(readOrderRefQuery('?orderRef=SND-260301-00012')).toEqual({
      kind: 'valid',
      value: 'SND-260301-00012',
    });
    expect(readOrderRefQuery('?order_ref=SND-1')).toEqual({ kind: 'valid', value: 'SND-1' });
    expect(readOrderRefQuery('?orderRef=SND-1&order_ref=SND-2')).toEqual({ kind: 'valid', value: 'SND-1' });
  });

  it('says missing when absent or blank', () => {
    expect(readOrderRefQuery('')).toEqual({ kind: 'missing' });
    expect(readOrderRefQuery('?orderRef=%20%20')).toEqual({ kind: 'missing' });
  });

  it.each([
    '?orderRef=../../users/me',
    '?orderRef=%3Cscript%3E',
    `?orderRef=${'A'.repeat(65)}`,
    '?orderRef=SND 1',
    '?order_ref=-leading-dash',
  ])('refuses junk: %s', (search) => {
    expect(readOrderRefQuery(search)).toEqual({ kind: 'invalid' });
  });

  it('reads paylink_id the same way', () => {
    expect(readPaylinkIdQuery('?paylink_id=pl_0001abcdef')).toEqual({
      kind: 'valid',
      value: 'pl_0001abcdef',
    });
    expect(readPaylinkIdQuery('?paylink_id=x/y')).toEqual({ kind: 'invalid' });
    expect(readPaylinkIdQuery('?paylinkId=pl_1')).toEqual({ kind: 'missing' });
  });
});

describe('manage_order list (§7)', () => {
  it('runs only with an order_ref or orderRef parameter and a logged-in user', () => {
    expect(shouldLoadManageOrderList({ search: '?orderRef=SND-1', loggedIn: true })).toBe(true);
    expect(shouldLoadManageOrderList({ search: '?order_ref=SND-1', loggedIn: true })).toBe(true);
    expect(shouldLoadManageOrderList({ search: '?orderRef=SND-1', loggedIn: false })).toBe(false);
    expect(shouldLoadManageOrderList({ search: '?ref=SND-1', loggedIn: true })).toBe(false);
    expect(shouldLoadManageOrderList({ search: '', loggedIn: true })).toBe(false);
  });
});

describe('order labels', () => {
  it('name every known state with a message id that exists in both bundles', () => {
    for (const state of ['PEN', 'PAY', 'PRO', 'SHP', 'TSU', 'CAN', 'OFL', 'XYZ']) {
      const { messageId } = orderStateLabel(state);
      expect(bundles['en-US'][messageId]).toBeTruthy();
      expect(bundles['es-MX'][messageId]).toBeTruthy();
    }
  });

  it('colour the states by what the customer must do', () => {
    expect(orderStateLabel('PAY').tone).toBe('warning');
    expect(orderStateLabel('TSU').tone).toBe('success');
    expect(orderStateLabel('OFL').tone).toBe('danger');
    expect(orderStateLabel(' tsu ').messageId).toBe('orders.state.tsu');
  });

  it('read an unknown state as in progress, never as a raw code', () => {
    expect(orderStateLabel('NEW_STATE').messageId).toBe('orders.state.unknown');
  });

  it('name statuses and types, with a plain fallback for an unknown type', () => {
    expect(orderStatusLabel('PLACED')).toBe('orders.status.placed');
    expect(orderTypeLabel('SIM_ONLY')).toBe('orders.type.sim_only');
    expect(orderTypeLabel('GIFT_CARD')).toBe('orders.type.other');
  });

  it('sort newest first without touching the input; unreadable dates go last', () => {
    const orders = [
      { order_ref: 'a', created_at: '2026-01-01T00:00:00Z' },
      { order_ref: 'b', created_at: 'garbage' },
      { order_ref: 'c', created_at: '2026-03-01T00:00:00Z' },
    ];
    expect(ordersNewestFirst(orders).map((order) => order.order_ref)).toEqual(['c', 'a', 'b']);
    expect(orders[0]?.order_ref).toBe('a');
  });
});

describe('Pay now', () => {
  const due = (amount: number) => ({ amount });
  it('is offered for a pending SIM-only order with something to pay', () => {
    expect(canPayOrder({ order_type: 'SIM_ONLY', state: 'PAY', payment_due: due(199) })).toBe(true);
  });

  it('is not offered when paid already, final, or not SIM-only', () => {
    expect(canPayOrder({ order_type: 'SIM_ONLY', state: 'PRO', payment_due: due(0) })).toBe(false);
    expect(canPayOrder({ order_type: 'SIM_ONLY', state: 'CAN', payment_due: due(199) })).toBe(false);
    expect(canPayOrder({ order_type: 'SIM_ONLY', state: 'TSU', payment_due: due(199) })).toBe(false);
    expect(canPayOrder({ order_type: 'NUMBER_CHANGE', state: 'PAY', payment_due: due(99) })).toBe(false);
  });
});

describe('paylink outcome', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('is payable while active and before expiry', () => {
    expect(paylinkOutcome({ status: 'ACTIVE', expiresAt: '2026-03-02T00:00:00Z' }, now)).toBe('payable');
  });

  it('is expired by status or by the clock', () => {
    expect(paylinkOutcome({ status: 'EXPIRED', expiresAt: '2026-03-02T00:00:00Z' }, now)).toBe('expired');
    expect(paylinkOutcome({ status: 'ACTIVE', expiresAt: '2026-03-01T11:59:59Z' }, now)).toBe('expired');
  });

  it('says paid and cancelled whatever the expiry', () => {
    expect(paylinkOutcome({ status: 'PAID', expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('paid');
    expect(paylinkOutcome({ status: 'CANCELLED', expiresAt: '2030-01-01T00:00:00Z' }, now)).toBe('cancelled');
  });
});

const variant = (sku: string, amount: number, extra: Partial<ProductVariant> = {}): ProductVariant => ({
  sku,
  name: sku,
  description: '',
  productType: 'prepaid',
  category: 'PLAN',
  simTypes: ['esim'],
  price: { amount, currency: 'MXN' },
  validityDays: 30,
  benefits: [],
  labels: [],
  eligibilityCriteria: { orderTypes: [] },
  compatibleAddonSkus: [],
  ...extra,
});

describe('plan highlights', () => {
  const catalogue = [
    variant('P-300', 300),
    variant('FREE', 0, { labels: ['free_plan'] }),
    variant('TRIAL', 10, { labels: ['TRIAL_PLAN'] }),
    variant('ADDON', 50, { category: 'ADDON' }),
    variant('P-150', 150),
    variant('P-100', 100),
    variant('P-200', 200),
  ];

  it('are the three cheapest paid plans, no trials, add-ons or free plans', () => {
    expect(planHighlights(catalogue, { telcoUser: false }).map((plan) => plan.sku)).toEqual([
      'P-100',
      'P-150',
      'P-200',
    ]);
  });

  it('keep catalogue order on equal prices and honour the count', () => {
    const twins = [variant('B', 100), variant('A', 100)];
    expect(planHighlights(twins, { telcoUser: false, count: 1 }).map((plan) => plan.sku)).toEqual(['B']);
    expect(planHighlights(catalogue, { telcoUser: true, count: 0 })).toEqual([]);
  });
});

const item = (sku: string, itemType: OrderPreviewItem['itemType'] = 'ADDON'): OrderPreviewItem => ({
  itemType,
  sku,
  name: sku,
  cost: { amount: 99, currency: 'MXN' },
  quantity: 1,
});

describe('Blacknut add-on', () => {
  it('is recognised by the sku marker on add-on lines only', () => {
    expect(isBlacknutItem(item('ADDON-BLACKNUT-30D'))).toBe(true);
    expect(isBlacknutItem(item('bundle-blacknut-gamer', 'BUNDLE'))).toBe(true);
    expect(isBlacknutItem(item('PLAN-BLACKNUT', 'PLAN'))).toBe(false);
    expect(isBlacknutItem(item('ADDON-GB-5'))).toBe(false);
  });

  it('is active from an activated order, pending from a live one, none otherwise', () => {
    const plan = item('PLAN-SENDA-200', 'PLAN');
    const addon = item('ADDON-BLACKNUT-30D');
    expect(
      blacknutActivation([
        { order_ref: 'pending', state: 'PRO', items: [plan, addon] },
        { order_ref: 'active', state: 'TSU', items: [plan, addon] },
      ]),
    ).toEqual({ kind: 'active', orderRef: 'active' });
    expect(blacknutActivation([{ order_ref: 'p', state: 'PAY', items: [addon] }])).toEqual({
      kind: 'pending',
      orderRef: 'p',
    });
    expect(
      blacknutActivation([
        { order_ref: 'c', state: 'CAN', items: [addon] },
        { order_ref: 'f', state: 'OFL', items: [addon] },
        { order_ref: 'x', state: 'TSU', items: [plan] },
      ]),
    ).toEqual({ kind: 'none' });
  });

  it('opens the newest live orders only, up to the limit', () => {
    const orders = [
      { order_ref: 'old', state: 'TSU', created_at: '2025-01-01T00:00:00Z' },
      { order_ref: 'cancelled', state: 'CAN', created_at: '2026-03-01T00:00:00Z' },
      { order_ref: 'new', state: 'PAY', created_at: '2026-02-01T00:00:00Z' },
    ];
    expect(blacknutCandidateOrders(orders).map((order) => order.order_ref)).toEqual(['new', 'old']);
    expect(blacknutCandidateOrders(orders, 1).map((order) => order.order_ref)).toEqual(['new']);
  });
});

describe('load error message', () => {
  const http = (status: number) =>
    new GatewayError({ kind: 'http', status, statusText: '', body: null, url: '/x' });

  it('uses the page sentence for a 404 when it has one', () => {
    expect(loadErrorMessageId(http(404), { notFound: 'orders.not_found' })).toBe('orders.not_found');
    expect(loadErrorMessageId(http(404))).toBe('errors.something_wrong');
  });

  it('falls back to the §8 catalogue otherwise, and survives non-errors', () => {
    expect(loadErrorMessageId(http(429), { notFound: 'orders.not_found' })).toBe('errors.http.429');
    expect(loadErrorMessageId(http(503))).toBe('errors.unknown');
    expect(loadErrorMessageId('boom')).toBe('errors.something_wrong');
    expect(loadErrorMessageId(undefined)).toBe('errors.something_wrong');
  });
});
