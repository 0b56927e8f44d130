import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { Order } from '../gateway/orders/order.schema.ts';
import type { JourneyAnalyticsEvent } from '../journey/journey-analytics.ts';
import { customerQueryKeys } from '../queries/query-definition.ts';
import { setupStores } from '../stores/test-stores.ts';
import { journeyStepEvent, servicePaidOrder } from './storefront-events.ts';

const mxn = (amount: number) => ({ amount, currency: 'MXN' });
const PLAN = { sku: 'PLAN-30', name: 'Plan 30 GB', price: mxn(299) };
const ORDER = {
  order_ref: 'ORD-9',
  items: [{ itemType: 'PLAN', sku: 'PLAN-30', name: 'Plan 30 GB', cost: mxn(598), quantity: 2 }],
  total: mxn(598),
} as unknown as Order;
const event = (name: JourneyAnalyticsEvent['name']): JourneyAnalyticsEvent => ({
  name,
  journeyId: 'purchase',
  revision: 3,
  step: 'step',
  pageName: 'Step',
});

function reads() {
  const { stores } = setupStores();
  const queryClient = new QueryClient();
  return { stores, queryClient };
}

describe('the storefront events made from the stores and the cache', () => {
  it('a cart step carries the chosen plan as the catalogue priced it, then the priced basket', () => {
    const r = reads();
    expect(journeyStepEvent(r, event('view_cart'))).toMatchObject({ basket: null });
    r.stores.store.set(r.stores.onboarding.selectPrimaryProduct, PLAN);
    expect(journeyStepEvent(r, event('view_cart'))).toEqual({
      type: 'journey_step',
      name: 'view_cart',
      journey: { id: 'purchase', revision: 3 },
      step: 'step',
      pageName: 'Step',
      basket: { items: [{ sku: 'PLAN-30', name: 'Plan 30 GB', price: 299, quantity: 1 }], value: 299 },
      order: null,
    });
    r.stores.store.set(r.stores.onboarding.state, (previous) => ({
      ...previous,
      orderPreviewResult: { ...ORDER, subtotal: mxn(515.52), tax: mxn(82.48), promoCodes: [] },
    }));
    expect(journeyStepEvent(r, event('begin_checkout'))).toMatchObject({
      basket: { items: [{ sku: 'PLAN-30', price: 299, quantity: 2 }], value: 598 },
    });
  });

  it('the purchase step carries the order the payment store says was paid, from the cache', () => {
    const r = reads();
    expect(journeyStepEvent(r, event('purchase'))).toMatchObject({ order: null });
    r.stores.store.set(r.stores.payment.state, (previous) => ({
      ...previous,
      paymentResult: { orderRef: 'ORD-9', outcome: 'success' },
    }));
    r.queryClient.setQueryData(customerQueryKeys.order('ORD-9'), ORDER);
    expect(journeyStepEvent(r, event('purchase'))).toMatchObject({
      order: { transactionId: 'ORD-9', value: 598, items: [{ sku: 'PLAN-30', price: 299, quantity: 2 }] },
    });
  });

  it('a failed payment is no purchase', () => {
    const r = reads();
    r.stores.store.set(r.stores.payment.state, (previous) => ({
      ...previous,
      paymentResult: { orderRef: 'ORD-9', outcome: 'failed' },
    }));
    r.queryClient.setQueryData(customerQueryKeys.order('ORD-9'), ORDER);
    expect(journeyStepEvent(r, event('purchase'))).toMatchObject({ order: null });
  });

  it('a servicing journey step carries no purchase basket', () => {
    const r = reads();
    r.stores.store.set(r.stores.onboarding.selectPrimaryProduct, PLAN);
    expect(journeyStepEvent(r, event('add_to_cart'), 'none')).toMatchObject({ basket: null, order: null });
  });

  it('a servicing payment: the cached order, or the agreed amount when the cache has none', () => {
    const r = reads();
    expect(servicePaidOrder(r, { orderReference: 'ORD-9', amount: 120 })).toEqual({
      transactionId: 'ORD-9',
      items: [],
      value: 120,
    });
    r.queryClient.setQueryData(customerQueryKeys.order('ORD-9'), ORDER);
    expect(servicePaidOrder(r, { orderReference: 'ORD-9', amount: 120 })).toMatchObject({ value: 598 });
  });
});
